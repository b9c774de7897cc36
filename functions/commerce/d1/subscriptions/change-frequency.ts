/** Change frequency: one of the allowed frequencies, in days. */
import type { ChangeFrequencyBody } from '../../../../src/domain/schemas/subscription-actions';
import { updateSubscriptionStatement, type SubscriptionAnswer, type SubscriptionRecord } from '../../../db/subscriptions';
import type { AnswerCtx, CustomerCtx } from '../../../http/record-params';
import { remoteOf } from '../../remote';
import { onSubscription } from '../kinds';

/** A delivery every `days` days, asked of the shop first: the statement to commit. */
export async function frequencyChange(c: AnswerCtx, rec: SubscriptionRecord, days: number) {
  await remoteOf(c, 'changeFrequency').edit(rec, { frequency: { count: days, unit: 'day' } });
  return updateSubscriptionStatement(c.env.DB, rec.row.id, { order_interval_frequency: days, order_interval_unit: 'day' });
}

export async function changeFrequency(c: CustomerCtx, id: string, { newFrequency }: ChangeFrequencyBody): Promise<SubscriptionAnswer> {
  const { answer } = await onSubscription(c, id, 'changeFrequency', 'change-frequency', async (rec, commit) => {
    await commit([await frequencyChange(c, rec, newFrequency)]);
  });
  return answer;
}
