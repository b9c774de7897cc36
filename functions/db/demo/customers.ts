import { addDays, formatISO, parseISO, subDays } from 'date-fns';
import type { KibbleProduct } from '../../../src/domain/catalogue';
import { renewalPriceCents, treatSubscriptionPriceCents } from '../../../src/domain/money';
import { latestDueDay } from '../../../src/domain/renewals';
import { insertOrIgnore, type SqlValue } from '../sql-literal';
import { DEMO_CATALOGUE, DEMO_KIBBLES } from './demo-catalogue';

/** Fixed ids, so tests and docs can name the demo records. */
export const DEMO = {
  customerId: '7001000000001',
  email: 'demo@example.com',
  name: 'Sam',
  otherCustomerId: '7001000000002',
  otherEmail: 'other@example.com',
  photoKey: 'demo_biscuit.png',
  activeSubscriptionId: 'sub_demo_active',
  pausedSubscriptionId: 'sub_demo_paused',
  cancelledSubscriptionId: 'sub_demo_cancelled',
  otherSubscriptionId: 'sub_other_active',
  legacySubscriptionId: 'legacy_demo_1',
} as const;

const day = (d: Date) => formatISO(d, { representation: 'date' });
const { chicken, lamb, mixed } = DEMO_KIBBLES;
const TREATS = DEMO_CATALOGUE.treats;
const variantOf = (p: KibbleProduct, kg: number) => p.variants.find((v) => v.bagSizeKg === kg)!;

const ADDRESS = {
  demo: { address1: '12 Ponsonby Road', address2: 'Flat 3', city: 'Auckland', province: 'Auckland', zip: '1011', country: 'New Zealand' },
  other: { address1: '48 Cuba Street', address2: '', city: 'Wellington', province: 'Wellington', zip: '6011', country: 'New Zealand' },
};

const ship = (a: typeof ADDRESS.demo) => ({
  ship_address1: a.address1,
  ship_address2: a.address2,
  ship_city: a.city,
  ship_province: a.province,
  ship_zip: a.zip,
  ship_country: a.country,
});

/**
 * The demo customers and everything they own, dated relative to `now` so a fresh database
 * always has an upcoming delivery. Rows have fixed ids, so loading twice keeps the first copy.
 * With `renewalDue` (npm start) Sam's active subscription is due at once, so the first cron run
 * renews it and a newcomer sees the order arrive in his history.
 */
export function demoCustomerStatements(now: Date, { renewalDue = false } = {}): string[] {
  const ago = (days: number) => subDays(now, days).toISOString();
  const out: string[] = [];
  const row = (table: string, r: Record<string, SqlValue>) => out.push(insertOrIgnore(table, r));

  for (const [id, email, first, last, addr] of [
    [DEMO.customerId, DEMO.email, 'Sam', 'Taylor', ADDRESS.demo],
    [DEMO.otherCustomerId, DEMO.otherEmail, 'Alex', 'Ngata', ADDRESS.other],
  ] as const) {
    row('customers', {
      id,
      email,
      first_name: first,
      last_name: last,
      product_id: chicken.id,
      kcal_per_kg: chicken.kcalPerKg,
      created_at: ago(200),
      updated_at: ago(200),
    });
    row('addresses', { id: `addr_${id}`, customer_id: id, first_name: first, last_name: last, ...addr, is_default: true, created_at: ago(200) });
  }

  // Dogs: Biscuit has a photo (loaded into R2 by the start script), Pip has none.
  row('photos', {
    id: 'photo_demo_biscuit',
    customer_id: DEMO.customerId,
    small_key: `pets/${DEMO.photoKey}`,
    large_key: null,
    content_type: 'image/png',
    bytes: 1928,
    created_at: ago(150),
  });
  const pet = (
    id: string,
    customer: string,
    name: string,
    breed: string,
    dob: string,
    weight: number,
    life: string,
    activity: string,
    body: string,
    sex: string,
    photo: string | null,
    position: number,
  ) =>
    row('pets', {
      id,
      customer_id: customer,
      name,
      breed,
      dob,
      weight_kg: weight,
      life_stage: life,
      activity_level: activity,
      body_condition: body,
      percent_kibble: 100,
      include_in_plan: true,
      sex,
      photo_id: photo,
      position,
      created_at: ago(150),
      updated_at: ago(150),
    });
  pet('pet_demo_biscuit', DEMO.customerId, 'Biscuit', 'Labrador Retriever', '2019-03-14', 28, 'adult', 'active', 'aboutRight', 'male', 'photo_demo_biscuit', 0);
  pet('pet_demo_pip', DEMO.customerId, 'Pip', 'Cavoodle', day(subDays(now, 240)), 6.5, 'puppy', 'typical', 'aboutRight', 'female', null, 1);
  pet('pet_other_rua', DEMO.otherCustomerId, 'Rua', 'Huntaway', '2018-08-02', 32, 'adult', 'active', 'aboutRight', 'female', null, 0);

  const subscription = (
    id: string,
    customer: string,
    status: string,
    product: typeof chicken,
    kg: number,
    freq: number,
    next: Date | null,
    addr: typeof ADDRESS.demo,
    extra: Record<string, SqlValue> = {},
  ) => {
    const variant = variantOf(product, kg);
    row('subscriptions', {
      id,
      customer_id: customer,
      status,
      product_id: product.id,
      variant_id: variant.id,
      order_interval_frequency: freq,
      order_interval_unit: 'day',
      next_charge_scheduled_at: next ? day(next) : null,
      shipping_cents: 699,
      ...ship(addr),
      created_at: ago(120),
      updated_at: ago(5),
      ...extra,
    });
    row('subscription_items', {
      id: `${id}_main`,
      subscription_id: id,
      product_id: product.id,
      variant_id: variant.id,
      title: `${product.title} ${kg}kg`,
      sku: variant.sku,
      price_cents: variant.priceCents,
      final_price_cents: renewalPriceCents(variant.priceCents),
      quantity: 1,
      is_main: true,
      one_time: false,
      image: product.image,
      created_at: ago(120),
    });
  };
  const activeNext = renewalDue ? parseISO(latestDueDay(now)) : addDays(now, 9);
  subscription(DEMO.activeSubscriptionId, DEMO.customerId, 'ACTIVE', chicken, 15, 28, activeNext, ADDRESS.demo);
  const treat = TREATS[0]!;
  const treatVariant = treat.variants[0]!;
  row('subscription_items', {
    id: `${DEMO.activeSubscriptionId}_treat`,
    subscription_id: DEMO.activeSubscriptionId,
    product_id: treat.id,
    variant_id: treatVariant.id,
    title: treat.title,
    sku: treatVariant.sku,
    price_cents: treatVariant.priceCents,
    final_price_cents: treatSubscriptionPriceCents(treatVariant.priceCents),
    quantity: 2,
    is_main: false,
    one_time: false,
    image: treat.image.src,
    created_at: ago(60),
  });
  subscription(DEMO.pausedSubscriptionId, DEMO.customerId, 'PAUSED', lamb, 5, 30, null, ADDRESS.demo, { paused_until: null });
  subscription(DEMO.cancelledSubscriptionId, DEMO.customerId, 'CANCELLED', mixed, 2.5, 24, null, ADDRESS.demo, {
    cancel_reason: 'Too expensive',
    cancelled_at: ago(40),
  });
  subscription(DEMO.otherSubscriptionId, DEMO.otherCustomerId, 'ACTIVE', lamb, 20, 30, addDays(now, 14), ADDRESS.other);

  // Billing history of the active subscription: two paid renewals, then a declined card (yesterday).
  // Under `npm start` today's renewal pays a later cycle and so closes yesterday's (issue 47): one order today.
  const attempt = (id: string, sub: string, date: Date, status: string, extra: Record<string, SqlValue> = {}) =>
    row('billing_attempts', {
      id,
      subscription_id: sub,
      date: day(date),
      status,
      completed_at: null,
      skipped_on: null,
      error_code: null,
      error_message: null,
      order_id: null,
      created_at: date.toISOString(),
      ...extra,
    });
  attempt('ba_demo_1', DEMO.activeSubscriptionId, subDays(now, 57), 'success', { completed_at: ago(57), order_id: 'order_demo_1002' });
  attempt('ba_demo_2', DEMO.activeSubscriptionId, subDays(now, 29), 'success', { completed_at: ago(29), order_id: 'order_demo_1003' });
  attempt('ba_demo_3', DEMO.activeSubscriptionId, subDays(now, 1), 'error', { error_code: 'card_declined', error_message: 'Your card was declined.' });
  attempt('ba_other_1', DEMO.otherSubscriptionId, subDays(now, 16), 'success', { completed_at: ago(16), order_id: 'order_other_1006' });

  // Orders: tracking on the fulfilled ones, three or more line items on two of them.
  const order = (
    id: string,
    customer: string,
    number: number,
    daysAgo: number,
    fulfillment: string | null,
    sub: string | null,
    lines: { product: string; variant: string; title: string; price: number; qty: number; image: string }[],
    tracking?: string,
  ) => {
    const subtotal = lines.reduce((s, l) => s + l.price * l.qty, 0);
    row('orders', {
      id,
      customer_id: customer,
      subscription_id: sub,
      legacy_subscription_id: null,
      order_number: number,
      subtotal_cents: subtotal,
      shipping_cents: 699,
      discount_cents: 0,
      total_cents: subtotal + 699,
      financial_status: 'paid',
      fulfillment_status: fulfillment,
      discount_code: null,
      ...ship(customer === DEMO.customerId ? ADDRESS.demo : ADDRESS.other),
      created_at: ago(daysAgo),
    });
    lines.forEach((l, i) =>
      row('order_line_items', {
        id: `${id}_li${i + 1}`,
        order_id: id,
        product_id: l.product,
        variant_id: l.variant,
        title: l.title,
        price_cents: l.price,
        quantity: l.qty,
        image: l.image,
      }),
    );
    if (tracking)
      row('order_tracking', {
        order_id: id,
        tracking_company: 'NZ Post',
        tracking_number: tracking,
        tracking_url: `https://www.nzpost.co.nz/tools/tracking/item/${tracking}`,
      });
  };
  const kibbleLine = (p: typeof chicken, kg: number) => {
    const v = variantOf(p, kg);
    return { product: p.id, variant: v.id, title: `${p.title} ${kg}kg`, price: renewalPriceCents(v.priceCents), qty: 1, image: p.image };
  };
  const treatLine = (i: number, qty = 1) => {
    const t = TREATS[i]!;
    return { product: t.id, variant: t.variants[0]!.id, title: t.title, price: t.variants[0]!.priceCents, qty, image: t.image.src };
  };
  order('order_demo_1001', DEMO.customerId, 1001, 85, 'delivered', null, [kibbleLine(lamb, 5), treatLine(1), treatLine(2), treatLine(3, 2)], 'NZ100100101');
  order(
    'order_demo_1002',
    DEMO.customerId,
    1002,
    57,
    'fulfilled',
    DEMO.activeSubscriptionId,
    [kibbleLine(chicken, 15), treatLine(0, 2), treatLine(4)],
    'NZ100100102',
  );
  order('order_demo_1003', DEMO.customerId, 1003, 29, 'fulfilled', DEMO.activeSubscriptionId, [kibbleLine(chicken, 15), treatLine(0, 2)], 'NZ100100103');
  order('order_demo_1004', DEMO.customerId, 1004, 3, 'processing', null, [treatLine(2)]);
  order('order_other_1006', DEMO.otherCustomerId, 1006, 16, 'fulfilled', DEMO.otherSubscriptionId, [kibbleLine(lamb, 20)], 'NZ100100106');

  // An older, pre-migration subscription of Sam's.
  const legacyVariant = variantOf(mixed, 10);
  row('legacy_subscriptions', {
    id: DEMO.legacySubscriptionId,
    customer_id: DEMO.customerId,
    is_active: true,
    next_delivery: day(addDays(now, 20)),
    frequency_days: 35,
    main_product_id: mixed.id,
    main_variant_id: legacyVariant.id,
    shipping_cents: 699,
    ...ship(ADDRESS.demo),
    created_at: ago(400),
    updated_at: ago(30),
  });
  const legacyTreat = TREATS[3]!;
  row('legacy_subscription_items', {
    id: 'legacy_demo_1_item_1',
    legacy_subscription_id: DEMO.legacySubscriptionId,
    product_id: legacyTreat.id,
    shopify_variant_id: legacyTreat.variants[0]!.id,
    quantity: 1,
    title: legacyTreat.title,
    sku: legacyTreat.variants[0]!.sku,
    price_cents: legacyTreat.variants[0]!.priceCents,
    taxable: true,
    requires_shipping: true,
    one_time: false,
    properties: '{}',
    image: legacyTreat.image.src,
  });

  return out;
}
