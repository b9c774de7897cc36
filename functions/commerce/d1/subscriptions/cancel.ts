/** Cancel, with a listed reason or feedback text. */
import type { CancelBody } from '../../../../src/domain/schemas/subscription-actions';
import { updateSubscriptionStatement, type SubscriptionAnswer } from '../../../db/subscriptions';
import type { CustomerRequest } from '../../request';
import { remoteOf } from '../../remote';
import { onSubscription } from '../kinds';
import { stepAwayStatements } from './step-away';

export async function cancel(req: CustomerRequest, id: string, { reason, otherReason }: CancelBody): Promise<SubscriptionAnswer> {
  const { answer } = await onSubscription(req, id, 'cancel', 'cancel', async (rec, commit, now) => {
    await remoteOf(req, 'cancel').cancel(rec);
    await commit([
      updateSubscriptionStatement(req.db, id, {
        status: 'CANCELLED',
        cancel_reason: reason || null,
        cancel_feedback: otherReason || null,
        cancelled_at: now.toISOString(),
        next_charge_scheduled_at: null,
        paused_until: null,
      }),
      ...stepAwayStatements(req, rec, 'cancelled', now),
    ]);
  });
  return answer;
}
