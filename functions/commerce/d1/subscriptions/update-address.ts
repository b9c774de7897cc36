/** Update address: the delivery address. */
import type { UpdateAddressBody } from '../../../../src/domain/schemas/subscription-actions';
import { addressColumns, updateSubscriptionStatement, type SubscriptionAnswer } from '../../../db/subscriptions';
import type { CustomerCtx } from '../../../lib/record-params';
import { onSubscription } from '../kinds';

export async function updateAddress(c: CustomerCtx, id: string, address: UpdateAddressBody): Promise<SubscriptionAnswer> {
  const { answer } = await onSubscription(c, id, 'updateAddress', 'update-address', async (_rec, commit) => {
    await commit([updateSubscriptionStatement(c.env.DB, id, addressColumns(address))]);
  });
  return answer;
}
