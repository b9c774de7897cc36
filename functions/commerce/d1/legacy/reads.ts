/** Reading legacy subscriptions: the customer's list (in one batch with the session lookup) and Confirm & Pay's link. */
import type { Context } from 'hono';
import { legacyRecordsOf, legacyRecordStatements, type LegacyAnswer } from '../../../db/legacy-subscriptions';
import type { AppEnv } from '../../../env';
import type { CustomerCtx } from '../../../http/record-params';
import { batchAsCustomer } from '../../../auth/session';
import { currentAnswer } from '../../action-runner';
import { LEGACY } from '../kinds';

/** The customer's legacy subscriptions (the panel shows the first); another customer's id is a 404. */
export async function listLegacy(c: Context<AppEnv>, customerId: string): Promise<LegacyAnswer[]> {
  const { results } = await batchAsCustomer(c, () => legacyRecordStatements(c.env.DB, customerId), customerId);
  const now = new Date();
  return legacyRecordsOf(results).map(LEGACY.answerer(c, now));
}

/** Confirm & Pay: the shop's checkout link for the subscription as it stands. */
export async function quickCheckoutUrl(c: CustomerCtx, id: string): Promise<{ quick_checkout_url: string }> {
  return { quick_checkout_url: (await currentAnswer(LEGACY, c, id)).quick_checkout_url };
}
