import { useState } from 'react';
import { formatNzd } from '../../domain/money';
import type { FeedingPlanData } from '../../domain/schemas/pet';
import { Dialog } from '../ui/Dialog';

export interface PlanChoice {
  bag_size: number;
  frequency: number;
}

export const samePlan = (a: PlanChoice | null | undefined, b: PlanChoice | null | undefined) =>
  !!a && !!b && a.bag_size === b.bag_size && a.frequency === b.frequency;

/**
 * Adjust Frequency (the spec shows only the button): the owner picks among the feeding plans
 * for the family's total (one per bag size), each with its delivery frequency, how long a bag
 * lasts, and the subscription price per delivery and per day. The choice is carried into
 * Add To Cart.
 */
export function AdjustFrequency({
  plans,
  current,
  recommended,
  onChoose,
  onClose,
}: {
  plans: readonly FeedingPlanData[];
  current: PlanChoice | null;
  recommended: PlanChoice | null;
  onChoose: (plan: PlanChoice) => void;
  onClose: () => void;
}) {
  const [choice, setChoice] = useState<PlanChoice | null>(current ?? recommended);
  return (
    <Dialog title="Adjust Frequency" onClose={onClose} description="Choose a bag size; we deliver it as often as your furbabies finish one.">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (choice) onChoose(choice);
        }}
      >
        <fieldset className="plan-options">
          <legend className="visually-hidden">Bag size and delivery frequency</legend>
          {plans.map((plan) => {
            const id = `plan-${plan.bag_size}`;
            return (
              <label key={id} className={samePlan(plan, choice) ? 'chosen' : undefined}>
                <input type="radio" name="plan" value={id} checked={samePlan(plan, choice)} onChange={() => setChoice(plan)} />
                <span className="plan-main">
                  {plan.bag_size} kg bag every {plan.frequency} days
                  {samePlan(plan, recommended) ? <span className="badge"> Recommended</span> : null}
                </span>
                <span className="plan-detail">
                  A bag lasts {plan.frequency} days · {formatNzd(plan.subscriptionPrice)} per delivery · {formatNzd(plan.subscriptionPricePerDay)}/day
                </span>
              </label>
            );
          })}
        </fieldset>
        <div className="dialog-actions">
          <button type="button" className="button secondary" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="button primary" disabled={!choice}>
            Use this plan
          </button>
        </div>
      </form>
    </Dialog>
  );
}
