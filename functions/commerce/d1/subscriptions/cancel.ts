/** Cancel, with a listed reason or feedback text. */
import type { CancelBody } from '../../../../src/domain/schemas/subscription-actions';
import { updateSubscriptionStatement, type SubscriptionAnswer } from '../../../db/subscriptions';
import type { CustomerCtx } from '../../../http/record-params';
import { remoteOf } from '../../remote';
import { onSubscription } from '../kinds';

export async function cancel(c: CustomerCtx, id: string, { reason, otherReason }: CancelBody): Promise<SubscriptionAnswer> {
  const { answer } = await onSubscription(c, id, 'cancel', 'cancel', async (rec, commit, now) => {
    await remoteOf(c, 'cancel').cancel(rec);
    await commit([
      updateSubscriptionStatement(c.env.DB, id, {
        status: 'CANCELLED',
        cancel_reason: reason || null,
        cancel_feedback: otherReason || null,
        cancelled_at: now.toISOString(),
        next_charge_scheduled_at: null,
        paused_until: null,
      }),
    ]);
  });
  return answer;
}
