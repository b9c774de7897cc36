/**
 * Test helpers and factories for the subscription, legacy and order API tests:
 *
 *   const sam = await loginAs(DEMO.customerId);
 *   const id = await makeSubscription({ customerId: DEMO.customerId });
 *   const res = await call(sam, 'POST', `/subscriptions/${id}/pause`, { days: 14 });
 *
 * Every factory row gets a fresh id, so tests in one file never see each other's changes.
 */
import { createExecutionContext, env, SELF } from 'cloudflare:test';
import { beforeAll, beforeEach, expect } from 'vitest';
import app from '../../functions/app';
import { DEMO_CATALOGUE } from '../../functions/db/demo/demo-catalogue';
import { findKibbleVariant } from '../../src/domain/catalogue';
import { renewalPriceCents, treatSubscriptionPriceCents } from '../../src/domain/money';

import { BASE, DEMO, loginAs } from './auth-helpers';
import { shopDayFromToday } from '../factories/days';

export { BASE, DEMO, loginAs };

export type Session = Awaited<ReturnType<typeof loginAs>>;

/**
 * Sam's session for a test file: logged in once before its tests, one object filled in place.
 * With `workingCard`, his card works again before each test (a test may have declined it).
 */
export function samForFile({ workingCard = false } = {}): Session {
  const sam = {} as Session;
  beforeAll(async () => {
    Object.assign(sam, await loginAs(DEMO.customerId));
  });
  if (workingCard) {
    beforeEach(async () => {
      await setCardWorks(DEMO.customerId, true);
    });
  }
  return sam;
}

/** A call as the dashboard makes it: the session cookie, our origin, a JSON body when given. */
export function call(session: Session | null, method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return SELF.fetch(dashboardRequest(session, method, path, body, headers));
}

/**
 * The same call handed straight to the app in this isolate. Used for races: the test pool
 * delivers SELF.fetch requests one after the other (the second starts when the first has
 * answered), so only direct calls really overlap.
 */
export function callConcurrently(
  session: Session | null,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  return Promise.resolve(app.fetch(dashboardRequest(session, method, path, body, headers), env, createExecutionContext()));
}

/** The request the dashboard sends: our origin, the session's cookie, a JSON body when given. */
export function dashboardRequest(session: Session | null, method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Request {
  const init: RequestInit = {
    method,
    headers: {
      origin: BASE,
      ...(session ? { cookie: session.cookie } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
  };
  if (body !== undefined) init.body = typeof body === 'string' ? body : JSON.stringify(body);
  return new Request(`${BASE}${path}`, init);
}

export interface ErrorBody {
  error: string;
  code: string;
  issues?: { path: string; message: string }[];
}

/** Chicken Dog Box 15 kg, the demo's main bag. */
export const CHICKEN_15KG = '47100000000103';
/** Luxe Lamb 5 kg. */
export const LAMB_5KG = '47100000000201';
export const TREAT = DEMO_CATALOGUE.treats[1]!; // Green-Lipped Mussel Bites, 17.99
export const TREAT_VARIANT = TREAT.variants[0]!.id;

let counter = 0;
const uniqueId = (prefix: string) => `${prefix}_t${Date.now().toString(36)}${(counter++).toString(36)}`;

export const daysFromToday = shopDayFromToday;
export const today = () => shopDayFromToday(0);

/** A subscription with its main bag (and optionally a treat), ready for one test. */
export async function makeSubscription(
  opts: {
    customerId?: string;
    status?: 'ACTIVE' | 'PAUSED' | 'CANCELLED';
    next?: string | null;
    frequency?: number;
    variantId?: string;
    withTreat?: { quantity: number; oneTime?: boolean };
    discountPercent?: number;
    /** Deliveries the customer skipped (billing attempts with status 'skipped', skipped today). */
    skippedDays?: string[];
  } = {},
): Promise<string> {
  const id = uniqueId('sub');
  const customerId = opts.customerId ?? DEMO.customerId;
  const { product, variant } = findKibbleVariant(DEMO_CATALOGUE, opts.variantId ?? CHICKEN_15KG)!;
  const at = new Date().toISOString();
  const status = opts.status ?? 'ACTIVE';
  const next = opts.next === undefined ? (status === 'ACTIVE' ? daysFromToday(10) : null) : opts.next;
  const statements = [
    env.DB.prepare(
      `INSERT INTO subscriptions (id, customer_id, status, product_id, variant_id, order_interval_frequency, order_interval_unit,
         next_charge_scheduled_at, shipping_cents, ship_first_name, ship_last_name, ship_address1, ship_address2, ship_city,
         ship_province, ship_zip, ship_country, next_order_discount_percent, created_at, updated_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, 'day', ?7, 699, 'Sam', 'Taylor', '12 Ponsonby Road', 'Flat 3', 'Auckland', 'Auckland', '1011', 'New Zealand', ?8, ?9, ?9)`,
    ).bind(id, customerId, status, product.id, variant.id, opts.frequency ?? 28, next, opts.discountPercent ?? 0, at),
    env.DB.prepare(
      `INSERT INTO subscription_items (id, subscription_id, product_id, variant_id, title, sku, price_cents, final_price_cents, quantity, is_main, one_time, image, created_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, 1, 1, 0, ?9, ?10)`,
    ).bind(
      `${id}_main`,
      id,
      product.id,
      variant.id,
      `${product.title} ${variant.bagSizeKg}kg`,
      variant.sku,
      variant.priceCents,
      renewalPriceCents(variant.priceCents),
      product.image,
      at,
    ),
  ];
  if (opts.withTreat) {
    const v = TREAT.variants[0]!;
    statements.push(
      env.DB.prepare(
        `INSERT INTO subscription_items (id, subscription_id, product_id, variant_id, title, sku, price_cents, final_price_cents, quantity, is_main, one_time, image, created_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, 0, ?10, ?11, ?12)`,
      ).bind(
        `${id}_treat`,
        id,
        TREAT.id,
        v.id,
        TREAT.title,
        v.sku,
        v.priceCents,
        treatSubscriptionPriceCents(v.priceCents),
        opts.withTreat.quantity,
        opts.withTreat.oneTime ? 1 : 0,
        TREAT.image.src,
        at,
      ),
    );
  }
  for (const day of opts.skippedDays ?? []) {
    statements.push(
      env.DB.prepare(
        `INSERT INTO billing_attempts (id, subscription_id, date, status, completed_at, skipped_on, error_code, error_message, order_id, created_at)
         VALUES (?1, ?2, ?3, 'skipped', NULL, ?4, NULL, NULL, NULL, ?5)`,
      ).bind(`${id}_skip_${day}`, id, day, today(), at),
    );
  }
  await env.DB.batch(statements);
  return id;
}

/** A legacy subscription (Mixed 10 kg every 35 days) with one add-on. */
export async function makeLegacy(opts: { customerId?: string; active?: boolean; next?: string } = {}): Promise<string> {
  const id = uniqueId('legacy');
  const at = new Date().toISOString();
  const treat = DEMO_CATALOGUE.treats[3]!;
  await env.DB.batch([
    env.DB.prepare(
      `INSERT INTO legacy_subscriptions (id, customer_id, is_active, next_delivery, frequency_days, main_product_id, main_variant_id,
         shipping_cents, ship_address1, ship_address2, ship_city, ship_province, ship_zip, ship_country, created_at, updated_at)
       VALUES (?1, ?2, ?3, ?4, 35, '8730667024634', '47100000000302', 699, '12 Ponsonby Road', '', 'Auckland', 'Auckland', '1011', 'New Zealand', ?5, ?5)`,
    ).bind(id, opts.customerId ?? DEMO.customerId, opts.active === false ? 0 : 1, opts.next ?? daysFromToday(20), at),
    env.DB.prepare(
      `INSERT INTO legacy_subscription_items (id, legacy_subscription_id, product_id, shopify_variant_id, quantity, title, sku, price_cents, image)
       VALUES (?1, ?2, ?3, ?4, 1, ?5, ?6, ?7, ?8)`,
    ).bind(`${id}_item`, id, treat.id, treat.variants[0]!.id, treat.title, treat.variants[0]!.sku, treat.variants[0]!.priceCents, treat.image.src),
  ]);
  return id;
}

/**
 * Everything a subscription action could change, to compare before and after a refused call:
 * the row, its items, billing attempts, orders and events.
 */
export async function subscriptionState(id: string) {
  const [row, items, attempts, orders, events] = await env.DB.batch<Record<string, any>>([
    env.DB.prepare('SELECT * FROM subscriptions WHERE id = ?1').bind(id),
    env.DB.prepare('SELECT * FROM subscription_items WHERE subscription_id = ?1 ORDER BY id').bind(id),
    env.DB.prepare('SELECT * FROM billing_attempts WHERE subscription_id = ?1 ORDER BY id').bind(id),
    env.DB.prepare('SELECT id FROM orders WHERE subscription_id = ?1 ORDER BY id').bind(id),
    env.DB.prepare('SELECT id FROM subscription_events WHERE subscription_id = ?1 ORDER BY id').bind(id),
  ]);
  return { row: row!.results[0], items: items!.results, attempts: attempts!.results, orders: orders!.results, events: events!.results };
}

/** `send` is refused with `status` and `code`, and nothing of the subscription changes (subscriptionState). */
export async function expectRefusedUnchanged(id: string, send: () => Promise<Response>, status: number, code: string) {
  const before = await subscriptionState(id);
  const res = await send();
  expect(res.status).toBe(status);
  expect(await res.json<ErrorBody>()).toMatchObject({ code });
  expect(await subscriptionState(id)).toEqual(before);
}

export async function legacyState(id: string) {
  const [row, items, orders, events] = await env.DB.batch<Record<string, any>>([
    env.DB.prepare('SELECT * FROM legacy_subscriptions WHERE id = ?1').bind(id),
    env.DB.prepare('SELECT * FROM legacy_subscription_items WHERE legacy_subscription_id = ?1 ORDER BY id').bind(id),
    env.DB.prepare('SELECT id FROM orders WHERE legacy_subscription_id = ?1 ORDER BY id').bind(id),
    env.DB.prepare('SELECT id FROM subscription_events WHERE subscription_id = ?1 ORDER BY id').bind(id),
  ]);
  return { row: row!.results[0], items: items!.results, orders: orders!.results, events: events!.results };
}

export async function subscriptionRow(id: string) {
  return (await env.DB.prepare('SELECT * FROM subscriptions WHERE id = ?1').bind(id).first<Record<string, unknown>>())!;
}

/** The newest event of a record, parsed. */
export async function lastEvent(id: string) {
  const row = await env.DB.prepare(
    'SELECT actor, action, before_json, after_json FROM subscription_events WHERE subscription_id = ?1 ORDER BY created_at DESC, rowid DESC LIMIT 1',
  )
    .bind(id)
    .first<{ actor: string; action: string; before_json: string | null; after_json: string | null }>();
  if (!row) return null;
  return {
    actor: row.actor,
    action: row.action,
    before: row.before_json ? (JSON.parse(row.before_json) as Record<string, any>) : null,
    after: row.after_json ? (JSON.parse(row.after_json) as Record<string, any>) : null,
  };
}

/** The local payment adapter declines the customer's card (false) or accepts it (true). */
export async function setCardWorks(customerId: string, works: boolean) {
  await env.DB.prepare('UPDATE customers SET payment_card_ok = ?2 WHERE id = ?1')
    .bind(customerId, works ? 1 : 0)
    .run();
}

export async function countOrders(where = '1 = 1', ...binds: unknown[]) {
  return (await env.DB.prepare(`SELECT COUNT(*) AS n FROM orders WHERE ${where}`)
    .bind(...binds)
    .first<{ n: number }>())!.n;
}

/** Fires two requests at once and answers their statuses in ascending order, with the bodies. */
export async function race(a: () => Promise<Response>, b: () => Promise<Response>) {
  const responses = await Promise.all([a(), b()]);
  const bodies = await Promise.all(responses.map((r) => r.json<any>()));
  const pairs = responses.map((r, i) => ({ status: r.status, body: bodies[i] })).sort((x, y) => x.status - y.status);
  return pairs;
}
