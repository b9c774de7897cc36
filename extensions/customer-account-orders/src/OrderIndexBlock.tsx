import '@shopify/ui-extensions/preact';
import { render } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { PetsPayload, PlanFitAnswer, SubscriptionAnswer } from '../../shared/answers';
import { longDate, t } from '../../shared/format';
import { pageLink } from '../../shared/page-link';
import { subscriptionView } from '../../shared/subscription-view';
import { onWorker } from '../../shared/subscription-actions';
import { worker } from '../../shared/worker';

type Summary = { next: string | null; paymentFailed: boolean; planFit: string | null };

async function summary(): Promise<Summary | null> {
  const subscriptions = await worker<SubscriptionAnswer[]>('GET', '/subscriptions');
  const live = subscriptions.filter((s) => s.status !== 'CANCELLED');
  if (live.length === 0) return null;
  const active = live.find((s) => s.status === 'ACTIVE');
  const fit = active ? await onWorker<PlanFitAnswer>(active, 'planFit').catch(() => null) : null;
  const dogs = (await worker<PetsPayload>('GET', '/pets').catch(() => null))?.pets.length ?? 1;
  // Only the notice is shown here, never the fix: no catalogue needed.
  const views = live.map((s) => subscriptionView(s, s === active ? fit : null, dogs, null));
  return {
    next: active?.next_charge_scheduled_at ?? null,
    paymentFailed: views.some((v) => v.paymentFailed),
    planFit: views.find((v) => v.planFit)?.planFit?.notice ?? null,
  };
}

/** The order index's block: the next delivery and any warning, linking to the full page; nothing without a subscription. */
export function OrderIndexBlock() {
  const [state, setState] = useState<Summary | null | 'loading'>('loading');
  useEffect(() => {
    summary().then(setState, () => setState(null));
  }, []);
  if (state === 'loading') return <s-spinner accessibilityLabel={t('loading')} />;
  if (state === null) return null;
  return (
    <s-section heading={t('blockOpen')}>
      <s-stack direction="block" gap="base">
        {state.next && <s-text>{t('blockNextDelivery', { date: longDate(state.next) })}</s-text>}
        {state.paymentFailed && <s-banner tone="critical">{t('paymentFailed')}</s-banner>}
        {state.planFit && <s-banner tone="warning">{state.planFit}</s-banner>}
        <s-link href={pageLink()}>{t('blockOpen')}</s-link>
      </s-stack>
    </s-section>
  );
}

export default async () => {
  render(<OrderIndexBlock />, document.body);
};
