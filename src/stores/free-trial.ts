/**
 * The free-trial form's hand-over (spec 001 §3, §4): `freeTrialParams` read once from local
 * storage, and the trial recipe page's address for a filled-in form.
 */
import { ATTRIBUTION_PARAMS, SHOP_PATH_PARAM, SHOP_REFERRER_PARAM } from '../domain/attribution-params';
import * as v from 'valibot';
import { freeTrialParamsSchema, type FreeTrialForm, type FreeTrialParams } from '../domain/schemas/trial';
import type { RecipePage } from '../domain/trial';
import { browserStorage, RECIPE_PAGE_PATHS } from './trial-handover';

export { rememberTrialCustomer } from './trial-handover';

/** Where the shop page (or an earlier visit) leaves the form's values; read once, then removed. */
export const FREE_TRIAL_PARAMS_KEY = 'freeTrialParams';

/** `freeTrialParams`, read once and removed; null when absent or unreadable. */
export function takeFreeTrialParams(): FreeTrialParams | null {
  const storage = browserStorage('local');
  const raw = storage?.getItem(FREE_TRIAL_PARAMS_KEY) ?? null;
  if (raw === null) return null;
  try {
    storage?.removeItem(FREE_TRIAL_PARAMS_KEY);
  } catch {
    // blocked storage: it is read again next time, which does no harm
  }
  try {
    const parsed = v.safeParse(freeTrialParamsSchema, JSON.parse(raw));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}

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
