/**
 * What the engine asks of the shop's copy of a subscription (./remote.ts picks the local or the
 * Shopify one). A module of its own, so ./shopify/contracts.ts implements it without importing
 * remote.ts, which imports it (no import cycle).
 */
import type { ShippingColumns } from '../db/shipping-address';
import type { SubscriptionRecord } from '../db/subscriptions';

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
