import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  ADDRESS1_REQUIRED_MESSAGE,
  CANCEL_REASON_NOT_LISTED_MESSAGE,
  CITY_REQUIRED_MESSAGE,
  FREQUENCY_NOT_ALLOWED_MESSAGE,
  INVALID_DATE_MESSAGE,
  LEGACY_FREQUENCY_MESSAGE,
  OTHER_REASON_REQUIRED_MESSAGE,
  PAUSE_DAYS_MESSAGE,
  PAUSE_WHAT_MESSAGE,
  addItemsBodySchema,
  addressInputSchema,
  billingAttemptSchema,
  cancelBodySchema,
  changeDateBodySchema,
  changeFrequencyBodySchema,
  changeProductAndFrequencyBodySchema,
  firstOrSelf,
  legacyCancelBodySchema,
  legacyChangeProductAndFrequencyBodySchema,
  legacySubscriptionSchema,
  legacyUpdateAddressBodySchema,
  legacyUpdateDateBodySchema,
  legacyUpdateFrequencyBodySchema,
  listAnswerSchema,
  pauseBodySchema,
  resumeBodySchema,
  shipNowBodySchema,
  subscriptionItemSchema,
  subscriptionSchema,
  unwrapListAnswer,
  updateAddressBodySchema,
  updateBillingBodySchema,
} from '../../src/domain/schemas';
import { issues } from './schema-issues';
import { CANCEL_VALIDATION_MESSAGE } from '../../src/domain/subscriptions';
import { dateChangeBody } from '../../src/domain/dates';

const address = { address1: '1 Queen St', city: 'Auckland', zip: '1010', country: 'New Zealand' };

describe('addresses', () => {
  it('requires address1, city, zip and country; address2 and province are optional', () => {
    expect(v.parse(addressInputSchema, { ...address, address2: ' ', province: 'Auckland' })).toEqual({
      ...address,
      address2: null,
      province: 'Auckland',
    });
    expect(issues(addressInputSchema, { ...address, address1: '  ' })).toEqual([ADDRESS1_REQUIRED_MESSAGE]);
    expect(issues(addressInputSchema, { address1: '1 Queen St', zip: '1010', country: 'NZ' })).toEqual([CITY_REQUIRED_MESSAGE]);
    expect(issues(addressInputSchema, {})).toHaveLength(4);
  });

  it('serves both address bodies', () => {
    expect(v.parse(updateAddressBodySchema, address).city).toBe('Auckland');
    expect(v.parse(legacyUpdateAddressBodySchema, { address }).address.zip).toBe('1010');
    expect(v.safeParse(legacyUpdateAddressBodySchema, address).success).toBe(false);
  });
});

describe('subscriptionSchema', () => {
  const base = { id: 101, status: 'ACTIVE', order_interval_frequency: '30', order_interval_unit: 'day' };

  it('normalises shippingAddress to shipping_address and defaults shipping to 6.99', () => {
    const sub = v.parse(subscriptionSchema, { ...base, shippingAddress: address });
    expect(sub.shipping_address).toMatchObject({ address1: '1 Queen St', city: 'Auckland' });
    expect('shippingAddress' in sub).toBe(false);
    expect(sub).toMatchObject({
      id: '101',
      order_interval_frequency: 30,
      shippingPrice: 6.99,
      items: [],
      billing_attempts: [],
    });
  });

  it('keeps shipping_address when both are given, and a real shipping price', () => {
    const sub = v.parse(subscriptionSchema, {
      ...base,
      shipping_address: { ...address, city: 'Wellington' },
      shippingAddress: address,
      shippingPrice: '9.50',
    });
    expect(sub.shipping_address?.city).toBe('Wellington');
    expect(sub.shippingPrice).toBe(9.5);
  });

  it('parses items and billing attempts', () => {
    const sub = v.parse(subscriptionSchema, {
      ...base,
      items: [{ id: 1, product_id: 8710529646842, title: 'Chicken Dog Box', price: '61.59', quantity: 1 }],
      billing_attempts: [{ date: '2025-06-01T07:00:00Z', status: 'error', error_message: 'Card declined' }],
    });
    expect(sub.items[0]).toMatchObject({
      id: '1',
      product_id: '8710529646842',
      price: 61.59,
      final_price: null,
    });
    expect(sub.billing_attempts[0]).toMatchObject({ status: 'error', completed_at: null, error_code: null });
  });

  it('rejects a subscription without an id or with a negative price', () => {
    expect(v.safeParse(subscriptionSchema, { status: 'ACTIVE' }).success).toBe(false);
    expect(v.safeParse(subscriptionItemSchema, { id: 1, price: -1 }).success).toBe(false);
  });

  it('validates billing attempt dates', () => {
    expect(v.safeParse(billingAttemptSchema, { date: 'yesterday' }).success).toBe(false);
    expect(v.parse(billingAttemptSchema, { date: '2025-06-01' }).skipped_on).toBeNull();
  });
});

describe('legacySubscriptionSchema', () => {
  it('reads is_active as a boolean or the string true', () => {
    expect(v.parse(legacySubscriptionSchema, { id: 'L1', is_active: 'true' }).is_active).toBe(true);
    expect(v.parse(legacySubscriptionSchema, { id: 'L1', is_active: true }).is_active).toBe(true);
    expect(v.parse(legacySubscriptionSchema, { id: 'L1', is_active: 'false' }).is_active).toBe(false);
    expect(v.parse(legacySubscriptionSchema, { id: 'L1' }).is_active).toBe(false);
  });

  it('normalises quickCheckoutUrl and defaults shipping and items', () => {
    const legacy = v.parse(legacySubscriptionSchema, {
      id: 'L1',
      frequency: 28,
      quickCheckoutUrl: 'https://shop.example/checkout/abc',
      additionalItems: [{ shopify_variant_id: 4880, quantity: '2', price: 14.99 }],
    });
    expect(legacy.quick_checkout_url).toBe('https://shop.example/checkout/abc');
    expect(legacy.shippingPrice).toBe(6.99);
    expect(legacy.additionalItems[0]).toMatchObject({
      shopify_variant_id: '4880',
      quantity: 2,
      one_time: false,
      taxable: true,
    });
  });
});

describe('add-items body', () => {
  it('needs at least one item with a variant id; one_time defaults to false', () => {
    expect(v.parse(addItemsBodySchema, { items: [{ shopify_variant_id: '48800000000011', one_time: true }] }).items[0]).toMatchObject({
      one_time: true,
      quantity: 1,
    });
    expect(v.safeParse(addItemsBodySchema, { items: [] }).success).toBe(false);
    expect(v.safeParse(addItemsBodySchema, { items: [{ quantity: 1 }] }).success).toBe(false);
    expect(v.safeParse(addItemsBodySchema, { items: [{ shopify_variant_id: '1', quantity: 0 }] }).success).toBe(false);
  });
});

describe('cancel bodies', () => {
  it('needs a listed reason or feedback', () => {
    expect(v.parse(cancelBodySchema, { reason: 'Allergies' })).toEqual({
      reason: 'Allergies',
      otherReason: '',
    });
    expect(v.parse(cancelBodySchema, { otherReason: ' Moving overseas ' })).toEqual({
      reason: '',
      otherReason: 'Moving overseas',
    });
    expect(issues(cancelBodySchema, {})).toEqual([CANCEL_VALIDATION_MESSAGE]);
    expect(issues(cancelBodySchema, { reason: '', otherReason: '   ' })).toEqual([CANCEL_VALIDATION_MESSAGE]);
    expect(issues(cancelBodySchema, { reason: 'Bored' })).toContain(CANCEL_REASON_NOT_LISTED_MESSAGE);
  });

  it('legacy: requires a reason, and text for Other', () => {
    expect(v.parse(legacyCancelBodySchema, { reason: 'Too expensive' }).reason).toBe('Too expensive');
    expect(issues(legacyCancelBodySchema, {})).toEqual([CANCEL_VALIDATION_MESSAGE]);
    expect(issues(legacyCancelBodySchema, { reason: 'Other' })).toEqual([OTHER_REASON_REQUIRED_MESSAGE]);
    expect(v.parse(legacyCancelBodySchema, { reason: 'Other', otherReason: 'Raw feeding' }).otherReason).toBe('Raw feeding');
  });
});

describe('pause body', () => {
  it('takes days, or null for an indefinite pause asked for by name; {} says nothing and is refused', () => {
    expect(v.parse(pauseBodySchema, { days: 14 })).toEqual({ days: 14 });
    expect(v.parse(pauseBodySchema, { days: null })).toEqual({ days: null });
    expect(v.parse(pauseBodySchema, { until: '2030-01-01' })).toEqual({ days: null, until: '2030-01-01' });
    expect(issues(pauseBodySchema, {})).toEqual([PAUSE_WHAT_MESSAGE]);
    expect(issues(pauseBodySchema, { days: 0 })).toEqual([PAUSE_DAYS_MESSAGE]);
    expect(v.safeParse(pauseBodySchema, { days: 2.5 }).success).toBe(false);
  });
});

describe('date bodies', () => {
  it('accepts what dateChangeBody builds, and fills the defaults', () => {
    expect(v.parse(changeDateBodySchema, dateChangeBody('2025-06-01', true))).toEqual(dateChangeBody('2025-06-01', true));
    expect(v.parse(shipNowBodySchema, { date: '2025-06-01' })).toEqual({
      date: '2025-06-01',
      time: '07:00',
      timezone: '+12:00',
      action: 'reschedule',
      reset_schedule: false,
    });
  });

  it('rejects impossible dates, bad times and other actions', () => {
    expect(issues(changeDateBodySchema, { date: '2025-02-30' })).toEqual([INVALID_DATE_MESSAGE]);
    expect(issues(changeDateBodySchema, {})).toEqual([INVALID_DATE_MESSAGE]);
    expect(v.safeParse(changeDateBodySchema, { date: '2025-06-01', time: '25:00' }).success).toBe(false);
    expect(v.safeParse(changeDateBodySchema, { date: '2025-06-01', timezone: 'NZST' }).success).toBe(false);
    expect(v.safeParse(changeDateBodySchema, { date: '2025-06-01', action: 'skip' }).success).toBe(false);
  });

  it('validates resume and legacy date bodies', () => {
    expect(v.parse(resumeBodySchema, { nextDeliveryDate: '2025-07-01' })).toEqual({
      nextDeliveryDate: '2025-07-01',
    });
    expect(v.safeParse(resumeBodySchema, { nextDeliveryDate: 'soon' }).success).toBe(false);
    expect(v.parse(legacyUpdateDateBodySchema, { nextDelivery: '2024-02-29' }).nextDelivery).toBe('2024-02-29');
    expect(v.safeParse(legacyUpdateDateBodySchema, { nextDelivery: '2025-02-29' }).success).toBe(false);
  });
});

describe('frequency bodies', () => {
  it('accepts only the frequency options', () => {
    expect(v.parse(changeFrequencyBodySchema, { newFrequency: '32' })).toEqual({ newFrequency: 32 });
    expect(issues(changeFrequencyBodySchema, { newFrequency: 31 })).toEqual([FREQUENCY_NOT_ALLOWED_MESSAGE]);
    expect(v.safeParse(changeFrequencyBodySchema, { newFrequency: 15 }).success).toBe(false);
    expect(v.safeParse(changeFrequencyBodySchema, {}).success).toBe(false);
  });

  it('legacy: 7–90 days', () => {
    expect(v.parse(legacyUpdateFrequencyBodySchema, { frequency: 7 })).toEqual({ frequency: 7 });
    expect(v.parse(legacyUpdateFrequencyBodySchema, { frequency: 90 })).toEqual({ frequency: 90 });
    expect(issues(legacyUpdateFrequencyBodySchema, { frequency: 6 })).toEqual([LEGACY_FREQUENCY_MESSAGE]);
    expect(issues(legacyUpdateFrequencyBodySchema, { frequency: 91 })).toEqual([LEGACY_FREQUENCY_MESSAGE]);
    expect(LEGACY_FREQUENCY_MESSAGE).toBe('Frequency must be between 7 and 90 days');
  });

  it("checks the product change's shape; the route checks the variant against the catalogue", () => {
    expect(v.parse(changeProductAndFrequencyBodySchema, { variantId: 47100000000102, frequency: 60 })).toEqual({
      variantId: '47100000000102',
      frequency: 60,
    });
    // The catalogue is data: an id the shop does not sell passes here and is refused by the route (tests/api).
    expect(v.parse(changeProductAndFrequencyBodySchema, { variantId: '123', frequency: 60 }).variantId).toBe('123');
    expect(issues(changeProductAndFrequencyBodySchema, { variantId: '', frequency: 60 })).toEqual(['Id is required']);
    expect(issues(changeProductAndFrequencyBodySchema, { variantId: '47100000000102', frequency: 61 })).toEqual([FREQUENCY_NOT_ALLOWED_MESSAGE]);
    expect(v.parse(legacyChangeProductAndFrequencyBodySchema, { variantId: '47100000000202', frequency: 61 }).frequency).toBe(61);
    expect(v.safeParse(legacyChangeProductAndFrequencyBodySchema, { variantId: '47100000000202', frequency: 120 }).success).toBe(false);
  });

  it('needs a subscription id to update billing', () => {
    expect(v.parse(updateBillingBodySchema, { subscriptionId: 101 })).toEqual({ subscriptionId: '101' });
    expect(v.safeParse(updateBillingBodySchema, { subscriptionId: '' }).success).toBe(false);
  });
});

describe('list answers', () => {
  it('accept an array or { payload: [] }', () => {
    const schema = listAnswerSchema(subscriptionSchema);
    expect(v.parse(schema, [{ id: 1 }]).map((s) => s.id)).toEqual(['1']);
    expect(v.parse(schema, { payload: [{ id: 2 }] }).map((s) => s.id)).toEqual(['2']);
    expect(v.safeParse(schema, { items: [] }).success).toBe(false);
    expect(unwrapListAnswer({ payload: [1, 2] })).toEqual([1, 2]);
    expect(unwrapListAnswer([3])).toEqual([3]);
    expect(unwrapListAnswer(null)).toEqual([]);
  });

  it('take the first item of a legacy lookup array, or the object itself', () => {
    expect(firstOrSelf([{ id: 1 }, { id: 2 }])).toEqual({ id: 1 });
    expect(firstOrSelf({ id: 3 })).toEqual({ id: 3 });
    expect(firstOrSelf([])).toBeNull();
    expect(firstOrSelf(undefined)).toBeNull();
  });
});
