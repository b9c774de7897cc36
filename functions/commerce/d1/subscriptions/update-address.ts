/** Update address: the delivery address. */
import type { UpdateAddressBody } from '../../../../src/domain/schemas/subscription-actions';
import { addressColumns, updateSubscriptionStatement, type SubscriptionAnswer } from '../../../db/subscriptions';
import type { CustomerRequest } from '../../request';
import { remoteOf } from '../../remote';
import { onSubscription } from '../kinds';

export async function updateAddress(req: CustomerRequest, id: string, address: UpdateAddressBody): Promise<SubscriptionAnswer> {
  const { answer } = await onSubscription(req, id, 'updateAddress', 'update-address', async (rec, commit) => {
    const columns = addressColumns(address);
    await remoteOf(req, 'updateAddress').edit(rec, {
      address: { ...columns, ship_first_name: rec.row.ship_first_name, ship_last_name: rec.row.ship_last_name },
    });
    await commit([updateSubscriptionStatement(req.db, id, columns)]);
  });
  return answer;
}
