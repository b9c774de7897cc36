/**
 * The local checkout's data: checkout sessions, trial claims (one free trial per household),
 * and the one batch that turns a paid checkout into a customer, a subscription and an order.
 */
import { attributionJson, funnelCampaignOf, parseAttributionJson, type Attribution } from '../../src/domain/attribution';
import type { CheckoutSummary } from '../../src/domain/checkout';
import { findKibble, type Catalogue } from '../../src/domain/catalogue';
import { TRIAL_FIRST_ORDER_DISCOUNT_PERCENT } from '../../src/domain/trial';
import type { CustomerData } from '../../src/domain/schemas/auth';
import type { NzAddress } from '../../src/domain/schemas/checkout';
import type { CheckoutPet } from '../../src/domain/schemas/shop';
import { shopToday } from '../../src/domain/renewals';
import { deleteCheckoutConfirmationsStatement } from './checkout-confirmations';
import { checkoutPetStatements, parseCheckoutPets } from './checkout-pets';
import { insertFunnelEventStatement } from './funnel';
import { shippingBinds } from './shipping-address';

export interface CheckoutSession {
  id: string;
  variantId: string;
  sellingPlanId: string;
  discountCode: string;
  customerData: CustomerData | null;
  /** Where the visit came from; the order and the trial claim keep it. */
  attribution: Attribution | null;
  /** The visit's funnel id: the order's funnel step is counted under it. */
  visitId: string | null;
  /** The dogs the page priced: the account gets those it lacks (./checkout-pets.ts). */
  pets: CheckoutPet[];
  createdAt: string;
  expiresAt: string;
  completedAt: string | null;
  orderId: string | null;
}

interface CheckoutSessionRow {
  id: string;
  variant_id: string;
  selling_plan_id: string;
  discount_code: string;
  customer_data: string;
  attribution: string | null;
  visit_id: string | null;
  pets: string;
  created_at: string;
  expires_at: string;
  completed_at: string | null;
  order_id: string | null;
}

function parseCustomerData(json: string): CustomerData | null {
  try {
    const value = JSON.parse(json) as CustomerData | Record<string, never>;
    return value && typeof value === 'object' && Object.keys(value).length > 0 ? (value as CustomerData) : null;
  } catch {
    return null;
  }
}

export async function sellingPlanExists(db: D1Database, sellingPlanId: string): Promise<boolean> {
  const row = await db.prepare('SELECT 1 AS ok FROM selling_plans WHERE id = ?1 AND offered = 1').bind(sellingPlanId).first<{ ok: number }>();
  return row !== null;
}

export async function insertCheckoutSession(
  db: D1Database,
  s: Pick<CheckoutSession, 'id' | 'variantId' | 'sellingPlanId' | 'discountCode' | 'customerData' | 'attribution' | 'visitId' | 'pets'> & {
    createdAt: Date;
    expiresAt: Date;
  },
): Promise<void> {
  await db
    .prepare(
      `INSERT INTO checkout_sessions (id, variant_id, selling_plan_id, discount_code, quantity, customer_data, created_at, expires_at, attribution, visit_id, pets)
       VALUES (?1, ?2, ?3, ?4, 1, ?5, ?6, ?7, ?8, ?9, ?10)`,
    )
    .bind(
      s.id,
      s.variantId,
      s.sellingPlanId,
      s.discountCode,
      JSON.stringify(s.customerData ?? {}),
      s.createdAt.toISOString(),
      s.expiresAt.toISOString(),
      attributionJson(s.attribution),
      s.visitId,
      JSON.stringify(s.pets),
    )
    .run();
}

export async function findCheckoutSession(db: D1Database, id: string): Promise<CheckoutSession | null> {
  const r = await db
    .prepare(
      `SELECT id, variant_id, selling_plan_id, discount_code, customer_data, attribution, visit_id, pets, created_at, expires_at, completed_at, order_id
         FROM checkout_sessions WHERE id = ?1`,
    )
    .bind(id)
    .first<CheckoutSessionRow>();
  if (!r) return null;
  return {
    id: r.id,
    variantId: r.variant_id,
    sellingPlanId: r.selling_plan_id,
    discountCode: r.discount_code,
    customerData: parseCustomerData(r.customer_data),
    attribution: parseAttributionJson(r.attribution),
    visitId: r.visit_id,
    pets: parseCheckoutPets(r.pets),
    createdAt: r.created_at,
    expiresAt: r.expires_at,
    completedAt: r.completed_at,
    orderId: r.order_id,
  };
}

/** The household keys (src/domain/checkout.ts `householdKeys`) already used for a trial. */
export async function claimedHouseholdKeys(db: D1Database, keys: readonly string[]): Promise<string[]> {
  if (keys.length === 0) return [];
  const { results } = await db
    .prepare(`SELECT household_key FROM trial_claims WHERE household_key IN (${keys.map((_, i) => `?${i + 1}`).join(', ')})`)
    .bind(...keys)
    .all<{ household_key: string }>();
  return results.map((r) => r.household_key);
}

/** A new customer id: numeric text like the shop's own customer ids, random (≈ 40 bits). */
export function newCustomerId(): string {
  const [a, b] = crypto.getRandomValues(new Uint32Array(2));
  return String(8_000_000_000_000 + ((a! * 256 + (b! & 0xff)) % 1_000_000_000_000));
}

export interface CompleteCheckoutInput {
  session: Pick<CheckoutSession, 'id' | 'attribution' | 'visitId' | 'pets'>;
  summary: CheckoutSummary;
  /** The catalogue the summary was priced from: the new customer's kibble is looked up in it. */
  catalogue: Catalogue;
  /** The customer: an existing id, or the id to create them with. */
  customer: { id: string; isNew: boolean; email: string; firstName: string; lastName: string };
  address: NzAddress;
  /** Trial only: the household keys to claim. */
  householdKeys: readonly string[] | null;
  now: Date;
}

export type CompleteCheckoutResult =
  { ok: true; orderId: string; orderNumber: number; subscriptionId: string } | { ok: false; reason: 'already_completed' | 'trial_claimed' | 'email_taken' };

/** The ids a checkout session's records get: completing twice collides on them and changes nothing. */
export function checkoutRecordIds(sessionId: string) {
  const suffix = sessionId.replace(/^chk_/, '');
  return {
    suffix,
    orderId: `order_${suffix}`,
    subscriptionId: `sub_${suffix}`,
    itemId: `sub_${suffix}_main`,
    lineId: `order_${suffix}_li1`,
    eventId: `ev_${suffix}`,
  };
}

/**
 * Creates (or reuses) the customer, their default address when they have none, the ACTIVE
 * subscription with its first charge date, its main item, today's paid order with its line,
 * the trial claims, the dogs the account lacks, and marks the checkout complete — all in one D1 batch, so either all of it
 * exists or none. A second completion of the same checkout, a household key claimed in the
 * meantime, or an e-mail registered in the meantime make the batch fail and write nothing.
 */
export async function completeCheckout(db: D1Database, input: CompleteCheckoutInput): Promise<CompleteCheckoutResult> {
  const { summary: s, customer, address: a, now } = input;
  const at = now.toISOString();
  const ids = checkoutRecordIds(input.session.id);
  const product = findKibble(input.catalogue, s.productId);
  const trial = s.offer === 'trial';
  const attribution = attributionJson(input.session.attribution);
  const statements: D1PreparedStatement[] = [];

  if (customer.isNew) {
    statements.push(
      db
        .prepare(
          `INSERT INTO customers (id, email, first_name, last_name, product_id, kcal_per_kg, created_at, updated_at)
           VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?7)`,
        )
        .bind(customer.id, customer.email, customer.firstName, customer.lastName, s.productId, product?.kcalPerKg ?? 3380, at),
    );
  }
  statements.push(
    db
      .prepare(
        `INSERT INTO addresses (id, customer_id, first_name, last_name, address1, address2, city, province, zip, country, is_default, created_at)
         SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, 1, ?11
          WHERE NOT EXISTS (SELECT 1 FROM addresses WHERE customer_id = ?2 AND is_default = 1)`,
      )
      .bind(`addr_${ids.orderId}`, customer.id, customer.firstName, customer.lastName, ...shippingBinds(a), at),
    db
      .prepare(
        `INSERT INTO subscriptions (id, customer_id, status, product_id, variant_id, order_interval_frequency, order_interval_unit,
           next_charge_scheduled_at, shipping_cents, ship_first_name, ship_last_name, ship_address1, ship_address2, ship_city,
           ship_province, ship_zip, ship_country, is_trial, next_order_discount_percent, created_at, updated_at)
         VALUES (?1, ?2, 'ACTIVE', ?3, ?4, ?5, 'day', ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17, ?18, ?18)`,
      )
      .bind(
        ids.subscriptionId,
        customer.id,
        s.productId,
        s.variantId,
        s.frequencyDays,
        s.firstFullOrderDate,
        s.shippingCents,
        customer.firstName,
        customer.lastName,
        ...shippingBinds(a),
        trial ? 1 : 0,
        trial ? TRIAL_FIRST_ORDER_DISCOUNT_PERCENT : 0,
        at,
      ),
    db
      .prepare(
        `INSERT INTO subscription_items (id, subscription_id, product_id, variant_id, title, sku, price_cents, final_price_cents, quantity, is_main, one_time, image, created_at)
         SELECT ?1, ?2, ?3, v.id, ?4, v.sku, ?5, ?6, 1, 1, 0, ?7, ?8 FROM product_variants v WHERE v.id = ?9`,
      )
      .bind(ids.itemId, ids.subscriptionId, s.productId, `${s.productTitle} ${s.bagSizeKg}kg`, s.listPriceCents, s.renewalPriceCents, s.image, at, s.variantId),
    db
      .prepare(
        `INSERT INTO orders (id, customer_id, subscription_id, order_number, subtotal_cents, shipping_cents, discount_cents, total_cents,
           financial_status, fulfillment_status, discount_code, ship_address1, ship_address2, ship_city, ship_province, ship_zip, ship_country, created_at, attribution, visit_id)
         VALUES (?1, ?2, ?3, (SELECT COALESCE(MAX(order_number), 1000) + 1 FROM orders), ?4, ?5, ?6, ?7, 'paid', 'pending', ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17)`,
      )
      .bind(
        ids.orderId,
        customer.id,
        ids.subscriptionId,
        s.todayLine.priceCents,
        s.shippingCents,
        s.todayDiscountCents,
        s.dueTodayCents,
        s.discountCode,
        ...shippingBinds(a),
        at,
        attribution,
        // The funnel report's first paid renewal is counted through this order (migration 0021).
        input.session.visitId,
      ),
    db
      .prepare(
        `INSERT INTO order_line_items (id, order_id, product_id, variant_id, title, price_cents, quantity, image)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, 1, ?7)`,
      )
      .bind(ids.lineId, ids.orderId, s.productId, s.variantId, s.todayLine.title, s.todayLine.priceCents, s.image),
  );
  for (const key of input.householdKeys ?? []) {
    statements.push(
      db
        .prepare('INSERT INTO trial_claims (household_key, customer_id, claimed_at, attribution) VALUES (?1, ?2, ?3, ?4)')
        .bind(key, customer.id, at, attribution),
    );
  }
  statements.push(
    ...checkoutPetStatements(db, { customerId: customer.id, idBase: ids.suffix, pets: input.session.pets, today: shopToday(now), at }),
    db.prepare('UPDATE checkout_sessions SET completed_at = ?2, order_id = ?3 WHERE id = ?1 AND completed_at IS NULL').bind(input.session.id, at, ids.orderId),
    // Details waiting for a mailbox's confirmation are not needed once the order exists.
    deleteCheckoutConfirmationsStatement(db, input.session.id),
    db
      .prepare(
        `INSERT INTO subscription_events (id, subscription_id, legacy, customer_id, actor, action, before_json, after_json, created_at)
         VALUES (?1, ?2, 0, ?3, 'checkout', ?4, NULL, ?5, ?6)`,
      )
      .bind(
        ids.eventId,
        ids.subscriptionId,
        customer.id,
        trial ? 'trial-started' : 'subscription-started',
        JSON.stringify({
          order_id: ids.orderId,
          discount_code: s.discountCode,
          variant_id: s.variantId,
          order_interval_frequency: s.frequencyDays,
          next_charge_scheduled_at: s.firstFullOrderDate,
        }),
        at,
      ),
  );

  if (input.session.visitId) {
    // The visit's last funnel step, in the same batch: counted exactly when the order exists.
    const event = { name: trial ? ('trial_started' as const) : ('order_placed' as const), value: s.dueTodayCents / 100, currency: 'NZD' as const };
    statements.push(
      insertFunnelEventStatement(db, {
        visitId: input.session.visitId,
        campaign: funnelCampaignOf(input.session.attribution),
        event,
        at: now,
        writer: 'server',
      }),
    );
  }
  try {
    await db.batch(statements);
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    if (/trial_claims\.household_key/.test(message)) return { ok: false, reason: 'trial_claimed' };
    if (/orders\.id|subscriptions\.id|checkout_sessions_order/.test(message)) return { ok: false, reason: 'already_completed' };
    if (/customers\.email|customers\.id/.test(message)) return { ok: false, reason: 'email_taken' };
    throw err;
  }
  const row = await db.prepare('SELECT order_number FROM orders WHERE id = ?1').bind(ids.orderId).first<{ order_number: number }>();
  return { ok: true, orderId: ids.orderId, orderNumber: row?.order_number ?? 0, subscriptionId: ids.subscriptionId };
}
