import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { loadSubscriptionRecords } from '../../functions/db/subscriptions';
import { DEMO, daysFromToday, makeSubscription, subscriptionState } from './subscription-helpers';

/** Adds a treat item created after the main bag, and billing attempts whose dates are out of insertion order. */
async function addItemAndAttempts(id: string) {
  const later = new Date(Date.now() + 60_000).toISOString();
  await env.DB.batch([
    env.DB.prepare(
      `INSERT INTO subscription_items (id, subscription_id, product_id, variant_id, title, sku, price_cents, final_price_cents, quantity, is_main, one_time, image, created_at)
       SELECT ?1 || '_extra', subscription_id, product_id, variant_id, 'Extra bag', sku, 100, 90, 2, 0, 1, '', ?2 FROM subscription_items WHERE id = ?1 || '_main'`,
    ).bind(id, later),
    env.DB.prepare(
      `INSERT INTO billing_attempts (id, subscription_id, date, status, error_code, error_message, created_at)
       VALUES (?1 || '_b', ?1, ?2, 'error', 'card_declined', 'Your card was declined.', ?3)`,
    ).bind(id, daysFromToday(-3), later),
    env.DB.prepare(
      `INSERT INTO billing_attempts (id, subscription_id, date, status, completed_at, created_at) VALUES (?1 || '_a', ?1, ?2, 'success', ?3, ?3)`,
    ).bind(id, daysFromToday(-40), later),
  ]);
}

describe('reading subscription records (one statement for the subscriptions, their items and billing attempts)', () => {
  it('answers each item and billing attempt as its row: every column, numbers as numbers, nulls as nulls', async () => {
    const id = await makeSubscription({ customerId: DEMO.customerId, withTreat: { quantity: 3 } });
    await addItemAndAttempts(id);
    const [rec] = await loadSubscriptionRecords(env.DB, { customerId: DEMO.customerId, id });
    const stored = await subscriptionState(id);
    const byId = (rows: Record<string, unknown>[]) => [...rows].sort((a, b) => String(a.id).localeCompare(String(b.id)));
    expect(byId(rec!.items as unknown as Record<string, unknown>[])).toEqual(byId(stored.items));
    expect(byId(rec!.attempts as unknown as Record<string, unknown>[])).toEqual(byId(stored.attempts));
    expect(stored.row).toMatchObject(rec!.row as unknown as Record<string, unknown>);
  });

  it('puts the main bag first, then the items by when they were added, and the attempts by date', async () => {
    const id = await makeSubscription({ customerId: DEMO.customerId, withTreat: { quantity: 1 } });
    await addItemAndAttempts(id);
    const [rec] = await loadSubscriptionRecords(env.DB, { id });
    expect(rec!.items.map((i) => i.id)).toEqual([`${id}_main`, `${id}_treat`, `${id}_extra`]);
    expect(rec!.attempts.map((a) => a.id)).toEqual([`${id}_a`, `${id}_b`]);
  });

  it('answers empty lists and no last order for a subscription without attempts or orders', async () => {
    const id = await makeSubscription({ customerId: DEMO.customerId });
    const [rec] = await loadSubscriptionRecords(env.DB, { customerId: DEMO.customerId, id });
    expect(rec).toMatchObject({ attempts: [], lastOrderAt: null });
    expect(rec!.items).toHaveLength(1);
  });

  it("answers nothing for someone else's subscription", async () => {
    const id = await makeSubscription({ customerId: DEMO.customerId });
    expect(await loadSubscriptionRecords(env.DB, { customerId: 'someone-else', id })).toEqual([]);
  });
});
