/** Update address: the delivery address. */
import type { UpdateAddressBody } from '../../../../src/domain/schemas/subscription-actions';
import { addressColumns, updateSubscriptionStatement, type SubscriptionAnswer } from '../../../db/subscriptions';
import type { CustomerCtx } from '../../../http/record-params';
import { remoteOf } from '../../remote';
import { onSubscription } from '../kinds';

export async function updateAddress(c: CustomerCtx, id: string, address: UpdateAddressBody): Promise<SubscriptionAnswer> {
  const { answer } = await onSubscription(c, id, 'updateAddress', 'update-address', async (rec, commit) => {
    const columns = addressColumns(address);
    await remoteOf(c, 'updateAddress').edit(rec, { address: { ...columns, ship_first_name: rec.row.ship_first_name, ship_last_name: rec.row.ship_last_name } });
    await commit([updateSubscriptionStatement(c.env.DB, id, columns)]);
  });
  return answer;
}
