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
import { contractIdsOf, type SubscriptionAnswer } from '../db/subscriptions';
import { cycleOfDay } from '../shopify/commerce/gids';

export function shopifyContractOf(s: SubscriptionAnswer, contractId: string | null, now = new Date()): ShopifyContractAnswer | null {
  if (!contractId) return null;
  const skipped = upcomingSkippedDays(s.billing_attempts, shopToday(now));
  const days = [...new Set([...(s.next_charge_scheduled_at ? [s.next_charge_scheduled_at] : []), ...skipped])].sort();
  return { id: contractId, cycles: days.map((day) => ({ day, selector_date: cycleOfDay(day).date })) };
}

/**
 * @example
 * const [answer] = await withShopifyContracts(c.env.DB, [await engine.subscriptions.get(c, id)]);
 */
export async function withShopifyContracts<T extends SubscriptionAnswer>(
  db: D1Database,
  answers: T[],
): Promise<(T & Pick<AccountSubscriptionAnswer, 'shopify_contract'>)[]> {
  const ids = await contractIdsOf(
    db,
    answers.map((a) => a.id),
  );
  return answers.map((a) => ({ ...a, shopify_contract: shopifyContractOf(a, ids.get(a.id) ?? null) }));
}

export const withShopifyContract = async <T extends SubscriptionAnswer>(db: D1Database, answer: T) => (await withShopifyContracts(db, [answer]))[0]!;
