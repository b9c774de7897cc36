/**
 * The engine call of each routed subscription action (the table's rows: src/domain/
 * subscription-action-table.ts). `record` marks a call that answers the subscription itself, which
 * a door may dress (the customer account adds the Shopify contract); `other` answers something
 * else (plan fit, offers).
 */
import type * as v from 'valibot';
import type { RoutedAction, SUBSCRIPTION_ACTIONS } from '../../../src/domain/subscription-action-table';
import type { Commerce } from '../../commerce/port';
import { changeProductWithSwitchOver } from '../../dogs/recipe-switch';

/** What the engine is called with: the request as the commerce port takes it. */
export type EngineRequest = Parameters<Commerce['subscriptions']['get']>[0];

type Rows = typeof SUBSCRIPTION_ACTIONS;
/** The validated body of action `K` (undefined for an action without one). */
export type BodyOf<K extends RoutedAction> = Rows[K] extends { body: infer S extends v.GenericSchema } ? v.InferOutput<S> : undefined;
/** The path's parameters: the subscription's id, and an item's for the one call on an item. */
export type ActionParams = { id: string; itemId?: string };

export interface EngineCall<K extends RoutedAction, R> {
  answers: 'record' | 'other';
  call(engine: Commerce, req: EngineRequest, params: ActionParams, body: BodyOf<K>): Promise<R>;
}

/**
 * The calls that are not the port's method of the action's own name with the id and the body,
 * answering the subscription. Every other routed action is exactly that (`engineCall` below), so
 * a new action of that shape needs no line here; one whose port method is missing fails the
 * typecheck (`ByName`).
 */
export const SPECIAL_CALLS = {
  removeItem: { answers: 'record', call: (e, r, p) => e.subscriptions.removeItem(r, p.id, p.itemId!) },
  // Another recipe or bag: answered and mailed with its day-by-day switch-over (issue 50), at every door.
  changeProduct: { answers: 'record', call: (e, r, p, body) => changeProductWithSwitchOver(e.subscriptions, r, p.id, body) },
  planFit: { answers: 'other', call: (e, r, p) => e.subscriptions.planFit(r, p.id) },
  cancelOffers: { answers: 'other', call: (e, r, p) => e.subscriptions.cancelOffers(r, p.id) },
  acceptOffer: { answers: 'other', call: (e, r, p, body) => e.subscriptions.acceptCancelOffer(r, p.id, body) },
} satisfies { [K in RoutedAction]?: EngineCall<K, unknown> };

type Special = typeof SPECIAL_CALLS;
/** The routed actions called by name: each must be a method of the port's `SubscriptionCalls`. */
export type ByName = Exclude<RoutedAction, keyof Special>;
type Port = Commerce['subscriptions'];
/** The answer of action `K`'s engine call (the typed client's view of it). */
export type AnswerOf<K extends RoutedAction> = K extends keyof Special
  ? Awaited<ReturnType<Special[K]['call']>>
  : K extends keyof Port
    ? Awaited<ReturnType<Port[K] extends (...args: never[]) => unknown ? Port[K] : never>>
    : never;
// A routed action without a port method of its name (and no special call) stops the build here.
type EveryByNameIsAPortMethod = { [K in ByName]: Port[K] };
export type { EveryByNameIsAPortMethod };

/** Action `name`'s engine call: its special call, or the port's method of its name. */
export function engineCall(name: RoutedAction): EngineCall<RoutedAction, unknown> {
  if (name in SPECIAL_CALLS) return SPECIAL_CALLS[name as keyof Special] as EngineCall<RoutedAction, unknown>;
  return {
    answers: 'record',
    call: (e, r, p, body) => (e.subscriptions[name as ByName] as (req: EngineRequest, id: string, body: unknown) => Promise<unknown>)(r, p.id, body),
  };
}
