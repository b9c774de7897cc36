/** Change frequency: one of the allowed frequencies, in days. */
import type { ChangeFrequencyBody } from '../../../../src/domain/schemas/subscription-actions';
import { updateSubscriptionStatement, type SubscriptionAnswer, type SubscriptionRecord } from '../../../db/subscriptions';
import type { CommerceRequest, CustomerRequest } from '../../request';
import { remoteOf } from '../../remote';
import { onSubscription } from '../kinds';

/** A delivery every `days` days, asked of the shop first: the statement to commit. */
export async function frequencyChange(req: CommerceRequest, rec: SubscriptionRecord, days: number) {
  await remoteOf(req, 'changeFrequency').edit(rec, { frequency: { count: days, unit: 'day' } });
  return updateSubscriptionStatement(req.db, rec.row.id, { order_interval_frequency: days, order_interval_unit: 'day' });
}

export async function changeFrequency(req: CustomerRequest, id: string, { newFrequency }: ChangeFrequencyBody): Promise<SubscriptionAnswer> {
  const { answer } = await onSubscription(req, id, 'changeFrequency', 'change-frequency', async (rec, commit) => {
    await commit([await frequencyChange(req, rec, newFrequency)]);
  });
  return answer;
}
