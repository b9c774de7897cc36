import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { PLAN_FIT_TEXTS, planFitNoticeText } from '../../../copy/plan-fit';
import { findKibbleVariant } from '../../../domain/catalogue';
import { dogsEatingKibble, familyDailyGrams, planFit, type PlanFitPet } from '../../../domain/plan-fit';
import { planFitFix, type PlanFitFix } from '../../../domain/plan-fit-fix';
import { upsertPetById } from '../../../domain/pets';
import { activeSubscriptions } from '../../../domain/subscriptions';
import { useCatalogue } from '../../../stores/catalogue';
import { $planFits, $subscriptions, followPlanFit, mainLineOf } from '../../../stores/dashboard';
import { $petData } from '../../../stores/pets';
import { PlanFitFixButton, usePlanFitFix } from './PlanFitNotice';

/** One subscription's sentence as it will read after the change, with the card's fix. */
function AfterChange({ id, text, fix, className }: { id: string; text: string; fix: PlanFitFix | null; className: string }) {
  const { fixing, apply } = usePlanFitFix(id);
  return (
    <div className={`notice plan-fit ${className}`}>
      <p>{`${PLAN_FIT_TEXTS.afterChange} ${text}`}</p>
      {fix ? <PlanFitFixButton fix={fix} fixing={fixing} onFix={() => void apply(fix)} /> : null}
    </div>
  );
}

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
  const { pets } = useStore($petData);
  const catalogue = useCatalogue();
  useEffect(() => followPlanFit(), []);

  const family = upsertPetById<PlanFitPet & { id?: string | null }>(pets, draft);
  // Without the catalogue there is no kibble to weigh the change in, so no notice yet.
  const notices = (catalogue ? activeSubscriptions(subscriptions.items) : []).flatMap((s) => {
    const saved = fits[s.id];
    const { variantId, quantity } = mainLineOf(s);
    const kibble = catalogue && variantId ? findKibbleVariant(catalogue, variantId) : undefined;
    if (!catalogue || !saved || !kibble || familyDailyGrams(family, kibble.product.kcalPerKg) === saved.dailyGrams) return [];
    const after = planFit({
      catalogue,
      pets: family,
      kcalPerKg: kibble.product.kcalPerKg,
      bagKg: saved.bagKg,
      frequency: saved.frequency,
      nextDelivery: saved.nextDelivery,
    });
    const text = planFitNoticeText(after, { dogs: dogsEatingKibble(family), quantity });
    return text ? [{ id: s.id, text, fix: planFitFix(catalogue, after, variantId) }] : [];
  });
  // The live region is always there, so a notice that appears while the fields change is read out.
  return (
    <div aria-live="polite">
      {notices.map(({ id, text, fix }) => (
        <AfterChange key={id} id={id} text={text} fix={fix} className={className} />
      ))}
    </div>
  );
}
