import { describe, expect, it } from 'vitest';
import { DEMO_CATALOGUE } from '../../functions/db/demo/demo-catalogue';
import type { Catalogue } from '../../src/domain/catalogue';
import { planForFrequency } from '../../src/domain/catalogue';
import { $catalogue } from '../../src/stores/catalogue';
import { IFRAME_HEIGHT_CAP_PX } from '../../src/domain/layout';
import { addToCartMessage, parseFrameMessage, parseParentMessage, PET_DATA_MAX_LENGTH } from '../../src/embed/messages';
import { isAllowedShopOrigin, isLoopbackOrigin, originOf } from '../../src/embed/origins';

const SIGNATURE = 'ab'.repeat(32);
const CHICKEN = DEMO_CATALOGUE.kibbles.find((k) => k.name === 'Chicken')!;
const sellingPlanIdFor = (days: number) => planForFrequency(DEMO_CATALOGUE, days)!.id;

/** A shop that shares nothing with the demo's: its own ids, prices, 3/8/12 kg bags and plans every 14 and 42 days. */
const OTHER_SHOP: Catalogue = {
  kibbles: [
    {
      ...CHICKEN,
      id: '9001',
      variants: [
        { id: '9103', bagSizeKg: 3, sku: 'O-3', priceCents: 3100 },
        { id: '9108', bagSizeKg: 8, sku: 'O-8', priceCents: 7300 },
        { id: '9112', bagSizeKg: 12, sku: 'O-12', priceCents: 9900 },
      ],
    },
  ],
  treats: [],
  plans: [
    { id: '77014', frequencyDays: 14, discountPercent: 10 },
    { id: '77042', frequencyDays: 42, discountPercent: 15 },
  ],
  defaultProductId: '9001',
};
const chicken10 = CHICKEN.variants.find((v) => v.bagSizeKg === 10)!;

describe('messages from the shop page', () => {
  it('accepts each type in its documented shape', () => {
    expect(parseParentMessage({ type: 'GET_PET_DATA' })).toEqual({ type: 'GET_PET_DATA' });
    expect(parseParentMessage({ type: 'REQUEST_INITIAL_SYNC' })).toEqual({ type: 'REQUEST_INITIAL_SYNC' });
    expect(parseParentMessage({ type: 'CART_PAGE_LOADED' })).toEqual({ type: 'CART_PAGE_LOADED' });
    expect(parseParentMessage({ type: 'PARENT_VIEWPORT', width: 1280, height: 720, scrollY: 40, frameTop: 120 })).toEqual({
      type: 'PARENT_VIEWPORT',
      width: 1280,
      height: 720,
      scrollY: 40,
      frameTop: 120,
    });
  });

  it('drops unknown keys', () => {
    expect(parseParentMessage({ type: 'CART_PAGE_LOADED', extra: '<script>' })).toEqual({ type: 'CART_PAGE_LOADED' });
  });

  it.each([
    ['a string', 'CART_PAGE_LOADED'],
    ['null', null],
    ['an array', [{ type: 'CART_PAGE_LOADED' }]],
    ['no type', { width: 1 }],
    ['an unknown type', { type: 'DELETE_EVERYTHING' }],
    ['an inherited name as type', { type: 'constructor' }],
    ['a message of the other direction', { type: 'TRIGGER_ADD_TO_CART' }],
    ['a viewport with a text width', { type: 'PARENT_VIEWPORT', width: 'wide', height: 720 }],
    ['a viewport without height', { type: 'PARENT_VIEWPORT', width: 1280 }],
    ['a negative viewport', { type: 'PARENT_VIEWPORT', width: -1, height: 720 }],
  ])('ignores %s', (_, data) => {
    expect(parseParentMessage(data)).toBeNull();
  });

  describe('SHOPIFY_CUSTOMER_INFO', () => {
    const signed = {
      type: 'SHOPIFY_CUSTOMER_INFO',
      customerId: 7001000000001,
      customerName: 'Sam Taylor',
      customerEmail: 'demo@example.com',
      timestamp: 1767225600,
      signature: SIGNATURE.toUpperCase(),
    };

    it('gives the signed customer with the spec names, the id as text and the signature lower-case', () => {
      expect(parseParentMessage(signed)).toEqual({
        type: 'SHOPIFY_CUSTOMER_INFO',
        customerId: '7001000000001',
        customerName: 'Sam Taylor',
        customerEmail: 'demo@example.com',
        timestamp: 1767225600,
        signature: SIGNATURE,
      });
    });

    it('takes `email` when a theme sends that instead of customerEmail', () => {
      const { customerEmail, ...rest } = signed;
      expect(parseParentMessage({ ...rest, email: customerEmail, timestamp: '1767225600' })).toMatchObject({
        customerEmail: 'demo@example.com',
        timestamp: 1767225600,
      });
    });

    it('gives the app block’s login ticket instead of a signature', () => {
      const ticket = 'aB3_-'.repeat(9).slice(0, 43);
      expect(parseParentMessage({ type: 'SHOPIFY_CUSTOMER_INFO', customerId: '7001000000001', loginTicket: ticket })).toEqual({
        type: 'SHOPIFY_CUSTOMER_INFO',
        customerId: '7001000000001',
        loginTicket: ticket,
      });
      expect(parseParentMessage({ type: 'SHOPIFY_CUSTOMER_INFO', customerId: '7001000000001', loginTicket: 'short' })).toBeNull();
      expect(parseParentMessage({ type: 'SHOPIFY_CUSTOMER_INFO', customerId: '7001000000001', loginTicket: `${'a'.repeat(40)}<script>` })).toBeNull();
    });

    it('says nobody is logged in with customerId null', () => {
      expect(parseParentMessage({ type: 'SHOPIFY_CUSTOMER_INFO', customerId: null })).toEqual({ type: 'SHOPIFY_CUSTOMER_INFO', customerId: null });
    });

    it.each([
      ['without a signature', { signature: undefined }],
      ['with a signature that is not 64 hex digits', { signature: 'abc' }],
      ['without a timestamp', { timestamp: undefined }],
      ['without an e-mail', { customerEmail: undefined }],
      ['with a bad e-mail', { customerEmail: 'not-an-email' }],
      ['with a non-numeric id', { customerId: '12; DROP TABLE' }],
    ])('ignores a customer %s', (_, change) => {
      expect(parseParentMessage({ ...signed, ...change })).toBeNull();
    });
  });
});

describe('messages to the shop page', () => {
  it('accepts heights up to the cap and refuses more, negatives and fractions', () => {
    expect(parseFrameMessage({ type: 'DASHBOARD_IFRAME_HEIGHT', height: IFRAME_HEIGHT_CAP_PX })).toEqual({ type: 'DASHBOARD_IFRAME_HEIGHT', height: 5000 });
    expect(parseFrameMessage({ type: 'FREE_TRIAL_IFRAME_HEIGHT', height: 5001 })).toBeNull();
    expect(parseFrameMessage({ type: 'CHOOSE_RECIPE_IFRAME_HEIGHT', height: -1 })).toBeNull();
    expect(parseFrameMessage({ type: 'CHOOSE_RECIPE_IFRAME_HEIGHT', height: 10.5 })).toBeNull();
  });

  it('carries pet data as text, within the length limit', () => {
    expect(parseFrameMessage({ type: 'SYNC_PET_DATA', data: '{"pets":[]}' })).toEqual({ type: 'SYNC_PET_DATA', data: '{"pets":[]}' });
    expect(parseFrameMessage({ type: 'SYNC_PET_DATA', data: { pets: [] } })).toBeNull();
    expect(parseFrameMessage({ type: 'SYNC_PET_DATA', data: 'x'.repeat(PET_DATA_MAX_LENGTH + 1) })).toBeNull();
    expect(parseFrameMessage({ type: 'PET_DATA_RESPONSE', data: null })).toEqual({ type: 'PET_DATA_RESPONSE', data: null });
  });

  describe('TRIGGER_ADD_TO_CART', () => {
    it('is built with the catalogue variant for the bag size and the selling plan for the frequency', () => {
      const message = addToCartMessage(DEMO_CATALOGUE, { productId: CHICKEN.id, bagSize: 10, frequency: 30, data: '{"pets":[]}' });
      expect(message).toEqual({
        type: 'TRIGGER_ADD_TO_CART',
        productId: CHICKEN.id,
        variantId: chicken10.id,
        sellingPlanId: sellingPlanIdFor(30),
        bagSize: 10,
        frequency: 30,
        data: '{"pets":[]}',
      });
      expect(parseFrameMessage(message)).toEqual(message);
    });

    it('is not built for a bag size the product does not come in, or an unknown product', () => {
      expect(addToCartMessage(DEMO_CATALOGUE, { productId: CHICKEN.id, bagSize: 7, frequency: 30, data: '{}' })).toBeNull();
      expect(addToCartMessage(DEMO_CATALOGUE, { productId: '1', bagSize: 10, frequency: 30, data: '{}' })).toBeNull();
    });

    it('is not sent when the ids disagree with the product, bag size or frequency', () => {
      const good = addToCartMessage(DEMO_CATALOGUE, { productId: CHICKEN.id, bagSize: 10, frequency: 30, data: '{}' })!;
      const lamb = DEMO_CATALOGUE.kibbles.find((k) => k.name === 'Lamb')!;
      expect(parseFrameMessage({ ...good, bagSize: 15 })).toBeNull();
      expect(parseFrameMessage({ ...good, sellingPlanId: sellingPlanIdFor(28) })).toBeNull();
      expect(parseFrameMessage({ ...good, productId: lamb.id })).toBeNull();
    });

    it('sends the ids of the catalogue on the page: another shop’s variant and selling plan, at a frequency it offers', () => {
      $catalogue.set(OTHER_SHOP);
      const message = addToCartMessage(OTHER_SHOP, { productId: '9001', bagSize: 8, frequency: 45, data: '{}' });
      // A bag lasting 45 days goes on the shop's 42-day plan, never on a demo plan id.
      expect(message).toMatchObject({ productId: '9001', variantId: '9108', sellingPlanId: '77042', bagSize: 8, frequency: 42 });
      expect(parseFrameMessage(message)).toEqual(message);
      expect(addToCartMessage(OTHER_SHOP, { productId: '9001', bagSize: 10, frequency: 30, data: '{}' })).toBeNull();
      // The demo shop's ids do not pass on this page.
      const demo = addToCartMessage(DEMO_CATALOGUE, { productId: CHICKEN.id, bagSize: 10, frequency: 30, data: '{}' })!;
      expect(parseFrameMessage(demo)).toBeNull();
    });

    it('sends none without a catalogue on the page', () => {
      const good = addToCartMessage(DEMO_CATALOGUE, { productId: CHICKEN.id, bagSize: 10, frequency: 30, data: '{}' })!;
      $catalogue.set(null);
      expect(parseFrameMessage(good)).toBeNull();
    });
  });
});

describe('shop origins', () => {
  const production = { shopOrigins: ['https://furbaby.co.nz'], local: false };
  const local = { ...production, local: true };

  it('normalises origins', () => {
    expect(originOf('HTTPS://Furbaby.co.nz:443/pages/x?y=1')).toBe('https://furbaby.co.nz');
    expect(originOf('null')).toBeNull();
    expect(originOf('javascript:alert(1)')).toBeNull();
    expect(originOf('')).toBeNull();
  });

  it('knows loopback origins on any port, and not look-alikes', () => {
    expect(isLoopbackOrigin('http://localhost:8788')).toBe(true);
    expect(isLoopbackOrigin('https://127.0.0.1')).toBe(true);
    expect(isLoopbackOrigin('http://[::1]:3000')).toBe(true);
    expect(isLoopbackOrigin('http://127.0.0.1.evil.test')).toBe(false);
    expect(isLoopbackOrigin('http://localhost.evil.test')).toBe(false);
  });

  it('allows only the listed origins in production', () => {
    expect(isAllowedShopOrigin('https://furbaby.co.nz', production)).toBe(true);
    expect(isAllowedShopOrigin('https://FURBABY.co.nz/', production)).toBe(true);
    expect(isAllowedShopOrigin('http://furbaby.co.nz', production)).toBe(false);
    expect(isAllowedShopOrigin('https://evil.furbaby.co.nz', production)).toBe(false);
    expect(isAllowedShopOrigin('https://furbaby.co.nz.evil.test', production)).toBe(false);
    expect(isAllowedShopOrigin('http://localhost:8788', production)).toBe(false);
    expect(isAllowedShopOrigin(null, production)).toBe(false);
  });

  it('allows loopback shops as well in local mode', () => {
    expect(isAllowedShopOrigin('http://localhost:8788', local)).toBe(true);
    expect(isAllowedShopOrigin('https://furbaby.co.nz', local)).toBe(true);
    expect(isAllowedShopOrigin('http://third-party.test', local)).toBe(false);
  });
});
