/**
 * The shop's copy of a subscription, changed first when Shopify is the record (COMMERCE=shopify):
 * each action of the D1 engine (./d1/subscriptions) asks its remote change under the busy lock,
 * after the status rule and before its own batch, so a change Shopify refuses or never receives
 * writes nothing of ours. This is the seam between the back ends: ./contract-remote.ts is the
 * interface, LOCAL_REMOTE below the local side (D1 is the record, nothing to do), and
 * functions/shopify/commerce/contract-remote.ts the Shopify side; functions/backends.ts picks one.
 */
import { ACCEPT_OFFER_FAILED } from '../../src/copy/cancel-offers';
import { MESSAGES } from '../../src/copy/messages';
import { CHANGE_DATE_FAILED, SHIP_NOW_FAILED } from '../../src/domain/reorder';
import type { SubscriptionAction } from '../../src/domain/renewals';
import { SKIP_FAILED, UNSKIP_FAILED } from '../../src/domain/skips';
import type { AnswerCtx } from '../http/record-params';

export type { ContractEdit, ContractRemote, NewLine } from './contract-remote';
import type { ContractRemote } from './contract-remote';

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

/** What the customer reads when Shopify could not take the change: the spec's failure texts. */
export const REMOTE_FAILURE: Record<SubscriptionAction, string> = {
  shipNow: SHIP_NOW_FAILED,
  retryPayment: MESSAGES.failedToUpdateBilling,
  changeDate: CHANGE_DATE_FAILED,
  pause: MESSAGES.failedToPauseSubscription,
  resume: MESSAGES.failedToResumeSubscription,
  cancel: MESSAGES.failedToCancelSubscription,
  changeFrequency: MESSAGES.failedToUpdateFrequency,
  changeProduct: MESSAGES.failedToUpdateSubscription,
  updateAddress: MESSAGES.failedToUpdateAddress,
  addItems: MESSAGES.failedToAddTreat,
  removeItem: MESSAGES.failedToRemoveItem,
  updateBilling: MESSAGES.failedToUpdateBilling,
  skip: SKIP_FAILED,
  unskip: UNSKIP_FAILED,
  acceptOffer: ACCEPT_OFFER_FAILED,
};

/** The remote of this request's back end (functions/backends.ts, through `c.var.backend`). */
export const remoteOf = (c: AnswerCtx, action: SubscriptionAction) => c.var.backend.remote(action);
