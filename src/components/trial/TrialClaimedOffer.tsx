import { useState } from 'react';
import { TRIAL_CLAIMED_OFFER_TEXTS as TEXTS } from '../../copy/trial-claimed';
import type { CheckoutSummary } from '../../domain/checkout';
import type { CustomerData } from '../../domain/schemas/auth';
import { planForDuration } from '../../domain/plan-pick';
import { FIRST_ORDER_DISCOUNT_CODE } from '../../domain/trial';
import { api } from '../../lib/api-client';
import { useCatalogue } from '../../stores/catalogue';

/**
 * The way on from 'This household has already claimed its free trial' (issue 47 §4): a button
 * that opens a checkout of the discounted first order for the same recipe, bag and frequency
 * (those were worked out from the dog on the recipe page), with the name and e-mail typed here.
 * The same call the first-order recipe page makes (POST /api/pets/checkout-url with WELCOME20),
 * on the shop's selling plan for that frequency (src/domain/plan-pick.ts); until the catalogue is
 * there, the button waits disabled.
 */
export function TrialClaimedOffer({ summary, customer }: { summary: Pick<CheckoutSummary, 'variantId' | 'frequencyDays'>; customer: CustomerData }) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const catalogue = useCatalogue();
  const plan = catalogue ? planForDuration(catalogue, summary.frequencyDays) : undefined;

  async function start() {
    if (!plan) return;
    setBusy(true);
    setFailed(false);
    try {
      const res = await api.api.pets['checkout-url'].$post({
        json: {
          variantId: summary.variantId,
          sellingPlanId: plan.id,
          customerData: customer,
          quantity: 1,
          discount: FIRST_ORDER_DISCOUNT_CODE,
          pageDiscount: FIRST_ORDER_DISCOUNT_CODE,
        },
      });
      if (!res.ok) throw new Error('refused');
      window.location.assign((await res.json()).checkout_url);
    } catch {
      setBusy(false);
      setFailed(true);
    }
  }

  return (
    <p className="first-order-offer">
      <button type="button" className="primary" disabled={busy || !plan} aria-busy={busy || undefined} onClick={() => void start()}>
        {busy ? TEXTS.busy : TEXTS.button}
      </button>
      {failed ? <span className="field-error"> {TEXTS.failed}</span> : null}
    </p>
  );
}
