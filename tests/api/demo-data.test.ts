import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { DEMO, demoDataStatements } from '../../functions/db/demo';

const TABLES = [
  'customers',
  'pets',
  'photos',
  'products',
  'product_variants',
  'subscriptions',
  'subscription_items',
  'billing_attempts',
  'orders',
  'order_line_items',
  'order_tracking',
  'legacy_subscriptions',
  'legacy_subscription_items',
];

async function counts() {
  const rows = await env.DB.batch(TABLES.map((t) => env.DB.prepare(`SELECT COUNT(*) AS n FROM ${t}`)));
  return Object.fromEntries(TABLES.map((t, i) => [t, (rows[i]!.results[0] as { n: number }).n]));
}

describe('demo data', () => {
  it('has the catalogue: three kibbles in five bag sizes and at least four treats', async () => {
    const kibbles = await env.DB.prepare("SELECT id, title, kcal_per_kg FROM products WHERE kind = 'kibble' ORDER BY kcal_per_kg").all();
    expect(kibbles.results.map((r) => [r.id, r.kcal_per_kg])).toEqual([
      ['8730358808826', 3225],
      ['8730667024634', 3300],
      ['8710529646842', 3380],
    ]);
    const sizes = await env.DB.prepare('SELECT DISTINCT bag_size_kg AS kg FROM product_variants WHERE bag_size_kg IS NOT NULL ORDER BY kg').all();
    expect(sizes.results.map((r) => r.kg)).toEqual([2.5, 5, 10, 15, 20]);
    const treats = await env.DB.prepare("SELECT COUNT(*) AS n FROM products WHERE kind = 'treat'").first<{ n: number }>();
    expect(treats!.n).toBeGreaterThanOrEqual(4);
  });

  it('gives Sam two dogs (one with a photo), active/paused/cancelled subscriptions, a legacy one and four orders', async () => {
    const sam = await env.DB.prepare('SELECT first_name FROM customers WHERE email = ?1').bind(DEMO.email).first();
    expect(sam).toEqual({ first_name: 'Sam' });
    const pets = await env.DB.prepare('SELECT name, photo_id FROM pets WHERE customer_id = ?1 ORDER BY position').bind(DEMO.customerId).all();
    expect(pets.results).toHaveLength(2);
    expect(pets.results.filter((p) => p.photo_id)).toHaveLength(1);
    const statuses = await env.DB.prepare('SELECT status FROM subscriptions WHERE customer_id = ?1 ORDER BY status').bind(DEMO.customerId).all();
    expect(statuses.results.map((r) => r.status)).toEqual(['ACTIVE', 'CANCELLED', 'PAUSED']);
    const lastAttempt = await env.DB.prepare('SELECT status, error_message FROM billing_attempts WHERE subscription_id = ?1 ORDER BY date DESC LIMIT 1')
      .bind(DEMO.activeSubscriptionId)
      .first();
    expect(lastAttempt).toEqual({ status: 'error', error_message: 'Your card was declined.' });
    const orders = await env.DB.prepare(
      `SELECT o.order_number, COUNT(li.id) AS lines, t.tracking_number FROM orders o
       JOIN order_line_items li ON li.order_id = o.id LEFT JOIN order_tracking t ON t.order_id = o.id
       WHERE o.customer_id = ?1 GROUP BY o.id`,
    )
      .bind(DEMO.customerId)
      .all<{ lines: number; tracking_number: string | null }>();
    expect(orders.results.length).toBeGreaterThanOrEqual(4);
    expect(orders.results.some((o) => o.lines > 2 && o.tracking_number)).toBe(true);
    const legacy = await env.DB.prepare('SELECT COUNT(*) AS n FROM legacy_subscriptions WHERE customer_id = ?1').bind(DEMO.customerId).first<{ n: number }>();
    expect(legacy!.n).toBe(1);
  });

  it('gives the other customer a dog, a subscription and an order of their own', async () => {
    for (const table of ['pets', 'subscriptions', 'orders']) {
      const row = await env.DB.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE customer_id = ?1`).bind(DEMO.otherCustomerId).first<{ n: number }>();
      expect(row!.n, table).toBeGreaterThanOrEqual(1);
    }
  });

  it('loading it a second time adds nothing', async () => {
    const before = await counts();
    await env.DB.batch(demoDataStatements(new Date()).map((sql) => env.DB.prepare(sql)));
    expect(await counts()).toEqual(before);
  });
});
