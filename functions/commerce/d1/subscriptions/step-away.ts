/**
 * The close of open failed cycles that a cancel, a pause or a resume carries in its batch (issue
 * 59, functions/db/closed-cycles.ts): without it the scheduled run charged the old cycle on its
 * retry day, before or beside the delivery the customer chose. The same in both back ends: the
 * dunning job, which retries for both, reads only open cycles.
 */
import { shopToday } from '../../../../src/domain/renewals';
import { closeFailedCyclesSteppedAwayStatements, type StepAway } from '../../../db/closed-cycles';
import { customerActor } from '../../../db/subscription-events';
import type { SubscriptionRecord } from '../../../db/subscriptions';
import type { CommerceRequest } from '../../request';

export function stepAwayStatements(req: CommerceRequest, rec: SubscriptionRecord, reason: StepAway, now: Date): D1PreparedStatement[] {
  const customerId = rec.row.customer_id;
  return closeFailedCyclesSteppedAwayStatements(req.db, {
    subscriptionId: rec.row.id,
    customerId,
    actor: req.actor ?? customerActor(customerId),
    reason,
    closedOn: shopToday(now),
    at: now,
  });
}
