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
import type { ShippingColumns } from '../db/shipping-address';
import type { Bindings, Config } from '../env';
import type { SubscriptionRecord } from '../db/subscriptions';
import type { AnswerCtx } from '../lib/record-params';
import { shopifyFetch } from '../shopify/network';
import { shopifyContracts } from './shopify/contracts';

export interface NewLine {
  variantId: string;
  quantity: number;
  /** Each bag or treat at this price (cents), as our catalogue prices it for subscribers. */
  priceCents: number;
  oneTime: boolean;
}

/** One change to the contract's lines, frequency or address, committed at once. */
export interface ContractEdit {
  frequency?: { count: number; unit: 'day' | 'week' | 'month' };
  address?: ShippingColumns & { ship_first_name: string; ship_last_name: string };
  /** The main bag becomes another variant. */
  main?: { variantId: string; priceCents: number };
  add?: NewLine[];
  setQuantity?: { lineId: string; quantity: number; oneTime: boolean }[];
  remove?: { lineId: string; oneTime: boolean }[];
}

export interface ContractRemote {
  setNextDay(rec: SubscriptionRecord, day: string): Promise<void>;
  pause(rec: SubscriptionRecord): Promise<void>;
  /** Active again, next order on `day`; answers the new contract's id when the shop had to start one (a cancelled contract). */
  resume(rec: SubscriptionRecord, day: string): Promise<string | null>;
  cancel(rec: SubscriptionRecord): Promise<void>;
  /** The billing cycle billed on `day` is skipped (Shopify: `subscriptionBillingCycleSkip`). */
  skipCycle(rec: SubscriptionRecord, day: string): Promise<void>;
  /** The billing cycle billed on `day` is no longer skipped (`subscriptionBillingCycleUnskip`). */
  unskipCycle(rec: SubscriptionRecord, day: string): Promise<void>;
  /** Answers the Shopify line id of each added line, in the order of `edit.add` (null locally). */
  edit(rec: SubscriptionRecord, edit: ContractEdit): Promise<(string | null)[]>;
  /** `percent` off the next order only (Shopify: a manual discount on the contract for one cycle). */
  discountNextOrder(rec: SubscriptionRecord, percent: number): Promise<void>;
  /** Shopify e-mails the customer its own card-update link: true when the shop sent it (else we mail ours). */
  sendCardUpdate(rec: SubscriptionRecord): Promise<boolean>;
}

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
