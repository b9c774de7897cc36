/**
 * The dashboard E2E tests' customer (POST /dev/fixtures/customer, functions/routes/dev-fixtures.ts):
 * a copy of the demo customer's situation with fresh ids, as the statements of one batch.
 */
import type { KibbleProduct } from '../../../src/domain/catalogue';
import { addInterval, kibbleVariantTitle, shopToday } from '../../../src/domain/renewals';
import { renewalPriceCents, treatSubscriptionPriceCents } from '../../../src/domain/money';
import { newId } from '../../lib/ids';
import { LOCAL_DECLINE } from '../local-payments';
import { insertOrderStatements, type NewOrderLine } from '../orders';
import { eventStatements } from '../subscription-events';
import { DEMO_CATALOGUE, DEMO_KIBBLES } from './demo-catalogue';

const TREATS = DEMO_CATALOGUE.treats;

/** What the fixture holds (the route's schema says what each means). */
export interface FixtureOptions {
  firstName: string;
  active: boolean;
  failedPayment: boolean;
  deadLettered: boolean;
  cardDeclines: boolean;
  legacy: boolean;
  legacyActive: boolean;
}

export interface FixtureCustomer {
  customerId: string;
  email: string;
  ids: { activeSubscriptionId: string | null; pausedSubscriptionId: string; cancelledSubscriptionId: string; legacySubscriptionId: string | null };
  statements: D1PreparedStatement[];
}

const ADDRESS = { address1: '5 Tūī Lane', address2: '', city: 'Christchurch', province: 'Canterbury', zip: '8011', country: 'New Zealand' };

type Row = Record<string, string | number | null>;

function insert(db: D1Database, table: string, row: Row): D1PreparedStatement {
  const cols = Object.keys(row);
  return db.prepare(`INSERT INTO ${table} (${cols.join(', ')}) VALUES (${cols.map((_, i) => `?${i + 1}`).join(', ')})`).bind(...cols.map((c) => row[c]!));
}

const ship = () => ({
  ship_address1: ADDRESS.address1,
  ship_address2: ADDRESS.address2,
  ship_city: ADDRESS.city,
  ship_province: ADDRESS.province,
  ship_zip: ADDRESS.zip,
  ship_country: ADDRESS.country,
});

export function fixtureCustomerStatements(db: D1Database, opts: FixtureOptions, now: Date): FixtureCustomer {
  const at = now.toISOString();
  const ago = (days: number) => new Date(now.getTime() - days * 86_400_000);
  const today = shopToday(now);
  const digits = Array.from(crypto.getRandomValues(new Uint8Array(11)), (b) => b % 10).join('');
  const customerId = `79${digits}`;
  const email = `e2e.${customerId}@example.com`;
  const { chicken, lamb, mixed } = DEMO_KIBBLES;
  const variantOf = (p: KibbleProduct, kg: number) => p.variants.find((x) => x.bagSizeKg === kg)!;
  const statements: D1PreparedStatement[] = [
    insert(db, 'customers', {
      id: customerId,
      email,
      first_name: opts.firstName,
      last_name: 'Test',
      product_id: chicken.id,
      kcal_per_kg: chicken.kcalPerKg,
      payment_card_ok: opts.cardDeclines ? 0 : 1,
      created_at: at,
      updated_at: at,
    }),
    insert(db, 'addresses', {
      id: newId('addr'),
      customer_id: customerId,
      first_name: opts.firstName,
      last_name: 'Test',
      ...ADDRESS,
      is_default: 1,
      created_at: at,
    }),
    insert(db, 'pets', {
      id: newId('pet'),
      customer_id: customerId,
      name: 'Nala',
      breed: 'Border Collie',
      dob: '2020-02-02',
      weight_kg: 18,
      life_stage: 'adult',
      activity_level: 'active',
      body_condition: 'aboutRight',
      percent_kibble: 100,
      include_in_plan: 1,
      sex: 'female',
      photo_id: null,
      position: 0,
      created_at: at,
      updated_at: at,
    }),
  ];

  const ids = {
    activeSubscriptionId: null as string | null,
    pausedSubscriptionId: '',
    cancelledSubscriptionId: '',
    legacySubscriptionId: null as string | null,
  };
  const subscription = (status: string, product: KibbleProduct, kg: number, frequency: number, next: string | null, extra: Row = {}) => {
    const id = newId('sub');
    const variant = variantOf(product, kg);
    statements.push(
      insert(db, 'subscriptions', {
        id,
        customer_id: customerId,
        status,
        product_id: product.id,
        variant_id: variant.id,
        order_interval_frequency: frequency,
        order_interval_unit: 'day',
        next_charge_scheduled_at: next,
        shipping_cents: 699,
        ship_first_name: opts.firstName,
        ship_last_name: 'Test',
        ...ship(),
        created_at: ago(120).toISOString(),
        updated_at: at,
        ...extra,
      }),
      insert(db, 'subscription_items', {
        id: `${id}_main`,
        subscription_id: id,
        product_id: product.id,
        variant_id: variant.id,
        title: kibbleVariantTitle(product, variant),
        sku: variant.sku,
        price_cents: variant.priceCents,
        final_price_cents: renewalPriceCents(variant.priceCents),
        quantity: 1,
        is_main: 1,
        one_time: 0,
        image: product.image,
        created_at: ago(120).toISOString(),
      }),
    );
    return id;
  };

  if (opts.active) {
    const deadDay = addInterval(today, -2, 'day');
    const id = subscription('ACTIVE', chicken, 15, 28, opts.deadLettered ? deadDay : addInterval(today, 9, 'day'));
    ids.activeSubscriptionId = id;
    if (opts.deadLettered) {
      const ev = eventStatements(db, {
        subscriptionId: id,
        legacy: false,
        customerId,
        actor: 'scheduler',
        action: 'renewal-dead-lettered',
        at: now,
        details: { day: deadDay, attempts: 4 },
      });
      statements.push(ev.before, ev.after);
    }
    const treat = TREATS[0]!;
    const tv = treat.variants[0]!;
    statements.push(
      insert(db, 'subscription_items', {
        id: `${id}_treat`,
        subscription_id: id,
        product_id: treat.id,
        variant_id: tv.id,
        title: treat.title,
        sku: tv.sku,
        price_cents: tv.priceCents,
        final_price_cents: treatSubscriptionPriceCents(tv.priceCents),
        quantity: 2,
        is_main: 0,
        one_time: 0,
        image: treat.image.src,
        created_at: ago(60).toISOString(),
      }),
    );
    if (opts.failedPayment) {
      statements.push(
        insert(db, 'billing_attempts', {
          id: newId('ba'),
          subscription_id: id,
          date: addInterval(today, -2, 'day'),
          status: 'error',
          completed_at: null,
          skipped_on: null,
          // What the local card says when it declines (the fixture imitates a failed renewal).
          error_code: LOCAL_DECLINE.code,
          error_message: LOCAL_DECLINE.message,
          order_id: null,
          created_at: ago(1).toISOString(),
        }),
      );
    }
  }
  ids.pausedSubscriptionId = subscription('PAUSED', lamb, 5, 30, null);
  ids.cancelledSubscriptionId = subscription('CANCELLED', mixed, 2.5, 24, null, { cancel_reason: 'Too expensive', cancelled_at: ago(40).toISOString() });

  if (opts.legacy) {
    const id = newId('legacy');
    ids.legacySubscriptionId = id;
    const lv = variantOf(mixed, 10);
    const treat = TREATS[3]!;
    const tv = treat.variants[0]!;
    statements.push(
      insert(db, 'legacy_subscriptions', {
        id,
        customer_id: customerId,
        is_active: opts.legacyActive ? 1 : 0,
        next_delivery: addInterval(today, 20, 'day'),
        frequency_days: 35,
        main_product_id: mixed.id,
        main_variant_id: lv.id,
        shipping_cents: 699,
        ...ship(),
        created_at: ago(400).toISOString(),
        updated_at: at,
      }),
      insert(db, 'legacy_subscription_items', {
        id: `${id}_item_1`,
        legacy_subscription_id: id,
        product_id: treat.id,
        shopify_variant_id: tv.id,
        quantity: 1,
        title: treat.title,
        sku: tv.sku,
        price_cents: tv.priceCents,
        taxable: 1,
        requires_shipping: 1,
        one_time: 0,
        properties: '{}',
        image: treat.image.src,
      }),
    );
  }

  // Two past orders, long enough ago that Reorder Now is available.
  const line = (p: KibbleProduct, kg: number): NewOrderLine => {
    const variant = variantOf(p, kg);
    return {
      productId: p.id,
      variantId: variant.id,
      title: kibbleVariantTitle(p, variant),
      priceCents: renewalPriceCents(variant.priceCents),
      quantity: 1,
      image: p.image,
    };
  };
  for (const [daysAgo, status, sub, product, kg] of [
    [60, 'delivered', null, lamb, 5],
    [29, 'fulfilled', ids.activeSubscriptionId, chicken, 15],
  ] as const) {
    const order = insertOrderStatements(db, {
      customerId,
      subscriptionId: sub,
      lines: [line(product, kg)],
      shippingCents: 699,
      address: ADDRESS,
      at: ago(daysAgo),
    });
    statements.push(
      ...order.statements,
      db.prepare('UPDATE orders SET fulfillment_status = ?2 WHERE id = ?1').bind(order.orderId, status),
      insert(db, 'order_tracking', {
        order_id: order.orderId,
        tracking_company: 'NZ Post',
        tracking_number: `NZ${digits.slice(0, 9)}${daysAgo}`,
        tracking_url: `https://www.nzpost.co.nz/tools/tracking/item/NZ${digits.slice(0, 9)}${daysAgo}`,
      }),
    );
  }

  return { customerId, email, ids, statements };
}
