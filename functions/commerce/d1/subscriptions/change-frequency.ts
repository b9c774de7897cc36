/** Change frequency: one of the allowed frequencies, in days. */
import type { ChangeFrequencyBody } from '../../../../src/domain/schemas/subscription-actions';
import { updateSubscriptionStatement, type SubscriptionAnswer } from '../../../db/subscriptions';
import type { CustomerCtx } from '../../../lib/record-params';
import { onSubscription } from '../kinds';

export async function changeFrequency(c: CustomerCtx, id: string, { newFrequency }: ChangeFrequencyBody): Promise<SubscriptionAnswer> {
  const { answer } = await onSubscription(c, id, 'changeFrequency', 'change-frequency', async (_rec, commit) => {
    await commit([updateSubscriptionStatement(c.env.DB, id, { order_interval_frequency: newFrequency, order_interval_unit: 'day' })]);
  });
  return answer;
}
