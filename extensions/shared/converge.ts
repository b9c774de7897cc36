/**
 * After a change made in Shopify (./shop-contract.ts) the page shows the mutation's answer at
 * once; our Worker's record follows when Shopify's webhook reaches it. The page then re-reads the
 * record until it says the same (status, next delivery, skipped days, address), so the actions that go to
 * the Worker next start from its record; if it has not caught up after a few reads, the page keeps
 * what Shopify answered.
 */
import { addressLine } from '../../src/domain/address-text';
import { upcomingSkippedDays } from '../../src/domain/skips';
import type { AccountSubscription } from './answers';
import { onWorker } from './subscription-actions';

const READS = 8;
const GAP_MS = 500;

const shown = (s: AccountSubscription) =>
  JSON.stringify([s.status, s.next_charge_scheduled_at, upcomingSkippedDays(s.billing_attempts, ''), addressLine(s.shipping_address)]);

/** The Worker's record once it shows `expected`; null if it has not within READS reads. */
export async function reread(expected: AccountSubscription, wait = (ms: number) => new Promise((r) => setTimeout(r, ms))): Promise<AccountSubscription | null> {
  for (let i = 0; i < READS; i++) {
    const record = await onWorker(expected, 'get');
    if (shown(record) === shown(expected)) return record;
    await wait(GAP_MS);
  }
  return null;
}
