/** Subscriptions by the Shopify contract they mirror (COMMERCE=shopify), and the contracts of ours. */

/** A subscription as the contract webhooks need it: whose, and the contract state it last mirrored. */
export interface ContractSubscription {
  id: string;
  customer_id: string;
  shopify_updated_at: string | null;
}

/** The subscription mirroring `contractId` (gid://shopify/SubscriptionContract/…), or null. */
export function findContractSubscription(db: D1Database, contractId: string): Promise<ContractSubscription | null> {
  return db
    .prepare('SELECT id, customer_id, shopify_updated_at FROM subscriptions WHERE shopify_contract_id = ?1')
    .bind(contractId)
    .first<ContractSubscription>();
}

/** The contract a subscription mirrors; null for one the shop does not hold (or no such subscription). */
export async function contractIdOf(db: D1Database, subscriptionId: string): Promise<string | null> {
  const row = await db
    .prepare('SELECT shopify_contract_id FROM subscriptions WHERE id = ?1')
    .bind(subscriptionId)
    .first<{ shopify_contract_id: string | null }>();
  return row?.shopify_contract_id ?? null;
}

/** The subscriptions' contract ids, in one read (a missing subscription is absent from the map). */
export async function contractIdsOf(db: D1Database, ids: readonly string[]): Promise<Map<string, string | null>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .prepare('SELECT id, shopify_contract_id FROM subscriptions WHERE id IN (SELECT value FROM json_each(?1))')
    .bind(JSON.stringify(ids))
    .all<{ id: string; shopify_contract_id: string | null }>();
  return new Map(rows.results.map((r) => [r.id, r.shopify_contract_id]));
}

/**
 * ACTIVE subscriptions whose contract's next billing day, as the shop last told us, is not ours
 * (functions/billing/contract-days.ts pushes ours); at most `limit`, `only` narrowing to one.
 */
export async function driftedContractDays(db: D1Database, limit: number, only?: string): Promise<{ id: string; next_day: string }[]> {
  const rows = await db
    .prepare(
      `SELECT id, next_charge_scheduled_at AS next_day FROM subscriptions
        WHERE status = 'ACTIVE' AND shopify_contract_id IS NOT NULL AND next_charge_scheduled_at IS NOT NULL
          AND shop_next_day IS NOT next_charge_scheduled_at AND (?2 IS NULL OR id = ?2)
        ORDER BY next_charge_scheduled_at LIMIT ?1`,
    )
    .bind(limit, only ?? null)
    .all<{ id: string; next_day: string }>();
  return rows.results;
}

/** The shop confirmed `day` as the contract's next billing day (unless ours moved meanwhile, then it drifts again). */
export async function markShopNextDay(db: D1Database, id: string, day: string): Promise<void> {
  await db.prepare('UPDATE subscriptions SET shop_next_day = ?2 WHERE id = ?1').bind(id, day).run();
}
