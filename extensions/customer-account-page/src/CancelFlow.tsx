import { useState } from 'preact/hooks';
import { cancelOfferHint, cancelOfferLabel } from '../../../src/copy/cancel-offers';
import { CANCEL_REASONS } from '../../../src/domain/subscriptions';
import type { CancelOffersAnswer, SubscriptionAnswer } from '../../shared/answers';
import { t } from '../../shared/format';
import { changeContract, onWorker } from '../../shared/subscription-actions';
import { valueOf, type CardPartProps } from './card-props';

type Offer = CancelOffersAnswer['offers'][number];

/**
 * Cancel, with the offers first (our Worker's: src/domain/cancel-offers.ts). Taking one changes the
 * subscription on the Worker; cancelling anyway goes to Shopify's Customer Account API when the
 * shop holds the contract (which takes no reason), else to the Worker with the customer's reason.
 */
export function CancelFlow({ subscription: s, action, onChanged }: CardPartProps) {
  const [offers, setOffers] = useState<Offer[] | null>(null);
  const [reason, setReason] = useState('');
  const { busy, run } = action;
  const open = () => run(async () => setOffers((await onWorker<CancelOffersAnswer>(s, 'cancelOffers')).offers));
  const accept = (offer: Offer) =>
    run(async () => {
      const answer = await onWorker<{ subscription: SubscriptionAnswer }>(s, 'acceptOffer', { offer: offer.kind });
      setOffers(null);
      // The offer's answer is the dashboard's subscription: the contract stays the one we hold.
      onChanged({ next: { ...answer.subscription, shopify_contract: s.shopify_contract }, reread: true });
    });
  const cancel = () =>
    run(async () => {
      onChanged(await changeContract(s, { kind: 'cancel' }, reason));
      setOffers(null);
    });

  if (s.status === 'CANCELLED') return null;
  if (!offers)
    return (
      <s-button disabled={busy} tone="critical" onClick={open}>
        {t('cancel')}
      </s-button>
    );
  return (
    <s-section heading={t('cancel')}>
      <s-stack direction="block" gap="base">
        {offers.length > 0 && <s-text>{t('cancelOffersIntro')}</s-text>}
        {offers.map((offer) => (
          <s-stack direction="block" gap="small-200" key={offer.kind}>
            <s-button disabled={busy} variant="primary" onClick={() => accept(offer)}>
              {cancelOfferLabel(offer)}
            </s-button>
            <s-text>{cancelOfferHint(offer)}</s-text>
          </s-stack>
        ))}
        {!s.shopify_contract && (
          <s-select label={t('cancelReasonLabel')} value={reason} onChange={(e) => setReason(valueOf(e))}>
            <s-option value="">—</s-option>
            {CANCEL_REASONS.map((r) => (
              <s-option key={r} value={r}>
                {r}
              </s-option>
            ))}
          </s-select>
        )}
        <s-stack direction="inline" gap="base">
          <s-button disabled={busy || (!s.shopify_contract && !reason)} tone="critical" onClick={cancel}>
            {t('cancelAnyway')}
          </s-button>
          <s-button disabled={busy} onClick={() => setOffers(null)}>
            {t('keepSubscription')}
          </s-button>
        </s-stack>
      </s-stack>
    </s-section>
  );
}
