/**
 * The shop's copy of a subscription, changed first when Shopify is the record (COMMERCE=shopify):
 * each action of the D1 engine (./d1/subscriptions) asks its remote change under the busy lock,
 * after the status rule and before its own batch, so a change Shopify refuses or never receives
 * writes nothing of ours. This is the seam between the back ends: ./contract-remote.ts is the
 * interface, LOCAL_REMOTE below the local side (D1 is the record, nothing to do), and
 * functions/shopify/commerce/contract-remote.ts the Shopify side; functions/backends.ts picks one.
 */
import type { SubscriptionAction } from '../../src/domain/subscription-action-table';

export type { ContractEdit, ContractRemote, NewLine } from './contract-remote';
import type { ContractRemote } from './contract-remote';
import type { CommerceRequest } from './request';

export const LOCAL_REMOTE: ContractRemote = {
  setNextDay: async () => {},
  pause: async () => {},
  resume: async () => null,
  cancel: async () => {},
  skipCycle: async () => {},
  unskipCycle: async () => {},
  edit: async (_rec, edit) => (edit.add ?? []).map(() => null),
  discountNextOrder: async () => {},
  sendCardUpdate: async () => false,
};

/** The remote of this request's back end (functions/backends.ts builds it). */
export const remoteOf = (req: CommerceRequest, action: SubscriptionAction) => req.backend.remote(action);
