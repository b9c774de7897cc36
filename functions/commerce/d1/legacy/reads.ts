/** Reading legacy subscriptions: the customer's list (in one batch with the session lookup) and Confirm & Pay's link. */
import { legacyRecordsOf, legacyRecordStatements, type LegacyAnswer } from '../../../db/legacy-subscriptions';
import { batchForCustomer } from '../../../auth/session';
import { currentAnswer } from '../../action-runner';
import type { CommerceRequest, CustomerRequest } from '../../request';
import { LEGACY } from '../kinds';

/** The customer's legacy subscriptions (the panel shows the first); another customer's id is a 404. */
export async function listLegacy(req: CommerceRequest, customerId: string): Promise<LegacyAnswer[]> {
  const { results } = await batchForCustomer(req, () => legacyRecordStatements(req.db, customerId), customerId);
  return legacyRecordsOf(results).map(await LEGACY.answerer(req));
}

/** Confirm & Pay: the shop's checkout link for the subscription as it stands. */
export async function quickCheckoutUrl(req: CustomerRequest, id: string): Promise<{ quick_checkout_url: string }> {
  return { quick_checkout_url: (await currentAnswer(LEGACY, req, id)).quick_checkout_url };
}
