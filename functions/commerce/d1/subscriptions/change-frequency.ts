/** Change frequency: one of the allowed frequencies, in days. */
import type { ChangeFrequencyBody } from '../../../../src/domain/schemas/subscription-actions';
import { updateSubscriptionStatement, type SubscriptionAnswer } from '../../../db/subscriptions';
import type { CustomerCtx } from '../../../lib/record-params';
import { remoteOf } from '../../remote';
import { onSubscription } from '../kinds';

export async function changeFrequency(c: CustomerCtx, id: string, { newFrequency }: ChangeFrequencyBody): Promise<SubscriptionAnswer> {
  const { answer } = await onSubscription(c, id, 'changeFrequency', 'change-frequency', async (rec, commit) => {
    await remoteOf(c, 'changeFrequency').edit(rec, { frequency: { count: newFrequency, unit: 'day' } });
    await commit([updateSubscriptionStatement(c.env.DB, id, { order_interval_frequency: newFrequency, order_interval_unit: 'day' })]);
  });
  return answer;
}
