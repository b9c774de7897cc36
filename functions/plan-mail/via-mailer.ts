import { CUP_GRAMS_RECIPE_PAGES, cupsPerDay, isIncludedInFamilyPlan } from '../../src/domain/feeding';
import { formatNzd } from '../../src/domain/money';
import { lowestPricePerDay, recommendedPlan } from '../../src/domain/plans';
import type { Mailer } from '../mail';
import type { FeedingPlanMessage, FeedingPlanSender } from './sender';

export const FEEDING_PLAN_SUBJECT = "Your furbaby's feeding plan";
/** The page a feeding-plan mail links back to. */
export const FEEDING_GUIDE_PATH = '/get-started';

const grouped = new Intl.NumberFormat('en-NZ');

/**
 * The plan as plain text: each included dog's calories, grams and cups a day (120 g cups, as
 * on the feeding guide), the family's kibble total, and each recipe's recommended plan.
 */
export function feedingPlanText(message: FeedingPlanMessage, link: string): string {
  const { petData, recommendations } = message;
  const pets = petData.pets.filter(isIncludedInFamilyPlan);
  const lines = ['Hi there,', '', 'Here is the feeding plan you asked for.', ''];
  for (const p of pets) {
    lines.push(
      `${p.name}: ${grouped.format(p.kibble_calories_per_day)} calories/day, ${grouped.format(p.kibble_grams_per_day)} g/day, ${cupsPerDay(p.kibble_grams_per_day, CUP_GRAMS_RECIPE_PAGES)} cups/day`,
    );
  }
  if (pets.length > 1) {
    lines.push(
      '',
      `All together: ${grouped.format(petData.total_subscribed_calories_per_day)} calories/day, ${grouped.format(petData.total_subscribed_grams_per_day)} g/day, ${cupsPerDay(petData.total_subscribed_grams_per_day, CUP_GRAMS_RECIPE_PAGES)} cups/day`,
    );
  }
  if (recommendations.length > 0) {
    lines.push('', 'Recommended plans:');
    for (const r of recommendations) {
      const plan = recommendedPlan(r.plans);
      if (plan) {
        lines.push(
          `- ${r.title}: a ${plan.bag_size} kg bag every ${plan.frequency} days, ${formatNzd(plan.subscriptionPrice)} (${formatNzd(plan.subscriptionPricePerDay)}/day)`,
        );
      }
    }
    const lowest = lowestPricePerDay(recommendations.flatMap((r) => r.plans));
    if (lowest !== null) lines.push('', `Plans from ${formatNzd(lowest)} per day.`);
  }
  lines.push('', 'See or change the plan:', link);
  return lines.join('\n');
}

/** The feeding-plan mail through our own mailer (outbox locally, the CRM in production). */
export function planViaMailer(mailer: Mailer, publicOrigin: string): FeedingPlanSender {
  return {
    name: 'mailer',
    async send(message) {
      const link = new URL(FEEDING_GUIDE_PATH, publicOrigin).href;
      await mailer.send({
        to: message.email,
        subject: FEEDING_PLAN_SUBJECT,
        text: feedingPlanText(message, link),
        links: [link],
        kind: 'feeding-plan',
      });
    },
  };
}
