/**
 * Offers before cancelling (issue 21; the rule is src/domain/cancel-offers.ts). Showing them is
 * logged (`cancel-offers-shown`, with the offers); accepting one runs it under the busy lock as
 * the offer the rule allows at that moment, logged as `cancel-offer-<kind>` in the same batch as
 * its change. The client names only the kind: what it changes is the server's.
 */
import { acceptedOfferEvent, cancelOffersFor, discountOfferCutoff, OFFERS_SHOWN_EVENT, type CancelOffer } from '../../../../src/domain/cancel-offers';
import { OFFER_UNAVAILABLE_MESSAGE } from '../../../../src/copy/cancel-offers';
import { isActionAllowed } from '../../../../src/domain/subscription-action-table';
import type { AcceptCancelOfferBody } from '../../../../src/domain/schemas/cancel-offers';
import { petSetOf, petSetStatements } from '../../../db/pets';
import { customerActor, eventStatements, hasEventSinceStatement, latestEventOffersEqual } from '../../../db/subscription-events';
import { loadCustomerSubscription, updateSubscriptionStatement, type SubscriptionAnswer, type SubscriptionRecord } from '../../../db/subscriptions';
import { ApiError, notFound } from '../../../lib/errors';
import type { CommerceRequest, CustomerRequest } from '../../request';
import { remoteOf } from '../../remote';
import { onSubscription, SUBSCRIPTIONS } from '../kinds';
import { frequencyChange } from './change-frequency';
import { pauseDaysChange } from './pause';
import { currentCatalogue } from '../../../catalogue/reader';
import { planFitOfRecord } from './plan-fit';
import { skipChange } from './skip';
import { stepAwayStatements } from './step-away';

/** The offers `rec` can take now: its dogs and the discount's last year read in one batch. */
async function offersOf(req: CommerceRequest, rec: SubscriptionRecord, now: Date): Promise<CancelOffer[]> {
  // The status rule of accepting one (src/domain/renewals.ts): only then is anything offered.
  if (!isActionAllowed('acceptOffer', rec.row.status)) return [];
  const db = req.db;
  const recentDiscount = hasEventSinceStatement(db, rec.row.id, acceptedOfferEvent('discount'), discountOfferCutoff(now));
  const [pets, kibble, recent] = await db.batch([...petSetStatements(db, { id: rec.row.customer_id }), recentDiscount]);
  let planFit = null;
  try {
    planFit = planFitOfRecord(rec, petSetOf([pets!, kibble!])?.pets ?? [], now, await currentCatalogue(db));
  } catch (err) {
    // A main bag we do not sell has no plan fit: the other offers still stand.
    if (!(err instanceof ApiError)) throw err;
  }
  return cancelOffersFor({
    subscription: { ...rec.row, attempts: rec.attempts },
    planFit,
    discountTakenRecently: recent!.results.length > 0,
    discountPercent: req.config.cancelOfferDiscountPercent,
    now,
  });
}

/**
 * Whether these very offers were logged as shown in the last day: the log says what the customer
 * saw, once a day or when the offers change, however often the dialog is opened (or the call sent).
 */
async function shownAlready(db: D1Database, id: string, offers: CancelOffer[], now: Date): Promise<boolean> {
  return latestEventOffersEqual(db, id, OFFERS_SHOWN_EVENT, JSON.stringify(offers), new Date(now.getTime() - 86_400_000).toISOString());
}

/** POST /subscriptions/{id}/cancel-offers: the offers for the customer's subscription, logged as shown (once a day unless they change). */
export async function showCancelOffers(req: CustomerRequest, id: string): Promise<{ offers: CancelOffer[] }> {
  const { db, now } = req;
  const customerId = req.customer.id;
  const rec = await loadCustomerSubscription(db, customerId, id);
  if (!rec) throw notFound(SUBSCRIPTIONS.notFoundMessage);
  const offers = await offersOf(req, rec, now);
  if (offers.length > 0 && !(await shownAlready(db, id, offers, now))) {
    const ev = eventStatements(db, {
      subscriptionId: id,
      legacy: false,
      customerId,
      actor: customerActor(customerId),
      action: OFFERS_SHOWN_EVENT,
      at: now,
      details: { offers },
    });
    await db.batch([ev.before, ev.after]);
  }
  return { offers };
}

/** The statements of the change an offer makes, asked of the shop first. */
async function offerChange(req: CustomerRequest, rec: SubscriptionRecord, offer: CancelOffer, now: Date): Promise<D1PreparedStatement[]> {
  switch (offer.kind) {
    case 'skip':
      // Offered only while the day can be skipped, so there is a change to make.
      return (await skipChange(req, rec, offer.date, now))?.statements ?? [];
    case 'pause':
      // A pause instead of a cancel closes the failed cycle as the pause itself does (issue 59).
      return [await pauseDaysChange(req, rec, offer.days, now), ...stepAwayStatements(req, rec, 'paused', now)];
    case 'frequency':
      return [await frequencyChange(req, rec, offer.frequency)];
    case 'discount':
      await remoteOf(req, 'acceptOffer').discountNextOrder(rec, offer.percent);
      return [updateSubscriptionStatement(req.db, rec.row.id, { next_order_discount_percent: offer.percent })];
  }
}

/** POST /subscriptions/{id}/cancel-offers/accept: one of the offers the subscription can take now. */
export async function acceptCancelOffer(
  req: CustomerRequest,
  id: string,
  { offer: kind }: AcceptCancelOfferBody,
): Promise<{ subscription: SubscriptionAnswer; offer: CancelOffer }> {
  const { answer, result } = await onSubscription(req, id, 'acceptOffer', acceptedOfferEvent(kind), async (rec, commit, now) => {
    const offer = (await offersOf(req, rec, now)).find((o) => o.kind === kind);
    if (!offer) throw new ApiError(409, 'offer_unavailable', OFFER_UNAVAILABLE_MESSAGE);
    await commit(await offerChange(req, rec, offer, now), { offer });
    return offer;
  });
  return { subscription: answer, offer: result };
}
