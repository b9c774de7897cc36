/** The words of the console's "Plans & recipes" (issue 60 §5). */
import type { PLANS_STATES } from '../domain/schemas/console-catalogue';

export const PLANS_WORDS = {
  plansHeading: 'Subscription plans',
  notReady: 'Customers cannot subscribe to every plan',
  noPlans: 'No delivery frequency is offered yet.',
  repair: 'Repair plans',
  repairing: 'Repairing…',
  repaired: 'Plans repaired',
  bags: 'Bags and prices (from the shop)',
  noRecipes: 'No recipe is offered: give a product its kcal per kg.',
  excludedHeading: 'Products not offered',
  offHeading: 'Subscribers on something no longer sold',
  noneOff: 'Every subscriber’s bag and delivery frequency is still sold.',
  bagGone: 'Their bag',
  frequencyGone: 'Their delivery frequency',
  lastChange: 'Last changed here',
  fromDemo: 'Local mode: the demo catalogue in the app’s database.',
  fromShop: (at: string | null) => `From the shop’s products and the app’s selling plans${at ? `, read ${at}` : ''}. Bags and prices are edited in Shopify.`,
} as const;

type State = (typeof PLANS_STATES)[number];

/** The plans' state as a badge. */
export function planStateBadge(state: State): { tone: 'success' | 'warning' | 'critical' | 'neutral'; text: string } {
  if (state === 'ready') return { tone: 'success', text: 'Ready' };
  if (state === 'mismatch') return { tone: 'warning', text: 'Edited in Shopify: not what the app offers' };
  if (state === 'failed') return { tone: 'critical', text: 'Not created' };
  return { tone: 'neutral', text: 'Not created yet' };
}
