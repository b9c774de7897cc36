import { Hono } from 'hono';
import type * as v from 'valibot';
import { addTreatItemsBodySchema } from '../../src/domain/schemas/treat-items';
import type { Commerce } from '../commerce/port';
import type { RecordCalls } from '../commerce/port';
import type { CustomerRequest } from '../commerce/request';
import type { AppEnv } from '../env';
import { customerList, onItem, withBody } from './engine-call';
import { requireCustomer } from '../auth/session';

/**
 * The calls both kinds of subscription share, at the same paths under each prefix (spec 001 §7):
 * the customer's list, treats added and removed, the address and the kibble bag. Each router
 * (./subscriptions.ts, ./legacy-subscriptions.ts) starts from these and adds its own calls.
 */
export const recordRoutes = <P extends string, SA extends v.GenericSchema, SP extends v.GenericSchema, A, AP>(
  listPath: P,
  calls: (engine: Commerce) => RecordCalls<A, v.InferOutput<SA>, v.InferOutput<SP>>,
  bodies: { address: SA; product: SP },
  // A new bag: a kind may answer it with more than the record (subscriptions: the recipe switch-over).
  changeProduct: (engine: Commerce, req: CustomerRequest, id: string, body: v.InferOutput<SP>) => Promise<AP>,
) =>
  new Hono<AppEnv>()
    // The list runs before `requireCustomer`: the session is checked in the read's own batch.
    .get(listPath, ...customerList((engine, c, customerId) => calls(engine).list(c, customerId)))

    .use(requireCustomer)

    // POST …/:id/items — treats (one-time or recurring) at the treat discount.
    .post('/:id/items', ...withBody(addTreatItemsBodySchema, (engine, c, id, body) => calls(engine).addItems(c, id, body)))

    // DELETE …/:id/items/:itemId — an added item (not the main product).
    .delete('/:id/items/:itemId', ...onItem((engine, c, id, itemId) => calls(engine).removeItem(c, id, itemId)))

    // POST …/:id/update-address — the delivery address.
    .post('/:id/update-address', ...withBody(bodies.address, (engine, c, id, body) => calls(engine).updateAddress(c, id, body)))

    // POST …/:id/change-product-and-frequency — { variantId, frequency }: another kibble bag.
    .post('/:id/change-product-and-frequency', ...withBody(bodies.product, changeProduct));
