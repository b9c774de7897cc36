/**
 * The words of the offers before cancelling (issue 21): the 'Bye for now!' dialog's first step,
 * its buttons and the notice after an offer is taken. Dates as the My Next Order card writes
 * them (formatLongDateUS). The rule of which offers show is src/domain/cancel-offers.ts.
 */
import { failedTo } from './messages';
import type { CancelOffer } from '../domain/cancel-offers';
import { formatLongDateUS } from '../domain/dates';

export const CANCEL_OFFER_TEXTS = {
  /** Above the offers, in the 'Bye for now!' dialog. */
  intro: 'Before you go, would one of these help?',
  offersLabel: 'Instead of cancelling',
  loading: 'Loading…',
  /** On to the reasons. */
  decline: 'No thanks, cancel',
} as const;

/** The accept call failed (the dialog stays open on its offers). */
export const ACCEPT_OFFER_FAILED = failedTo('apply the offer');

/** 409 `offer_unavailable`: the subscription can no longer take that offer (taken in another tab, a day passed). */
export const OFFER_UNAVAILABLE_MESSAGE = 'That offer is no longer available for this subscription.';

/**
 * An offer's button: what the tap does, in the customer's words.
 *
 * @example
 * cancelOfferLabel({ kind: 'skip', date: '2026-12-12', nextDelivery: '2027-01-09' }) // 'Skip the delivery on December 12, 2026'
 * cancelOfferLabel({ kind: 'discount', percent: 15 }) // 'Take 15% off my next order'
 */
export function cancelOfferLabel(offer: CancelOffer): string {
  switch (offer.kind) {
    case 'skip':
      return `Skip the delivery on ${formatLongDateUS(offer.date)}`;
    case 'pause':
      return `Pause for ${offer.days} days`;
    case 'frequency':
      return `Deliver every ${offer.frequency} days`;
    case 'discount':
      return `Take ${offer.percent}% off my next order`;
  }
}

/**
 * The line under an offer's button: what follows from it.
 *
 * @example
 * cancelOfferHint({ kind: 'frequency', frequency: 23, currentFrequency: 28 }) // 'Instead of every 28 days: a bag that fits your dogs'
 */
export function cancelOfferHint(offer: CancelOffer): string {
  switch (offer.kind) {
    case 'skip':
    case 'pause':
      return `Next delivery ${formatLongDateUS(offer.nextDelivery)}`;
    case 'frequency':
      return `Instead of every ${offer.currentFrequency} days: a bag that fits your dogs`;
    case 'discount':
      return 'Once, on your next delivery';
  }
}

/**
 * The toast after an offer is taken.
 *
 * @example
 * cancelOfferAcceptedNotice({ kind: 'discount', percent: 15 }) // 'Thanks for staying! 15% comes off your next order.'
 */
export function cancelOfferAcceptedNotice(offer: CancelOffer): string {
  switch (offer.kind) {
    case 'skip':
      return `Thanks for staying! The delivery of ${formatLongDateUS(offer.date)} is skipped; your next order is on ${formatLongDateUS(offer.nextDelivery)}.`;
    case 'pause':
      return `Thanks for staying! Your next order is on ${formatLongDateUS(offer.nextDelivery)}.`;
    case 'frequency':
      return `Thanks for staying! Your kibble now comes every ${offer.frequency} days.`;
    case 'discount':
      return `Thanks for staying! ${offer.percent}% comes off your next order.`;
  }
}
