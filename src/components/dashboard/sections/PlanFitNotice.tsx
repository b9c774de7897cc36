import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { PLAN_FIT_TEXTS, planFitFixLabel, planFitNoticeText } from '../../../copy/plan-fit';
import { planFitFix } from '../../../domain/plan-fit-fix';
import { canManage } from '../../../domain/subscriptions';
import { $petData } from '../../../stores/pets';
import { $busy, $pendingFrequency, $planFits, applyPlanFitFix, mainLineOf, type Subscription } from '../../../stores/dashboard';

/** The dogs the family plan feeds (the notice says 'your dog' for one). */
function dogsInPlan(pets: readonly { includeInFamilyFeedingPlan?: boolean | null; percent_kibble?: number | string | null }[]): number {
  return pets.filter((p) => p.includeInFamilyFeedingPlan !== false && Number(p.percent_kibble ?? 100) > 0).length;
}

/**
 * Plan fit on a subscription card (issue 21): when the bag runs out early or lasts too long, a
 * sentence in a status region and the one-tap fix as a real button; nothing when it fits, while
 * it is read, or when the read failed. While another change of this subscription's frequency
 * runs (the Change Frequency dialog), the old fit is hidden: it is about to be read again.
 */
export function PlanFitNotice({ subscription, className }: { subscription: Subscription; className: string }) {
  const fits = useStore($planFits);
  const busy = useStore($busy);
  const pending = useStore($pendingFrequency);
  const pets = useStore($petData).pets;
  const [fixing, setFixing] = useState(false);
  const fit = fits[subscription.id];
  if (!fit || !canManage(subscription.status) || (pending[subscription.id] !== undefined && !fixing)) return null;
  const { variantId, quantity } = mainLineOf(subscription);
  const text = planFitNoticeText(fit, { dogs: dogsInPlan(pets), quantity });
  if (!text) return null;
  const fix = planFitFix(fit, variantId);

  async function applyFix() {
    if (!fix) return;
    setFixing(true);
    try {
      await applyPlanFitFix(subscription.id, fix);
    } finally {
      setFixing(false);
    }
  }

  return (
    <div className={`notice plan-fit ${className}`}>
      <p role="status">{text}</p>
      {fix ? (
        <button type="button" className="button" disabled={busy !== null} aria-busy={fixing || undefined} onClick={() => void applyFix()}>
          {fixing ? PLAN_FIT_TEXTS.fixing : planFitFixLabel(fix)}
        </button>
      ) : null}
    </div>
  );
}
