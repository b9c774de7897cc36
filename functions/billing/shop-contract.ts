/**
 * What billing asks of the shop's copy of a subscription: the dunning job pauses it after the
 * last declined retry, the end of a pause resumes it. The caller passes the commerce port's remote
 * (functions/commerce/contract-remote.ts has both), so billing, which the commerce engine calls,
 * imports nothing of commerce/.
 */
import type { SubscriptionRecord } from '../db/subscriptions';

export interface ContractPause {
  pause(rec: SubscriptionRecord): Promise<void>;
}

export interface ContractResume {
  /** Active again, next order on `day`. */
  resume(rec: SubscriptionRecord, day: string): Promise<unknown>;
}
