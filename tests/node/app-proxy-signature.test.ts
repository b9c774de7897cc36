import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOCAL_APP, LOCAL_SHOP_DOMAIN } from '../../functions/config/local-secrets';
import { appProxyMessage, signAppProxyQuery, verifyAppProxySignature } from '../../functions/shopify/proxy/signature';

/**
 * Shopify's worked example ("Authenticate app proxies", Handling proxy requests): shared secret
 * `hush`, a visitor's GET /apps/awesome_reviews/extra/path/components?extra=1&extra=2 forwarded
 * with these parameters. The page templates the shop as `{shop}.myshopify.com`; its signature
 * was computed for shop-name.myshopify.com, the shop its older revision and Ruby sample name.
 * https://shopify.dev/docs/apps/build/online-store/app-proxies/authenticate-app-proxies
 */
const SHOPIFY_EXAMPLE = {
  secret: 'hush',
  query: 'extra=1&extra=2&shop=shop-name.myshopify.com&logged_in_customer_id=1&path_prefix=%2Fapps%2Fawesome_reviews&timestamp=1317327555',
  signature: '4c68c8624d737112c91818c11017d24d334b524cb5c2b8ba08daa056f7395ddb',
  signedAt: new Date(1317327555 * 1000),
};

const SECRET = LOCAL_APP.secret;
const SHOP = LOCAL_SHOP_DOMAIN;
const NOW = new Date('2026-11-26T12:00:00Z');
const nowSeconds = String(NOW.getTime() / 1000);

/** A query as Shopify forwards it for our shop, signed with SECRET. */
function forwarded(extra: Record<string, string> = {}, secret = SECRET) {
  const params = new URLSearchParams({ shop: SHOP, logged_in_customer_id: '7001000000001', path_prefix: '/apps/furbaby', timestamp: nowSeconds, ...extra });
  return signAppProxyQuery(secret, params);
}

describe("Shopify's app-proxy signature", () => {
  // Shopify's library reads the clock itself: the tests set it.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it("reproduces the signature of Shopify's documented example and accepts it", async () => {
    const params = new URLSearchParams(SHOPIFY_EXAMPLE.query);
    expect(appProxyMessage(params)).toBe('extra=1,2logged_in_customer_id=1path_prefix=/apps/awesome_reviewsshop=shop-name.myshopify.comtimestamp=1317327555');
    expect((await signAppProxyQuery(SHOPIFY_EXAMPLE.secret, params)).get('signature')).toBe(SHOPIFY_EXAMPLE.signature);

    params.set('signature', SHOPIFY_EXAMPLE.signature);
    vi.setSystemTime(SHOPIFY_EXAMPLE.signedAt);
    const check = await verifyAppProxySignature(SHOPIFY_EXAMPLE.secret, params, { shop: 'shop-name.myshopify.com' });
    expect(check).toEqual({
      ok: true,
      request: {
        shop: 'shop-name.myshopify.com',
        customerId: '1',
        pathPrefix: '/apps/awesome_reviews',
        timestamp: 1317327555,
        signature: SHOPIFY_EXAMPLE.signature,
      },
    });
  });

  it('signs the parameters sorted by key, whatever order they arrive in', async () => {
    const a = new URLSearchParams('timestamp=1&shop=s.myshopify.com&b=2&a=1');
    const b = new URLSearchParams('a=1&b=2&shop=s.myshopify.com&timestamp=1');
    expect(appProxyMessage(a)).toBe('a=1b=2shop=s.myshopify.comtimestamp=1');
    expect((await signAppProxyQuery(SECRET, a)).get('signature')).toBe((await signAppProxyQuery(SECRET, b)).get('signature'));
  });

  it("joins a repeated key's values with commas in the order they came, so reordering them breaks the signature", async () => {
    const signed = await forwarded();
    signed.append('size', 'large');
    signed.append('size', 'small');
    expect(appProxyMessage(signed)).toContain('size=large,small');
    const resigned = await signAppProxyQuery(SECRET, signed);
    expect((await verifyAppProxySignature(SECRET, resigned, { shop: SHOP })).ok).toBe(true);

    const swapped = new URLSearchParams(resigned);
    swapped.delete('size');
    swapped.append('size', 'small');
    swapped.append('size', 'large');
    expect(await verifyAppProxySignature(SECRET, swapped, { shop: SHOP })).toEqual({ ok: false, reason: 'forged' });
  });

  it('takes an empty logged_in_customer_id as a visitor who is not logged in, still signed', async () => {
    const check = await verifyAppProxySignature(SECRET, await forwarded({ logged_in_customer_id: '' }), { shop: SHOP });
    expect(check).toMatchObject({ ok: true, request: { customerId: null, shop: SHOP, pathPrefix: '/apps/furbaby' } });
  });

  it('refuses a tampered value: another customer, shop, path or an added parameter', async () => {
    for (const [key, value] of [
      ['logged_in_customer_id', '7001000000002'],
      ['path_prefix', '/apps/other'],
      ['timestamp', String(Number(nowSeconds) + 1)],
      ['extra', '1'],
    ]) {
      const tampered = await forwarded();
      tampered.set(key!, value!);
      expect(await verifyAppProxySignature(SECRET, tampered, { shop: SHOP }), key).toEqual({ ok: false, reason: 'forged' });
    }
    expect(await verifyAppProxySignature(SECRET, await forwarded({}, 'another-app-secret'), { shop: SHOP })).toEqual({ ok: false, reason: 'forged' });
  });

  it('refuses a request without a signature, or with an empty one', async () => {
    const unsigned = await forwarded();
    unsigned.delete('signature');
    expect(await verifyAppProxySignature(SECRET, unsigned, { shop: SHOP })).toEqual({ ok: false, reason: 'missing_signature' });
    unsigned.set('signature', '');
    expect(await verifyAppProxySignature(SECRET, unsigned, { shop: SHOP })).toEqual({ ok: false, reason: 'missing_signature' });
  });

  it("refuses a correctly signed request outside the library's 90 seconds, or without a timestamp", async () => {
    const at = (offsetSeconds: number) => String(Number(nowSeconds) + offsetSeconds);
    expect((await verifyAppProxySignature(SECRET, await forwarded({ timestamp: at(-89) }), { shop: SHOP })).ok).toBe(true);
    expect(await verifyAppProxySignature(SECRET, await forwarded({ timestamp: at(-91) }), { shop: SHOP })).toEqual({ ok: false, reason: 'stale' });
    expect(await verifyAppProxySignature(SECRET, await forwarded({ timestamp: at(3600) }), { shop: SHOP })).toEqual({ ok: false, reason: 'stale' });
    const untimed = await forwarded();
    untimed.delete('timestamp');
    expect(await verifyAppProxySignature(SECRET, await signAppProxyQuery(SECRET, untimed), { shop: SHOP })).toEqual({ ok: false, reason: 'stale' });
  });

  it("refuses a correctly signed request for another shop than ours (same app, another shop's proxy)", async () => {
    const other = await forwarded({ shop: 'someone-else.myshopify.com' });
    expect(await verifyAppProxySignature(SECRET, other, { shop: SHOP })).toEqual({ ok: false, reason: 'wrong_shop' });
    expect((await verifyAppProxySignature(SECRET, await forwarded({ shop: SHOP.toUpperCase() }), { shop: SHOP })).ok).toBe(true);
  });
});
