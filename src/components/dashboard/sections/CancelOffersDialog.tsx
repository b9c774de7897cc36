import { useEffect, useState } from 'react';
import { CANCEL_OFFER_TEXTS, cancelOfferHint, cancelOfferLabel } from '../../../copy/cancel-offers';
import type { CancelOffer } from '../../../domain/cancel-offers';
import { Dialog } from '../../ui/Dialog';
import { KeepOrCancel, OfferButtons } from './OfferButtons';

export interface CancelOffersDialogProps {
  /** Reads the offers (null when they could not be read). */
  load: () => Promise<CancelOffer[] | null>;
  /** The offer being taken, while its call runs. */
  accepting: boolean;
  onAccept: (offer: CancelOffer) => void;
  /** On to the reasons (also when there is nothing to offer, or the offers could not be read). */
  onDecline: () => void;
  onClose: () => void;
}

/**
 * 'Bye for now!', first step (issue 21): before the reasons, what might keep the subscription —
 * skip the next delivery, a month's pause, a frequency that fits the dogs, a discount on the next
 * order. A customer who wants to cancel is one tap from the reasons; with nothing to offer, or
 * when the offers cannot be read, the reasons come at once.
 */
export function CancelOffersDialog({ load, accepting, onAccept, onDecline, onClose }: CancelOffersDialogProps) {
  const [offers, setOffers] = useState<CancelOffer[] | null>(null);

  useEffect(() => {
    let live = true;
    void load().then((read) => {
      if (!live) return;
      if (!read || read.length === 0) onDecline();
      else setOffers(read);
    });
    return () => {
      live = false;
    };
    // The offers are read once, when the dialog opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <Dialog
      title="Bye for now!"
      onClose={onClose}
      className="dash-dialog"
      description={<p>{offers ? CANCEL_OFFER_TEXTS.intro : CANCEL_OFFER_TEXTS.loading}</p>}
    >
      {offers ? (
        <OfferButtons
          label={CANCEL_OFFER_TEXTS.offersLabel}
          offers={offers.map((o) => ({ key: o.kind, label: cancelOfferLabel(o), hint: cancelOfferHint(o), value: o }))}
          busy={accepting}
          onPick={onAccept}
        />
      ) : null}
      <KeepOrCancel cancelLabel={CANCEL_OFFER_TEXTS.decline} cancelDisabled={accepting || !offers} onKeep={onClose} onCancel={onDecline} />
    </Dialog>
  );
}
