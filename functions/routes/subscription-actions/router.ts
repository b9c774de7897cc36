/**
 * A door's subscription routes, built from the table (src/domain/subscription-action-table.ts):
 * for each action the door offers, `…/:id<path>` validates the path and the body with the row's
 * schema, runs the door's own middleware for it, makes the row's engine call (./calls.ts) and
 * answers 200. What a door brings is its context: how its request becomes the engine's (who the
 * customer and the actor are), and how it dresses a subscription answer. The dashboard's routes
 * keep their types for the typed client (src/lib/api-client.ts) through `DoorSchema`.
 */
import type { Context, Env, Hono, MiddlewareHandler, Schema } from 'hono';
import type { JSONParsed } from 'hono/utils/types';
import type * as v from 'valibot';
import {
  actionRow,
  doorActions,
  type ActionName,
  type Door,
  type DoorAction,
  type RoutedAction,
  type SUBSCRIPTION_ACTIONS,
} from '../../../src/domain/subscription-action-table';
import { IdParam, ItemParam } from '../../http/record-params';
import { validate } from '../../lib/validate';
import { engineCall, type ActionParams, type AnswerOf, type EngineRequest } from './calls';

export interface DoorContext<E extends Env> {
  /** The engine's request for this door's context: the customer it acts for and the actor. */
  request(c: Context<E>): EngineRequest;
  /** A subscription answer as this door answers it (default: as the engine answers). */
  dress?(c: Context<E>, subscription: unknown): Promise<unknown>;
  /** Middleware a door runs before one of its actions (e.g. a rate limit); any env, as Hono's own `.use` takes. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  before?: Partial<Record<ActionName, MiddlewareHandler<any>[]>>;
}

type Rows = typeof SUBSCRIPTION_ACTIONS;
type RouteOf<K extends RoutedAction> = Rows[K]['route'];
type FullPath<K extends RoutedAction> = `/:id${RouteOf<K>['path']}`;
type ParamNames<P extends string> = P extends `${string}:${infer N}/${infer R}` ? N | ParamNames<`/${R}`> : P extends `${string}:${infer N}` ? N : never;
type JsonInput<K extends RoutedAction> = Rows[K] extends { body: infer S extends v.GenericSchema } ? { json: v.InferInput<S> } : unknown;
type Endpoint<K extends RoutedAction> = {
  input: { param: { [N in ParamNames<FullPath<K>>]: string } } & JsonInput<K>;
  output: JSONParsed<AnswerOf<K>>;
  outputFormat: 'json';
  status: 200;
};
type ActionSchema<K extends RoutedAction> = { [P in FullPath<K>]: { [M in `$${RouteOf<K>['method']}`]: Endpoint<K> } };
type Intersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;
/** The typed client's view of a door's action routes (as Hono's own chain would type them). */
export type DoorSchema<D extends Door> = Intersection<{ [K in DoorAction<D>]: ActionSchema<K> }[DoorAction<D>]>;

/**
 * Adds `door`'s action routes to `app`, in the table's order.
 * @example
 * export const staffActions = withActions('staff', forCustomer(), { request: staffRequest });
 */
export function withActions<D extends Door, E extends Env, S extends Schema, B extends string>(
  door: D,
  app: Hono<E, S, B>,
  context: DoorContext<E>,
): Hono<E, S & DoorSchema<D>, B> {
  for (const name of doorActions(door)) {
    const row = actionRow(name);
    const { method, path } = row.route!;
    const call = engineCall(name);
    const handlers: MiddlewareHandler<E>[] = [
      ...(context.before?.[name] ?? []),
      validate('param', path.includes(':itemId') ? ItemParam : IdParam) as unknown as MiddlewareHandler<E>,
      ...(row.body ? [validate('json', row.body as v.GenericSchema) as unknown as MiddlewareHandler<E>] : []),
      async (c) => {
        // The validators ran above; Hono's types cannot follow a route built in a loop.
        const req = c.req as unknown as { valid(target: 'param' | 'json'): unknown };
        const engine = c.get('backend').commerce;
        const result = await (call.call as (...args: unknown[]) => Promise<unknown>)(
          engine,
          context.request(c),
          req.valid('param') as ActionParams,
          req.valid('json'),
        );
        return c.json((call.answers === 'record' && context.dress ? await context.dress(c, result) : result) as object, 200);
      },
    ];
    app.on(method.toUpperCase(), `/:id${path}`, ...(handlers as [MiddlewareHandler<E>]));
  }
  return app as unknown as Hono<E, S & DoorSchema<D>, B>;
}
