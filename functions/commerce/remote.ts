/**
 * The shop's copy of a subscription, changed first when Shopify is the record (COMMERCE=shopify):
 * each action of the D1 engine (./d1/subscriptions) asks its remote change under the busy lock,
 * after the status rule and before its own batch, so a change Shopify refuses or never receives
 * writes nothing of ours. The local engine's remote does nothing: D1 is the record there.
 */
import { ACCEPT_OFFER_FAILED } from '../../src/copy/cancel-offers';
import { MESSAGES } from '../../src/copy/messages';
import { CHANGE_DATE_FAILED, SHIP_NOW_FAILED } from '../../src/domain/reorder';
import type { SubscriptionAction } from '../../src/domain/renewals';
import { SKIP_FAILED, UNSKIP_FAILED } from '../../src/domain/skips';
import type { Bindings, Config } from '../env';
import type { AnswerCtx } from '../lib/record-params';
import { shopifyFetch } from '../shopify/network';
import { shopifyContracts } from './shopify/contracts';

export type { ContractEdit, ContractRemote, NewLine } from './contract-remote';
import type { ContractRemote } from './contract-remote';

const LOCAL: ContractRemote = {
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

/** The remote of the configured commerce back end, speaking for `action`'s failure text (the scheduled job's too). */
export function remoteFor(config: Config, env: Pick<Bindings, 'DB' | 'SHOPIFY_NETWORK'>, action: SubscriptionAction): ContractRemote {
  const commerce = config.commerce;
  return commerce.kind === 'shopify' ? shopifyContracts(commerce, env.DB, shopifyFetch(env), REMOTE_FAILURE[action]) : LOCAL;
}

/** The remote of this request's commerce back end. */
export const remoteOf = (c: AnswerCtx, action: SubscriptionAction) => remoteFor(c.var.config, c.env, action);
