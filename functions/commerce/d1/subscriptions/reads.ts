/** Reading subscriptions: the customer's list (in one batch with the session lookup) and one of theirs. */
import { sortSubscriptions } from '../../../../src/domain/subscriptions';
import { subscriptionRecordsOf, subscriptionRecordStatements, type SubscriptionAnswer } from '../../../db/subscriptions';
import { batchForCustomer } from '../../../auth/session';
import { currentAnswer } from '../../action-runner';
import type { CommerceRequest, CustomerRequest } from '../../request';
import { SUBSCRIPTIONS } from '../kinds';

/** The customer's subscriptions in the table's order; another customer's id is a 404. */
export async function listSubscriptions(req: CommerceRequest, customerId: string): Promise<SubscriptionAnswer[]> {
  const { now } = req;
  const { results } = await batchForCustomer(req, () => subscriptionRecordStatements(req.db, { customerId }, { now, attempts: 'current' }), customerId);
  return sortSubscriptions(subscriptionRecordsOf(results).map(await SUBSCRIPTIONS.answerer(req)), now);
}

export const getSubscription = (req: CustomerRequest, id: string) => currentAnswer(SUBSCRIPTIONS, req, id);
