import { useState } from 'preact/hooks';
import type { PlanFitAnswer, SubscriptionAnswer } from '../../shared/answers';
import { longDate, t } from '../../shared/format';
import { subscriptionView } from '../../shared/subscription-view';
import { worker } from '../../shared/worker';

interface Props {
  subscription: SubscriptionAnswer;
  planFit: PlanFitAnswer | null;
  dogs: number;
  /** The subscription after a change, as the Worker answered it: shown at once. */
  onChanged: (next: SubscriptionAnswer) => void;
}

const STATUS_TEXT = { ACTIVE: t('statusActive'), PAUSED: t('statusPaused'), CANCELLED: t('statusCancelled') } as Record<string, string>;

/** One subscription: its state, the payment banner, the plan fit with its fix, skip, pause and resume. */
export function SubscriptionCard({ subscription: s, planFit, dogs, onChanged }: Props) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [until, setUntil] = useState('');
  const view = subscriptionView(s, planFit, dogs);

  async function act(path: string, body: unknown) {
    setBusy(true);
    setError(null);
    try {
      onChanged(await worker<SubscriptionAnswer>('POST', `/subscriptions/${s.id}/${path}`, body));
    } catch (e) {
      setError(t('actionFailed', { error: (e as Error).message }));
    } finally {
      setBusy(false);
    }
  }

  const fix = view.planFit?.fix;
  return (
    <s-section heading={s.product_name}>
      <s-stack direction="block" gap="base">
        <s-badge tone={s.status === 'ACTIVE' ? 'auto' : 'neutral'}>{STATUS_TEXT[s.status] ?? s.status}</s-badge>
        {view.paymentFailed && (
          <s-banner tone="critical">
            <s-text>{t('paymentFailed')}</s-text>
            <s-button href={s.edit_url}>{t('updatePayment')}</s-button>
          </s-banner>
        )}
        {s.next_charge_scheduled_at && <s-text>{t('nextDelivery', { date: longDate(s.next_charge_scheduled_at) })}</s-text>}
        {s.status === 'PAUSED' && <s-text>{s.paused_until ? t('pausedUntil', { date: longDate(s.paused_until) }) : t('pausedIndefinitely')}</s-text>}
        <s-text>{t('everyDays', { days: s.order_interval_frequency, price: `$${s.total_value}` })}</s-text>
        {view.planFit && (
          <s-banner tone="warning">
            <s-text>{view.planFit.notice}</s-text>
            {fix && view.planFit.fixLabel && (
              <s-button
                disabled={busy}
                onClick={() =>
                  fix.kind === 'frequency'
                    ? act('change-frequency', { frequency: fix.frequency })
                    : act('change-product-and-frequency', { variantId: fix.variantId, frequency: fix.frequency })
                }
              >
                {view.planFit.fixLabel}
              </s-button>
            )}
          </s-banner>
        )}
        {view.skippedDays.map((day) => (
          <s-stack direction="inline" gap="base" key={day}>
            <s-text>{t('skipped', { date: longDate(day) })}</s-text>
            <s-button disabled={busy} onClick={() => act('unskip', { date: day })}>
              {t('unskip')}
            </s-button>
          </s-stack>
        ))}
        {s.status === 'ACTIVE' && s.next_charge_scheduled_at && (
          <s-stack direction="inline" gap="base">
            <s-button disabled={busy} onClick={() => act('skip', { date: s.next_charge_scheduled_at })}>
              {t('skipNext')}
            </s-button>
            <s-date-field label={t('pauseUntilLabel')} value={until} onChange={(e) => setUntil((e.currentTarget as HTMLInputElement).value)} />
            <s-button disabled={busy || !until} onClick={() => act('pause', { until })}>
              {t('pause')}
            </s-button>
          </s-stack>
        )}
        {s.status === 'PAUSED' && (
          <s-button disabled={busy} variant="primary" onClick={() => act('resume', { nextDeliveryDate: s.paused_until ?? tomorrow() })}>
            {t('resume')}
          </s-button>
        )}
        {error && <s-banner tone="critical">{error}</s-banner>}
      </s-stack>
    </s-section>
  );
}

function tomorrow(): string {
  return new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
}
