/**
 * The close of open failed cycles that a cancel, a pause or a resume carries in its batch (issue
 * 59, functions/db/closed-cycles.ts): without it the scheduled run charged the old cycle on its
 * retry day, before or beside the delivery the customer chose. The same in both back ends: the
 * dunning job, which retries for both, reads only open cycles.
 */
import { shopToday } from '../../../../src/domain/renewals';
import { closeFailedCyclesSteppedAwayStatements, type StepAway } from '../../../db/closed-cycles';
import type { SubscriptionRecord } from '../../../db/subscriptions';
import { actorOf, type CustomerRequest } from '../../request';

export function stepAwayStatements(req: CustomerRequest, rec: SubscriptionRecord, reason: StepAway, now: Date): D1PreparedStatement[] {
  return closeFailedCyclesSteppedAwayStatements(req.db, {
    subscriptionId: rec.row.id,
    customerId: rec.row.customer_id,
    actor: actorOf(req),
    reason,
    closedOn: shopToday(now),
    at: now,
  });
}
