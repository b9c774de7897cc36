/**
 * One next date in both places (issue 59): our D1 keeps the billing schedule (decision 0008), and
 * the contract's `nextBillingDate` is what Shopify's own screens show the customer and the staff.
 * Every move of ours (ship now, a renewal paid or declined, a change of date) is pushed to the
 * contract; the shop's answer (and every contract webhook) records the day it holds, so a push
 * that failed, or a move made without one, shows as drift and the next scheduled run pushes it
 * again. A push that keeps failing is logged every run until it lands; no charge depends on it,
 * since we bill from our day, never from the shop's.
 */
import { driftedContractDays, loadSubscriptionRecords, markShopNextDay, type SubscriptionRecord } from '../db/subscriptions';

export interface ContractSchedule {
  /** The contract's next billing date becomes `day`. */
  setNextDay(rec: SubscriptionRecord, day: string): Promise<void>;
}

/** At most this many contracts are pushed per scheduled run. */
export const CONTRACT_DAYS_PER_RUN = 50;

export type DayPush = 'set' | 'error';

/** Pushes our next day to every drifted contract (or to subscription `only`); answers what became of each. */
export async function pushContractDays(db: D1Database, schedule: ContractSchedule, only?: string): Promise<Record<string, DayPush>> {
  const outcomes: Record<string, DayPush> = {};
  for (const { id, next_day } of await driftedContractDays(db, only ? 1 : CONTRACT_DAYS_PER_RUN, only)) {
    try {
      const [rec] = await loadSubscriptionRecords(db, { id });
      if (!rec) continue;
      await schedule.setNextDay(rec, next_day);
      await markShopNextDay(db, id, next_day);
      outcomes[id] = 'set';
    } catch (err) {
      console.error(`contract of ${id}: next billing date ${next_day} not set; the next scheduled run tries again`, err);
      outcomes[id] = 'error';
    }
  }
  return outcomes;
}
