import type { AccountSubscription, PlanFitAnswer } from '../../shared/answers';
import { formatNzd } from '../../../src/domain/money';
import { longDate, t } from '../../shared/format';
import { useShopCatalogue } from '../../shared/catalogue';
import { subscriptionView } from '../../shared/subscription-view';
import { applyPlanFitFix, type Changed } from '../../shared/subscription-actions';
import { CancelFlow } from './CancelFlow';
import { ChangeAddress } from './ChangeAddress';
import { PlanChanges } from './PlanChanges';
import { ScheduleActions } from './ScheduleActions';
import { useAction } from './use-action';

interface Props {
  subscription: AccountSubscription;
  planFit: PlanFitAnswer | null;
  dogs: number;
  /** The subscription after a change: shown at once (the page re-reads the Worker when asked). */
  onChanged: (changed: Changed) => void;
}

const STATUS_TEXT = { ACTIVE: t('statusActive'), PAUSED: t('statusPaused'), CANCELLED: t('statusCancelled') } as Record<string, string>;

/** One subscription: its state, the payment banner, the plan fit with its fix, the schedule, the plan, and cancelling. */
export function SubscriptionCard({ subscription: s, planFit, dogs, onChanged }: Props) {
  const action = useAction();
  const catalogue = useShopCatalogue();
  const view = subscriptionView(s, planFit, dogs, catalogue === 'loading' ? null : catalogue);
  const parts = { subscription: s, action, onChanged };
  const fix = view.planFit?.fix;
  const applyFix = () => fix && action.run(async () => onChanged({ next: await applyPlanFitFix(s, fix), reread: false }));

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
        <s-text>{t('everyDays', { days: s.order_interval_frequency, price: formatNzd(s.total_value) })}</s-text>
        {view.planFit && (
          <s-banner tone="warning">
            <s-text>{view.planFit.notice}</s-text>
            {fix && view.planFit.fixLabel && (
              <s-button disabled={action.busy} onClick={applyFix}>
                {view.planFit.fixLabel}
              </s-button>
            )}
          </s-banner>
        )}
        {s.status !== 'CANCELLED' && <ScheduleActions {...parts} />}
        {s.status !== 'CANCELLED' && <ChangeAddress {...parts} />}
        {s.status !== 'CANCELLED' && <PlanChanges {...parts} />}
        <CancelFlow {...parts} />
        {action.error && <s-banner tone="critical">{action.error}</s-banner>}
      </s-stack>
    </s-section>
  );
}
