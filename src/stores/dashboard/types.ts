/** The dashboard's record types, as the API answers them, and its UI state's shapes. */
import type { InferResponseType } from 'hono/client';
import type { SubscriptionAction } from '../../domain/subscription-action-table';

import { api } from '../../lib/api-client';

import { type PetRecord } from '../pets';

// ─── Types (as the API answers them) ─────────────────────────────────────────────────────

export type Subscription = InferResponseType<(typeof api.api.subscriptions)[':id']['$get'], 200>;
export type SubscriptionItem = Subscription['items'][number];
export type LegacySubscription = InferResponseType<(typeof api.api)['legacy-subscriptions']['by-shopify-id'][':customerId']['$get'], 200>[number];
export type LegacyItem = LegacySubscription['additionalItems'][number];
export type Order = InferResponseType<(typeof api.api.orders.customer)[':customerId']['$get'], 200>['orders'][number];
export type Treat = InferResponseType<(typeof api.api.shopify)['get-collection']['$get'], 200>['products'][number];
export type BillingAttempt = Subscription['billing_attempts'][number];

/** A subscription or the legacy subscription an action or dialog is about. */
export type Target = { kind: 'subscription'; id: string } | { kind: 'legacy'; id: string };

/** The dialogs about one record, named by its id (legacyFrequency's is the legacy subscription's). */
type DialogById = 'manage' | 'pause' | 'resume' | 'frequency' | 'legacyFrequency' | 'offers' | 'retention';
/** The dialogs that serve a subscription or the legacy one alike. */
type DialogByTarget = 'address' | 'product' | 'date' | 'cancel' | 'treats';

export type DialogState =
  | { kind: DialogById; id: string }
  | { kind: DialogByTarget; target: Target }
  | { kind: 'reorder'; target: Target; idempotencyKey: string }
  | { kind: 'emailSent'; text: string }
  | { kind: 'pet'; pet: PetRecord | null };

/** The actions the busy lock serialises (001 §4 'Busy lock', and every other change too). */
export type BusyAction = SubscriptionAction | 'confirmAndPay';

export interface Busy {
  action: BusyAction;
  /** The subscription or legacy subscription it acts on. */
  id: string;
}

export interface Toast {
  id: number;
  tone: 'success' | 'error';
  text: string;
  /** A button in the message that takes the change back (the plan-fit fix's Undo). */
  action?: { label: string; run: () => void };
}

export interface ListState<T> {
  /** 'ready' also after a failed load (then the list is empty, 001 §8). */
  status: 'idle' | 'loading' | 'ready';
  items: T[];
}

export interface PaymentBannerState {
  /** The banner has been raised on this page (it is raised once, 001 §4). */
  raised: boolean;
  /** The customer closed it. */
  closed: boolean;
  subscriptionId: string | null;
  /** The failed attempt it reports; null once paid or skipped. */
  attempt: BillingAttempt | null;
  editUrl: string | null;
  /** Why the last retry failed. */
  retryError: string | null;
}
