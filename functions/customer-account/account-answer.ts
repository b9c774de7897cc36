/**
 * Our subscription answers as the customer account extensions receive them: with the Shopify
 * contract the extension changes itself through the Customer Account API (pause, resume,
 * cancel, skip, unskip), and the billing-cycle selector of each day it can skip or put back
 * (src/domain/schemas/answers/customer-account.ts). A subscription the shop does not hold
 * (local mode) has none: the extension then asks our Worker.
 */
import { shopToday } from '../../src/domain/renewals';
import { upcomingSkippedDays } from '../../src/domain/skips';
import type { AccountSubscriptionAnswer, ShopifyContractAnswer } from '../../src/domain/schemas/answers/customer-account';
import type { SubscriptionAnswer } from '../db/subscriptions';
import { cycleOfDay } from '../shopify/commerce/gids';

export function shopifyContractOf(s: SubscriptionAnswer, contractId: string | null, now = new Date()): ShopifyContractAnswer | null {
  if (!contractId) return null;
  const skipped = upcomingSkippedDays(s.billing_attempts, shopToday(now));
  const days = [...new Set([...(s.next_charge_scheduled_at ? [s.next_charge_scheduled_at] : []), ...skipped])].sort();
  return { id: contractId, cycles: days.map((day) => ({ day, selector_date: cycleOfDay(day).date })) };
}

/** The customer's subscriptions' contract ids, in one read. */
async function contractIds(db: D1Database, ids: string[]): Promise<Map<string, string | null>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .prepare('SELECT id, shopify_contract_id FROM subscriptions WHERE id IN (SELECT value FROM json_each(?1))')
    .bind(JSON.stringify(ids))
    .all<{ id: string; shopify_contract_id: string | null }>();
  return new Map(rows.results.map((r) => [r.id, r.shopify_contract_id]));
}

/**
 * @example
 * const [answer] = await withShopifyContracts(c.env.DB, [await engine.subscriptions.get(c, id)]);
 */
export async function withShopifyContracts<T extends SubscriptionAnswer>(
  db: D1Database,
  answers: T[],
): Promise<(T & Pick<AccountSubscriptionAnswer, 'shopify_contract'>)[]> {
  const ids = await contractIds(
    db,
    answers.map((a) => a.id),
  );
  return answers.map((a) => ({ ...a, shopify_contract: shopifyContractOf(a, ids.get(a.id) ?? null) }));
}

export const withShopifyContract = async <T extends SubscriptionAnswer>(db: D1Database, answer: T) => (await withShopifyContracts(db, [answer]))[0]!;
