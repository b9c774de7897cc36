/**
 * The free-trial form's hand-over (spec 001 §3, §4): where `freeTrialParams` waits in local
 * storage (read by ./free-trial-checks.ts), and the trial recipe page's address for a filled-in form.
 */
import { ATTRIBUTION_PARAMS, SHOP_PATH_PARAM, SHOP_REFERRER_PARAM } from '../domain/attribution-params';
import type { FreeTrialForm } from '../domain/schemas/trial';
import type { RecipePage } from '../domain/trial';
import { RECIPE_PAGE_PATHS } from './trial-handover';

export { rememberTrialCustomer } from './trial-handover';

/** Where the shop page (or an earlier visit) leaves the form's values; read once, then removed. */
export const FREE_TRIAL_PARAMS_KEY = 'freeTrialParams';

/**
 * The trial recipe page's address for a filled-in form, carrying a discount from the form's
 * own address along.
 *
 * @example
 * recipePageUrl({ name: 'Rex', weight: 12, lifeStage: 'adult', activityLevel: 'typical', bodyCondition: 'aboutRight' }, null)
 * // '/free-trial/choose-recipe?name=Rex&weight=12&lifeStage=adult&activityLevel=typical&bodyCondition=aboutRight'
 */
const CARRIED = [...ATTRIBUTION_PARAMS, SHOP_PATH_PARAM, SHOP_REFERRER_PARAM];

export function recipePageUrl(
  dog: Pick<FreeTrialForm, 'name' | 'weight' | 'lifeStage' | 'activityLevel' | 'bodyCondition'>,
  discount: string | null,
  page: RecipePage = 'trial',
): string {
  const query = new URLSearchParams({
    name: dog.name,
    weight: String(dog.weight),
    lifeStage: dog.lifeStage,
    activityLevel: dog.activityLevel,
    bodyCondition: dog.bodyCondition,
  });
  if (discount) query.set('discount', discount);
  // The visit's campaign goes along (src/stores/attribution.ts): a frame whose storage the browser blocks has no other way.
  for (const [key, value] of new URLSearchParams(location.search)) {
    if (CARRIED.includes(key as never)) query.set(key, value);
  }
  return `${RECIPE_PAGE_PATHS[page]}?${query}`;
}
