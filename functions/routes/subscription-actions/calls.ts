/**
 * The engine call of each routed subscription action (the table's rows: src/domain/
 * subscription-action-table.ts). `record` marks a call that answers the subscription itself, which
 * a door may dress (the customer account adds the Shopify contract); `other` answers something
 * else (plan fit, offers). A row without a call here fails the typecheck.
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

export const ENGINE_CALLS = {
  addItems: { answers: 'record', call: (e, r, p, body) => e.subscriptions.addItems(r, p.id, body) },
  removeItem: { answers: 'record', call: (e, r, p) => e.subscriptions.removeItem(r, p.id, p.itemId!) },
  updateAddress: { answers: 'record', call: (e, r, p, body) => e.subscriptions.updateAddress(r, p.id, body) },
  // Another recipe or bag: answered and mailed with its day-by-day switch-over (issue 50), at every door.
  changeProduct: { answers: 'record', call: (e, r, p, body) => changeProductWithSwitchOver(e.subscriptions, r, p.id, body) },
  get: { answers: 'record', call: (e, r, p) => e.subscriptions.get(r, p.id) },
  planFit: { answers: 'other', call: (e, r, p) => e.subscriptions.planFit(r, p.id) },
  shipNow: { answers: 'record', call: (e, r, p, body) => e.subscriptions.shipNow(r, p.id, body) },
  retryPayment: { answers: 'record', call: (e, r, p) => e.subscriptions.retryPayment(r, p.id) },
  changeDate: { answers: 'record', call: (e, r, p, body) => e.subscriptions.changeDate(r, p.id, body) },
  pause: { answers: 'record', call: (e, r, p, body) => e.subscriptions.pause(r, p.id, body) },
  resume: { answers: 'record', call: (e, r, p, body) => e.subscriptions.resume(r, p.id, body) },
  changeFrequency: { answers: 'record', call: (e, r, p, body) => e.subscriptions.changeFrequency(r, p.id, body) },
  skip: { answers: 'record', call: (e, r, p, body) => e.subscriptions.skip(r, p.id, body) },
  unskip: { answers: 'record', call: (e, r, p, body) => e.subscriptions.unskip(r, p.id, body) },
  cancelOffers: { answers: 'other', call: (e, r, p) => e.subscriptions.cancelOffers(r, p.id) },
  acceptOffer: { answers: 'other', call: (e, r, p, body) => e.subscriptions.acceptCancelOffer(r, p.id, body) },
  cancel: { answers: 'record', call: (e, r, p, body) => e.subscriptions.cancel(r, p.id, body) },
} satisfies { [K in RoutedAction]: EngineCall<K, unknown> };
