import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { CLEANUP } from '../../functions/lib/limits';
import { runScheduled } from './scheduled-run';
import { DEMO, preselectedPlan } from './trial-factories';

const count = async (sql: string, ...args: unknown[]) =>
  (await env.DB.prepare(sql)
    .bind(...args)
    .first<{ n: number }>())!.n;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

function insertCheckout(id: string, expiresAt: Date, completed: { orderId: string } | null = null) {
  const plan = preselectedPlan();
  return env.DB.prepare(
    `INSERT INTO checkout_sessions (id, variant_id, selling_plan_id, discount_code, customer_data, created_at, expires_at, completed_at, order_id)
     VALUES (?1, ?2, ?3, 'FREE7DAYTRIAL', '{}', ?4, ?4, ?5, ?6)`,
  ).bind(id, plan.variantId, plan.selling_plan_id, expiresAt.toISOString(), completed ? expiresAt.toISOString() : null, completed?.orderId ?? null);
}

/** `n` outbox mails created at `at`, in one statement. */
const insertOutbox = (prefix: string, n: number, at: Date) =>
  env.DB.prepare(
    `INSERT INTO outbox (id, to_email, subject, text, kind, adapter, created_at)
     WITH RECURSIVE k(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM k WHERE i < ?2)
     SELECT ?1 || i, 'sam@example.com', 'Your login link', 'text', 'login-link', 'outbox', ?3 FROM k`,
  ).bind(prefix, n, at.toISOString());

describe('the scheduled job: data anonymous callers leave behind', () => {
  it('removes abandoned checkouts after a grace day, keeping open and completed ones', async () => {
    const now = new Date();
    const orderId = (await env.DB.prepare('SELECT id FROM orders LIMIT 1').first<{ id: string }>())!.id;
    await env.DB.batch([
      insertCheckout('chk_abandoned01', new Date(now.getTime() - 3 * DAY)),
      insertCheckout('chk_justexpired', new Date(now.getTime() - HOUR)),
      insertCheckout('chk_stillopen01', new Date(now.getTime() + HOUR)),
      insertCheckout('chk_completed01', new Date(now.getTime() - 30 * DAY), { orderId }),
      // a confirmation that waited for the mailbox's owner goes with its checkout
      env.DB.prepare(
        `INSERT INTO checkout_confirmations (token_hash, checkout_id, customer_id, details, card_last4, created_at, expires_at)
         VALUES (?1, 'chk_abandoned01', ?2, '{}', '4242', ?3, ?4)`,
      ).bind('a'.repeat(64), DEMO.customerId, new Date(now.getTime() - 4 * DAY).toISOString(), new Date(now.getTime() - 3 * DAY).toISOString()),
    ]);

    await runScheduled(env, now);

    const left = await env.DB.prepare(
      "SELECT id FROM checkout_sessions WHERE id IN ('chk_abandoned01', 'chk_justexpired', 'chk_stillopen01', 'chk_completed01') ORDER BY id",
    ).all<{ id: string }>();
    expect(left.results.map((r) => r.id)).toEqual(['chk_completed01', 'chk_justexpired', 'chk_stillopen01']);
    expect(await count('SELECT COUNT(*) AS n FROM checkout_confirmations WHERE checkout_id = ?1', 'chk_abandoned01')).toBe(0);
  });

  it(`removes outbox mail older than ${CLEANUP.outboxDays} days, at most ${CLEANUP.batch} a run`, async () => {
    const now = new Date();
    await env.DB.batch([
      insertOutbox('mail_old_', CLEANUP.batch + 3, new Date(now.getTime() - (CLEANUP.outboxDays + 1) * DAY)),
      insertOutbox('mail_new_', 2, new Date(now.getTime() - DAY)),
    ]);

    await runScheduled(env, now);
    expect(await count("SELECT COUNT(*) AS n FROM outbox WHERE id LIKE 'mail_old_%'")).toBe(3);
    expect(await count("SELECT COUNT(*) AS n FROM outbox WHERE id LIKE 'mail_new_%'")).toBe(2);

    await runScheduled(env, now); // the next run takes the rest
    expect(await count("SELECT COUNT(*) AS n FROM outbox WHERE id LIKE 'mail_old_%'")).toBe(0);
    expect(await count("SELECT COUNT(*) AS n FROM outbox WHERE id LIKE 'mail_new_%'")).toBe(2);
  });

  it('removes expired temporary pet data and used shop signatures, keeping live ones', async () => {
    const now = new Date();
    const past = new Date(now.getTime() - 60_000).toISOString();
    const future = new Date(now.getTime() + 60_000).toISOString();
    await env.DB.batch([
      env.DB.prepare("INSERT INTO temp_pet_data (browser_id, data, expires_at) VALUES ('gone', '{}', ?1), ('kept', '{}', ?2)").bind(past, future),
      env.DB.prepare("INSERT INTO used_shop_signatures (signature_hash, expires_at) VALUES ('gone', ?1), ('kept', ?2)").bind(past, future),
    ]);

    await runScheduled(env, now);

    expect((await env.DB.prepare('SELECT browser_id FROM temp_pet_data').all()).results).toEqual([{ browser_id: 'kept' }]);
    expect((await env.DB.prepare('SELECT signature_hash FROM used_shop_signatures').all()).results).toEqual([{ signature_hash: 'kept' }]);
  });
});
