import { createFactory } from 'hono/factory';
import type * as v from 'valibot';
import type { Commerce } from '../commerce/port';
import type { CommerceRequest, CustomerRequest } from '../commerce/request';
import type { AppEnv, SessionCustomer } from '../env';
import { requireSessionSecret } from '../auth/session';
import { CustomerParam, IdParam, ItemParam } from '../http/record-params';
import { validate } from '../lib/validate';
import { commerceRequest } from './commerce-request';

/**
 * The one shape of a record call after `requireCustomer`: validate the path's id (and the JSON
 * body), make one call of the commerce engine with the request built once (commerceRequest),
 * answer its result with 200. The routes name the path, the schema and the call; everything
 * around it lives here once.
 */
const factory = createFactory<AppEnv & { Variables: { customer: SessionCustomer } }>();

/**
 * `…/:customerId` lists, before `requireCustomer`: the engine checks the session in the same D1
 * batch as its read, so the list costs one round trip.
 */
export const customerList = <R>(call: (engine: Commerce, req: CommerceRequest, customerId: string) => Promise<R>) =>
  createFactory<AppEnv>().createHandlers(requireSessionSecret, validate('param', CustomerParam), async (c) =>
    c.json(await call(c.get('backend').commerce, commerceRequest(c), c.req.valid('param').customerId), 200),
  );

/** A `…/:customerId` list read a page at a time: as `customerList`, with its query validated by `schema`. */
export const customerPage = <S extends v.GenericSchema, R>(
  schema: S,
  call: (engine: Commerce, req: CommerceRequest, customerId: string, query: v.InferOutput<S>) => Promise<R>,
) =>
  createFactory<AppEnv>().createHandlers(requireSessionSecret, validate('param', CustomerParam), validate('query', schema), async (c) =>
    c.json(await call(c.get('backend').commerce, commerceRequest(c), c.req.valid('param').customerId, c.req.valid('query')), 200),
  );

/** `/:id/…` with no body. */
export const onRecord = <R>(call: (engine: Commerce, req: CustomerRequest, id: string) => Promise<R>) =>
  factory.createHandlers(validate('param', IdParam), async (c) =>
    c.json(await call(c.get('backend').commerce, commerceRequest(c), c.req.valid('param').id), 200),
  );

/** `/:id/…` with a JSON body validated by `schema`. */
export const withBody = <S extends v.GenericSchema, R>(
  schema: S,
  call: (engine: Commerce, req: CustomerRequest, id: string, body: v.InferOutput<S>) => Promise<R>,
) =>
  factory.createHandlers(validate('param', IdParam), validate('json', schema), async (c) =>
    c.json(await call(c.get('backend').commerce, commerceRequest(c), c.req.valid('param').id, c.req.valid('json')), 200),
  );

/** `/:id/items/:itemId`: one line of a record. */
export const onItem = <R>(call: (engine: Commerce, req: CustomerRequest, id: string, itemId: string) => Promise<R>) =>
  factory.createHandlers(validate('param', ItemParam), async (c) => {
    const { id, itemId } = c.req.valid('param');
    return c.json(await call(c.get('backend').commerce, commerceRequest(c), id, itemId), 200);
  });
