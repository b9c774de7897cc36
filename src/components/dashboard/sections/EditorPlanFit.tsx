import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { PLAN_FIT_TEXTS, planFitFixLabel, planFitNoticeText } from '../../../copy/plan-fit';
import { findKibbleVariant } from '../../../domain/catalogue';
import { familyDailyGrams, planFit, type PlanFitPet } from '../../../domain/plan-fit';
import { planFitFix } from '../../../domain/plan-fit-fix';
import { upsertPetById } from '../../../domain/pets';
import { activeSubscriptions } from '../../../domain/subscriptions';
import { $busy, $planFits, $subscriptions, applyPlanFitFix, followPlanFit, mainLineOf } from '../../../stores/dashboard';
import { $petData } from '../../../stores/pets';

const dogsEating = (pets: readonly PlanFitPet[]) => pets.filter((p) => p.includeInFamilyFeedingPlan !== false && Number(p.percent_kibble ?? 100) > 0).length;

/**
 * A pet editor's word on the subscriptions (issue 21): when the change being edited moves the
 * family's daily grams so that an ACTIVE subscription's bag no longer fits, the card's sentence
 * as it will read after the change, with the same one-tap fix. Computed in the browser with the
 * plan-fit rule the API uses, over the subscription's bag, frequency and next delivery as its
 * last plan fit read them. Nothing while the change keeps every subscription fitting.
 */
export function EditorPlanFit({ draft, className }: { draft: PlanFitPet & { id: string }; className: string }) {
  const subscriptions = useStore($subscriptions);
  const fits = useStore($planFits);
  const busy = useStore($busy);
  const { pets } = useStore($petData);
  const [fixing, setFixing] = useState<string | null>(null);
  useEffect(() => followPlanFit(), []);

  const family = upsertPetById<PlanFitPet & { id?: string | null }>(pets, draft);
  const notices = activeSubscriptions(subscriptions.items).flatMap((s) => {
    const saved = fits[s.id];
    const { variantId, quantity } = mainLineOf(s);
    const kibble = variantId ? findKibbleVariant(variantId) : undefined;
    if (!saved || !kibble || familyDailyGrams(family, kibble.product.kcalPerKg) === saved.dailyGrams) return [];
    const after = planFit({
      pets: family,
      kcalPerKg: kibble.product.kcalPerKg,
      bagKg: saved.bagKg,
      frequency: saved.frequency,
      nextDelivery: saved.nextDelivery,
    });
    const text = planFitNoticeText(after, { dogs: dogsEating(family), quantity });
    return text ? [{ id: s.id, text, fix: planFitFix(after, variantId) }] : [];
  });
  // The live region is always there, so a notice that appears while the fields change is read out.
  return (
    <div aria-live="polite">
      {notices.map(({ id, text, fix }) => (
        <div key={id} className={`notice plan-fit ${className}`}>
          <p>{`${PLAN_FIT_TEXTS.afterChange} ${text}`}</p>
          {fix ? (
            <button
              type="button"
              className="button"
              disabled={busy !== null}
              aria-busy={fixing === id || undefined}
              onClick={() => {
                setFixing(id);
                void applyPlanFitFix(id, fix).finally(() => setFixing(null));
              }}
            >
              {fixing === id ? PLAN_FIT_TEXTS.fixing : planFitFixLabel(fix)}
            </button>
          ) : null}
        </div>
      ))}
    </div>
  );
}
