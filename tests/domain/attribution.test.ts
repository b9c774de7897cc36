import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import {
  ATTRIBUTION_VALUE_MAX,
  attributionFrom,
  attributionJson,
  cartAttributesOf,
  parseAttributionJson,
  VISIT_CART_ATTRIBUTE,
} from '../../src/domain/attribution';
import { attributionSchema } from '../../src/domain/schemas/attribution';

describe('attributionFrom: a landing’s campaign, click ids, referrer and path', () => {
  it('keeps the kept parameters and the referrer’s origin and path, nothing else of the address', () => {
    const a = attributionFrom({
      search: '?utm_source=newsletter&utm_campaign=spring&gclid=abc&name=Rex&customerEmail=a%40b.nz&utm_nope=1',
      referrer: 'https://mail.example.com/inbox/1?token=secret#x',
      path: '/pages/free-trial',
    });
    expect(a).toEqual({
      utm_source: 'newsletter',
      utm_campaign: 'spring',
      gclid: 'abc',
      referrer: 'https://mail.example.com/inbox/1',
      landing_path: '/pages/free-trial',
    });
  });

  it('a direct visit (no parameter, no referrer) has none', () => {
    expect(attributionFrom({ search: '?name=Rex', referrer: '', path: '/free-trial' })).toBeNull();
    expect(attributionFrom({ search: '', referrer: 'javascript:alert(1)', path: '/free-trial' })).toBeNull();
  });

  it('cuts an overlong value to the bound, and drops empty ones', () => {
    const a = attributionFrom({ search: `?fbclid=${'x'.repeat(2000)}&utm_term=%20`, path: '/' });
    expect(a).toEqual({ fbclid: 'x'.repeat(ATTRIBUTION_VALUE_MAX), landing_path: '/' });
  });
});

describe('attributionSchema: what the API accepts', () => {
  it('refuses an overlong value, a referrer that is no URL and a landing path that is no path', () => {
    expect(v.safeParse(attributionSchema, { utm_source: 'x'.repeat(ATTRIBUTION_VALUE_MAX + 1) }).success).toBe(false);
    expect(v.safeParse(attributionSchema, { referrer: 'not a url' }).success).toBe(false);
    expect(v.safeParse(attributionSchema, { referrer: 'javascript:alert(1)' }).success).toBe(false);
    expect(v.safeParse(attributionSchema, { utm_source: 'newsletter', email: 'aroha@example.com' }).success).toBe(false);
    expect(v.safeParse(attributionSchema, { landing_path: 'https://evil.example/' }).success).toBe(false);
    expect(v.safeParse(attributionSchema, { utm_source: 'newsletter', landing_path: '/free-trial' }).success).toBe(true);
  });
});

describe('stored and sent on', () => {
  it('round-trips through JSON text; none is NULL; unreadable text is none', () => {
    const a = { utm_source: 'newsletter', landing_path: '/free-trial' };
    expect(parseAttributionJson(attributionJson(a))).toEqual(a);
    expect(attributionJson(null)).toBeNull();
    expect(parseAttributionJson('{not json')).toBeNull();
    expect(parseAttributionJson(null)).toBeNull();
    expect(parseAttributionJson('["utm_source"]')).toBeNull();
  });

  it('becomes Shopify cart attributes, one per kept value', () => {
    expect(cartAttributesOf({ utm_source: 'newsletter', gclid: 'abc' })).toEqual([
      { key: 'utm_source', value: 'newsletter' },
      { key: 'gclid', value: 'abc' },
    ]);
    expect(cartAttributesOf(null)).toEqual([]);
  });

  it('carries the visit id as the private cart attribute, after the campaign', () => {
    expect(cartAttributesOf({ utm_campaign: 'spring' }, 'abc123def456ghi789')).toEqual([
      { key: 'utm_campaign', value: 'spring' },
      { key: VISIT_CART_ATTRIBUTE, value: 'abc123def456ghi789' },
    ]);
    expect(VISIT_CART_ATTRIBUTE).toMatch(/^__/);
    expect(cartAttributesOf(null, null)).toEqual([]);
  });
});
