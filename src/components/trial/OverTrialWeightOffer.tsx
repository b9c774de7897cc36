import { FIRST_ORDER_OFFER_LABEL, overTrialWeightText } from '../../copy/first-order-offer';
import { FREE_TRIAL_MAX_WEIGHT_KG } from '../../domain/weight';

/**
 * Under the weight of a dog over the free trial's 30 kg cap (issue 47 §4): the cap stays, and the
 * discounted first order for this dog is one link away (`href`: the first-order recipe page with
 * the dog in its address, which the form builds).
 */
export function OverTrialWeightOffer({ id, name, href, onFollow }: { id: string; name: string; href: string; onFollow: () => void }) {
  return (
    <p id={id} className="field-error">
      {overTrialWeightText(name, FREE_TRIAL_MAX_WEIGHT_KG)}{' '}
      <a href={href} onClick={onFollow}>
        {FIRST_ORDER_OFFER_LABEL}
      </a>
    </p>
  );
}
