/** Offers before cancelling (issue 21): read when 'Bye for now!' opens, one taken under the busy lock. */

import { ACCEPT_OFFER_FAILED, cancelOfferAcceptedNotice } from '../../copy/cancel-offers';
import type { CancelOffer } from '../../domain/cancel-offers';
import { api } from '../../lib/api-client';
import { send } from '../../lib/call';
import { act } from './act';
import { replaceSubscription } from './records';
import { pushToast } from './ui';

/** The offers the subscription can take now (the server logs them as shown); null when they could not be read. */
export async function fetchCancelOffers(id: string): Promise<CancelOffer[] | null> {
  const answer = await send(() => api.subscriptions[':id']['cancel-offers'].$post({ param: { id } }));
  return answer.ok ? answer.body.offers : null;
}

/** Takes `offer` instead of cancelling; the toast says what changed. */
export function acceptCancelOffer(id: string, offer: CancelOffer): Promise<boolean> {
  return act(
    { action: 'acceptOffer', id },
    () => api.subscriptions[':id']['cancel-offers'].accept.$post({ param: { id }, json: { offer: offer.kind } }),
    (f) => f.error ?? ACCEPT_OFFER_FAILED,
    ({ subscription, offer: taken }) => {
      replaceSubscription(subscription);
      pushToast('success', cancelOfferAcceptedNotice(taken));
    },
  );
}
