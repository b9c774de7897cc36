/**
 * Offers before cancelling (issue 21): before the reasons, 'Bye for now!' offers what most often
 * keeps a kibble customer: skip the next delivery, pause for a month, a frequency that fits the
 * dogs (from plan fit), and a one-time discount on the next order. The server decides which
 * apply and what each changes, so an accepted offer is exactly the one shown.
 *
 * - skip: the next delivery, while it can still be skipped (the skip rules, ./skips.ts);
 * - pause: the next delivery moves on by CANCEL_OFFER_PAUSE_DAYS (a pause that stays ACTIVE);
 * - frequency: when the bag does not fit the dogs and an allowed frequency of the same bag does;
 * - discount: the configured percent off the next order, at most once per subscription in
 *   DISCOUNT_OFFER_EVERY_DAYS, and not when the next order already has as much off.
 */
import type { PlanFit } from './plan-fit';
import { pausedNextDay, shopToday } from './renewals';
import { planSkip, type SkipSubject } from './skips';

export const CANCEL_OFFER_KINDS = ['skip', 'pause', 'frequency', 'discount'] as const;
export type CancelOfferKind = (typeof CANCEL_OFFER_KINDS)[number];

/** The pause offered: a month's break, the subscription stays ACTIVE. */
export const CANCEL_OFFER_PAUSE_DAYS = 30;
/** The discount offered on the next order, in percent (CANCEL_OFFER_DISCOUNT_PERCENT overrides it). */
export const CANCEL_OFFER_DISCOUNT_PERCENT = 15;
/** The largest discount a deployment may configure. */
export const CANCEL_OFFER_DISCOUNT_MAX_PERCENT = 50;
/** A subscription takes the discount offer at most once in this many days. */
export const DISCOUNT_OFFER_EVERY_DAYS = 365;

/** The event an accepted offer is logged under (subscription_events.action). */
export const acceptedOfferEvent = (kind: CancelOfferKind) => `cancel-offer-${kind}` as const;
/** The event that logs which offers were shown. */
export const OFFERS_SHOWN_EVENT = 'cancel-offers-shown';

export type CancelOffer =
  | { kind: 'skip'; date: string; nextDelivery: string }
  | { kind: 'pause'; days: number; nextDelivery: string }
  | { kind: 'frequency'; frequency: number; currentFrequency: number }
  | { kind: 'discount'; percent: number };

export interface CancelOffersInput {
  subscription: SkipSubject & { next_order_discount_percent: number };
  /** The subscription's plan fit; null when it cannot be read (no kibble of ours). */
  planFit: PlanFit | null;
  /** The discount offer was accepted within DISCOUNT_OFFER_EVERY_DAYS. */
  discountTakenRecently: boolean;
  discountPercent: number;
  now: Date;
}

/**
 * The offers an ACTIVE subscription can take now, in the order shown.
 *
 * @example
 * cancelOffersFor({ subscription: { next_charge_scheduled_at: '2026-12-12', order_interval_frequency: 28, order_interval_unit: 'day', attempts: [], next_order_discount_percent: 0 },
 *   planFit: null, discountTakenRecently: false, discountPercent: 15, now: new Date('2026-11-25T00:00:00Z') })
 * // [{ kind: 'skip', date: '2026-12-12', nextDelivery: '2027-01-09' }, { kind: 'pause', days: 30, nextDelivery: '2027-01-11' }, { kind: 'discount', percent: 15 }]
 */
export function cancelOffersFor(input: CancelOffersInput): CancelOffer[] {
  const { subscription: s, planFit, now } = input;
  const offers: CancelOffer[] = [];
  const next = s.next_charge_scheduled_at?.slice(0, 10) ?? null;
  if (next) {
    const plan = planSkip(s, next, now);
    if (plan.kind === 'change') offers.push({ kind: 'skip', date: next, nextDelivery: plan.next });
  }
  const paused = pausedNextDay(s.next_charge_scheduled_at, CANCEL_OFFER_PAUSE_DAYS, shopToday(now));
  if (paused) offers.push({ kind: 'pause', days: CANCEL_OFFER_PAUSE_DAYS, nextDelivery: paused });
  const suggestion = planFit?.status === 'fits' ? null : planFit?.suggestion;
  if (planFit && suggestion && suggestion.bagKg === planFit.bagKg && suggestion.frequency !== planFit.frequency) {
    offers.push({ kind: 'frequency', frequency: suggestion.frequency, currentFrequency: planFit.frequency });
  }
  if (!input.discountTakenRecently && s.next_order_discount_percent < input.discountPercent) {
    offers.push({ kind: 'discount', percent: input.discountPercent });
  }
  return offers;
}

/** The instant before which an accepted discount offer no longer counts (ISO UTC, for a query). */
export const discountOfferCutoff = (now: Date) => new Date(now.getTime() - DISCOUNT_OFFER_EVERY_DAYS * 24 * 60 * 60 * 1000).toISOString();
