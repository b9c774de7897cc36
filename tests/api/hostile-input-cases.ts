/**
 * The table of hostile values swept over every route by hostile-input.test.ts, and a valid
 * sample input per route so each value can also be put in each top-level field the route reads.
 *
 * A value is `strict` when no field of ours may accept it: a route that reads the place where it
 * is put must refuse it (4xx). Others (null, "12", -0, [] …) can be valid for some field, so for
 * them only "never 5xx, the error shape, nothing written" is asserted.
 */

export interface HostileValue {
  name: string;
  /** Raw JSON text, so -0, `__proto__` keys and 10,000 levels survive as they are sent. */
  json: string;
  strict: boolean;
}

const str = (s: string) => JSON.stringify(s);

// One value per kind: which characters the check refuses, one by one, is the unit test's job
// (tests/domain/text-fields.test.ts); this table asks whether every route applies it.
const DEPTH = 10_000;

export const HOSTILE_VALUES: HostileValue[] = [
  { name: 'NUL', json: str('\u0000'), strict: true },
  { name: 'NUL inside a name', json: str('Rex\u0000'), strict: true },
  { name: 'C1 controls', json: str('Rex\u0085\u009b'), strict: true },
  { name: 'lone surrogate', json: str('Rex\ud800'), strict: true },
  { name: 'right-to-left override', json: str('Rex\u202egpj.exe'), strict: true },
  { name: '1 MB string', json: str('x'.repeat(1024 * 1024)), strict: true },
  // Not strict: an object whose fields are all optional reads unknown keys (and valibot an
  // array) as "no fields", so `{ "a": { "a": … } }` is a valid empty customerData.
  { name: '10,000 nested arrays', json: '['.repeat(DEPTH) + ']'.repeat(DEPTH), strict: false },
  { name: '10,000 nested objects', json: '{"a":'.repeat(DEPTH) + '1' + '}'.repeat(DEPTH), strict: false },
  { name: 'not JSON (NaN)', json: 'NaN', strict: true },
  { name: '__proto__ key', json: '{"__proto__":{"polluted":true},"name":"Rex"}', strict: false },
  { name: 'constructor key', json: '{"constructor":{"prototype":{"polluted":true}}}', strict: false },
  { name: '1e308', json: '1e308', strict: false },
  { name: '1e309 (Infinity)', json: '1e309', strict: false },
  { name: '-0', json: '-0', strict: false },
  { name: 'number as string', json: str('12'), strict: false },
  { name: 'array where an object belongs', json: '[{"name":"Rex"}]', strict: false },
  { name: 'object where a string belongs', json: '{"toString":"x","valueOf":1}', strict: false },
  { name: 'null', json: 'null', strict: false },
  { name: 'true', json: 'true', strict: false },
  { name: 'newline and tab inside', json: str('Rex\n\tBarker'), strict: false },
];

/** The values put in every nested field (pets[0].name, address.city …): the must-refuse text. */
export const NESTED_VALUES = HOSTILE_VALUES.filter((v) => ['NUL', 'NUL inside a name', 'lone surrogate', 'right-to-left override'].includes(v.name));

/** Query-string and path values, percent-encoded as a client would send them. */
export const HOSTILE_URL_VALUES: { name: string; raw: string; strict: boolean }[] = [
  { name: 'NUL', raw: '%00', strict: true },
  { name: 'controls', raw: 'a%07%1B%7F', strict: true },
  { name: 'C1', raw: 'a%C2%85', strict: true },
  { name: 'encoded lone surrogate', raw: '%ED%A0%80', strict: true },
  { name: 'invalid UTF-8', raw: '%FF%FE', strict: true },
  { name: 'broken escape', raw: '%E0%A4%A', strict: true },
  { name: 'right-to-left override', raw: 'a%E2%80%AE', strict: true },
  { name: 'dot segments', raw: '..%2F..%2Fsecrets', strict: true },
  { name: 'long', raw: 'x'.repeat(16 * 1024), strict: true },
  { name: '__proto__', raw: '__proto__', strict: false },
  { name: 'constructor', raw: 'constructor', strict: false },
  { name: '-0', raw: '-0', strict: false },
  { name: '1e308', raw: '1e308', strict: false },
];

/** Ids of the fixture customer and other records the sample inputs point at. */
export interface SweepIds {
  customerId: string;
  email: string;
  subscriptionId: string;
  subscriptionItemId: string;
  legacyId: string;
  legacyItemId: string;
  checkoutId: string;
  signedCustomer: Record<string, unknown>;
}

/**
 * Path parameters by name: the plausible value (the fixture customer's own record, so a route
 * gets past its lookup and reaches its body check).
 */
export function plausibleParam(name: string, path: string, ids: SweepIds): string {
  const legacy = path.includes('legacy-subscriptions');
  switch (name) {
    case 'id':
      if (path.includes('/checkout/')) return ids.checkoutId;
      return legacy ? ids.legacyId : ids.subscriptionId;
    case 'itemId':
      return legacy ? ids.legacyItemId : ids.subscriptionItemId;
    case 'customerId':
      return ids.customerId;
    case 'key':
      return 'photo_doesnotexist.png';
    case 'variantId':
      return '47100000000103';
    default:
      return 'x1';
  }
}

const ADDRESS = { address1: '5 Tūī Lane', address2: 'Flat 2', city: 'Christchurch', province: 'Canterbury', zip: '8011', country: 'New Zealand' };
const PET = { name: 'Rex', breed: 'Huntaway', weight: 20, life_stage: 'adult', activity_level: 'typical', body_condition: 'aboutRight' };

/**
 * A valid JSON body per route (path without its /api prefix, `METHOD path`). Routes missing here
 * get the whole-body cases only. A valid body may succeed and write: the test allows that, and
 * asserts "nothing written" for every refused request.
 */
export function sampleBodies(ids: SweepIds, inDays: (n: number) => string): Record<string, Record<string, unknown>> {
  return {
    'POST /auth/verify': { token: 'not-a-real-token' },
    'POST /auth/request-link': { email: ids.email },
    'POST /auth/generate-magic-link': ids.signedCustomer,
    'POST /pets': { pets: [PET], kcal_per_kg: 3500, productId: null },
    'POST /pets/calculate': { pets: [PET], kcal_per_kg: 3500, productId: null },
    'POST /pets/temp-store': { pets: [PET], kcal_per_kg: 3500, productId: null },
    'POST /pets/recommendations': { pets: [PET], customerData: { name: 'Kiri Test', email: ids.email }, discount: 'FREE7DAYTRIAL' },
    'POST /pets/checkout-url': {
      variantId: '47100000000103',
      sellingPlanId: '690000000028',
      customerData: { name: 'Kiri Test' },
      quantity: 1,
      discount: 'WELCOME20',
      attribution: { utm_source: 'newsletter', landing_path: '/free-trial' },
    },
    'POST /checkout/:id/complete': {
      firstName: 'Kiri',
      lastName: 'Test',
      email: ids.email,
      address: ADDRESS,
      card: { number: '4000 0000 0000 0002', expiry: '12/39', cvc: '123' },
    },
    'POST /checkout/:id/confirm': { token: 'A'.repeat(43) },
    'POST /email-plan': { email: ids.email, petData: { pets: [PET] }, recommendations: [] },
    'POST /funnel-events': { visitId: 'hostilesweepvisit01', campaign: 'spring', events: [{ name: 'plan_selected', recipe: 'Luxe Lamb', bag_kg: 2 }] },
    'POST /dev/fixtures/customer': { firstName: 'Kiri', active: false, legacy: false },
    'POST /subscriptions/updateBilling': { subscriptionId: ids.subscriptionId },
    'POST /subscriptions/:id/items': { items: [{ shopify_variant_id: '48800000000021', quantity: 1, one_time: true }] },
    'POST /subscriptions/:id/ship-now': { date: inDays(3) },
    'POST /subscriptions/:id/changeDate': { date: inDays(12) },
    'POST /subscriptions/:id/pause': { days: 14 },
    'POST /subscriptions/:id/update-address': ADDRESS,
    'POST /subscriptions/:id/resume': { nextDeliveryDate: inDays(5) },
    'POST /subscriptions/:id/skip': { date: inDays(10) },
    'POST /subscriptions/:id/unskip': { date: inDays(10) },
    'POST /subscriptions/:id/cancel-offers/accept': { offer: 'discount' },
    'POST /subscriptions/:id/change-frequency': { newFrequency: 28 },
    'POST /subscriptions/:id/change-product-and-frequency': { variantId: '47100000000103', frequency: 28 },
    'DELETE /subscriptions/:id': { reason: '', otherReason: 'Moving overseas' },
    'POST /legacy-subscriptions/:id/items': { items: [{ shopify_variant_id: '48800000000021', quantity: 1, one_time: true }] },
    'POST /legacy-subscriptions/:id/update-date': { nextDelivery: inDays(12) },
    'POST /legacy-subscriptions/:id/update-frequency': { frequency: 35 },
    'POST /legacy-subscriptions/:id/cancel': { reason: 'Other', otherReason: 'Moving overseas' },
    'POST /legacy-subscriptions/:id/update-address': { address: ADDRESS },
    'POST /legacy-subscriptions/:id/change-product-and-frequency': { variantId: '47100000000103', frequency: 35 },
  };
}

/** Form routes (application/x-www-form-urlencoded) and their valid fields. */
export const SAMPLE_FORMS: Record<string, Record<string, string>> = {
  'POST /dev/payment-method': { card: 'works' },
};

/** Query parameters a route reads, with a valid value each. */
export const SAMPLE_QUERIES: Record<string, Record<string, string>> = {
  'GET /activity': { limit: '5' },
  'GET /dev/outbox': { to: 'nobody@example.com', limit: '5' },
  'GET /': { token: 'abc' },
  'GET /auth/app-proxy/token': { logged_in_customer_id: '1', timestamp: '1', signature: 'ab' },
};
