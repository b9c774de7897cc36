import { useStore } from '@nanostores/react';
import { useId, useState } from 'react';
import { PLAN_FIT_TEXTS, planFitFixLabel, planFitNoticeText } from '../../../copy/plan-fit';
import { dogsEatingKibble } from '../../../domain/plan-fit';
import { planFitMoneyText } from '../../../copy/dashboard-messages';
import { planFitFix, planFitFixMonthly, type PlanFitFix } from '../../../domain/plan-fit-fix';
import { canManage } from '../../../domain/subscriptions';
import { useCatalogue } from '../../../stores/catalogue';
import { $petData } from '../../../stores/pets';
import { $busy, $pendingFrequency, $planFits, applyPlanFitFix, deliveryCostOf, mainLineOf, type Subscription } from '../../../stores/dashboard';

/** A plan-fit fix of one subscription: whether it is running, and the call (the change calls' busy lock). */
export function usePlanFitFix(subscriptionId: string) {
  const [fixing, setFixing] = useState(false);
  async function apply(fix: PlanFitFix) {
    setFixing(true);
    try {
      await applyPlanFitFix(subscriptionId, fix);
    } finally {
      setFixing(false);
    }
  }
  return { fixing, apply };
}

/**
 * The one-tap fix as a real button: held while any change runs, 'Updating…' while this one does.
 * With `money`, what it changes a month is said beside it, before it is applied (issue 47 §5),
 * and the button points at that sentence.
 */
export function PlanFitFixButton({ fix, fixing, onFix, money }: { fix: PlanFitFix; fixing: boolean; onFix: () => void; money?: string }) {
  const busy = useStore($busy);
  const id = useId();
  return (
    <>
      <button
        type="button"
        className="button"
        disabled={busy !== null}
        aria-busy={fixing || undefined}
        aria-describedby={money ? id : undefined}
        onClick={onFix}
      >
        {fixing ? PLAN_FIT_TEXTS.fixing : planFitFixLabel(fix)}
      </button>
      {money ? (
        <p id={id} className="plan-fit-money">
          {money}
        </p>
      ) : null}
    </>
  );
}

/**
 * Plan fit on a subscription card (issue 21): when the bag runs out early or lasts too long, a
 * sentence in a status region and the one-tap fix as a real button; nothing when it fits, while
 * it is read, or when the read failed. While another change of this subscription's frequency
 * runs (the Change Frequency dialog), the old fit is hidden: it is about to be read again.
 */
export function PlanFitNotice({ subscription, className }: { subscription: Subscription; className: string }) {
  const fits = useStore($planFits);
  const pending = useStore($pendingFrequency);
  const pets = useStore($petData).pets;
  const catalogue = useCatalogue();
  const { fixing, apply } = usePlanFitFix(subscription.id);
  const fit = fits[subscription.id];
  if (!fit || !canManage(subscription.status) || (pending[subscription.id] !== undefined && !fixing)) return null;
  const { variantId, quantity } = mainLineOf(subscription);
  const text = planFitNoticeText(fit, { dogs: dogsEatingKibble(pets), quantity });
  if (!text) return null;
  // The fix names a bag and its price: none without the catalogue.
  const fix = catalogue ? planFitFix(catalogue, fit, variantId) : null;
  const monthly = catalogue && fix ? planFitFixMonthly(catalogue, deliveryCostOf(subscription), fix) : null;

  return (
    <div className={`notice plan-fit ${className}`}>
      <p role="status">{text}</p>
      {fix && monthly ? <PlanFitFixButton fix={fix} fixing={fixing} onFix={() => void apply(fix)} money={planFitMoneyText(monthly)} /> : null}
    </div>
  );
}
