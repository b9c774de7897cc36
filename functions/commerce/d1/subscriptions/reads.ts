/** Reading subscriptions: the customer's list (in one batch with the session lookup) and one of theirs. */
import type { Context } from 'hono';
import { sortSubscriptions } from '../../../../src/domain/subscriptions';
import { subscriptionRecordsOf, subscriptionRecordStatements, type SubscriptionAnswer } from '../../../db/subscriptions';
import type { AppEnv } from '../../../env';
import type { CustomerCtx } from '../../../http/record-params';
import { batchAsCustomer } from '../../../auth/session';
import { currentAnswer } from '../../action-runner';
import { SUBSCRIPTIONS } from '../kinds';

/** The customer's subscriptions in the table's order; another customer's id is a 404. */
export async function listSubscriptions(c: Context<AppEnv>, customerId: string): Promise<SubscriptionAnswer[]> {
  const now = new Date();
  const { results } = await batchAsCustomer(c, () => subscriptionRecordStatements(c.env.DB, { customerId }, { now, attempts: 'current' }), customerId);
  return sortSubscriptions(subscriptionRecordsOf(results).map(SUBSCRIPTIONS.answerer(c, now)), now);
}

export const getSubscription = (c: CustomerCtx, id: string) => currentAnswer(SUBSCRIPTIONS, c, id);
