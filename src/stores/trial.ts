/**
 * The recipe pages' shared state (spec 001 §2, §4 'Trial flow'): the dog, its recommendations
 * and the checkout start, for /free-trial/choose-recipe and /choose-recipe.
 *
 * The dog comes from the address (name, weight, lifeStage, activityLevel, bodyCondition: the
 * free-trial form's keys), else from the free-trial form posted natively, else from the pet
 * screens' stored data (./recipe-dog.ts); the visitor's name and
 * e-mail from the address (customerName, customerEmail), else from the free-trial form's
 * hand-over (./trial-handover.ts).
 *
 * Islands call `initRecipePage()` from an effect, never while rendering: the server-rendered
 * HTML is the empty state, so hydration always matches it. That state already holds both recipe
 * cards (`recipeCards`), without their plans until the recommendations have answered.
 *
 * @example
 * useEffect(() => { void initRecipePage('trial').then(({ redirect }) => redirect && location.replace(redirect)); }, []);
 * const cards = recipeCards(useStore($recipeRecommendations));
 * await startRecipeCheckout(cards[0].product.id, cards[0].plan);
 */
import { atom } from 'nanostores';
import type { Catalogue, KibbleProduct } from '../domain/catalogue';
import { TIMERS_MS } from '../copy/timers';
import { TRIAL_MESSAGES } from '../copy/trial-messages';
import { normalisePetQuery, type PetQuery } from '../domain/normalise';
import { recommendedPlan, type RecommendationPlan } from '../domain/plans';
import { RECIPE_CARD_ORDER, isTrialProduct, trialProducts } from '../domain/recommendations';
import type { RecommendationData, RecommendationPlanData } from '../domain/schemas/shop';
import { discountCodeFor, type RecipePage } from '../domain/trial';
import { RECIPE_PAGE_MAX_WEIGHT_KG, WEIGHT_MIN_KG, recipePageWeightRedirect } from '../domain/weight';
import { $catalogue } from './catalogue';
import { loadFunnel, navigateTop, trackFunnel } from './embed';
import { readTrialCustomer, type TrialCustomer } from './trial-handover';
import type { StoredHouseholdDog } from './recipe-dog';

/**
 * The typed API client (hono/client, 2 KB of gzip) loads after the first screen, as the funnel's
 * sender does: the recipe cards are in the page's HTML, and nothing calls the API before its
 * first answer is needed (issue 48).
 */
const loadApi = () => import('../lib/api-client').then((m) => m.api);

export type RecipePet = PetQuery;

export const EMPTY_RECIPE_PET: RecipePet = {
  name: '',
  weight: null,
  life_stage: 'adult',
  activity_level: 'typical',
  body_condition: 'aboutRight',
};

export const $recipePet = atom<RecipePet>(EMPTY_RECIPE_PET);
/**
 * The first-order page's household (issue 61): every dog of the feeding guide's family plan,
 * when it holds more than one and the address names no dog. The page then prices, shows and
 * checks out the family's food; the trial stays one dog (spec 001 §2).
 */
export const $recipeHousehold = atom<StoredHouseholdDog[] | null>(null);
/** True once the page has read its address (until then the islands show the server's empty state). */
export const $recipeReady = atom(false);

export type RecommendationsState =
  { status: 'idle' } | { status: 'loading' } | { status: 'ready'; recommendations: RecommendationData[] } | { status: 'error'; message: string };
export const $recipeRecommendations = atom<RecommendationsState>({ status: 'idle' });

/** The checkout being started: which recipe, while the overlay shows. */
export const $checkoutStart = atom<{ productId: string; notice?: string } | null>(null);

let page: RecipePage = 'trial';
let customer: TrialCustomer | null = null;
let queryDiscount: string | null = null;
/** Changes to the dog made before initRecipePage had read the page's own. */
let editsWhileReading: Partial<RecipePet> = {};

/** A dog the recipe pages can price: a weight between 1 and 45 kg. */
export function hasUsableWeight(pet: RecipePet): pet is RecipePet & { weight: number } {
  return pet.weight !== null && pet.weight >= WEIGHT_MIN_KG && pet.weight <= RECIPE_PAGE_MAX_WEIGHT_KG;
}

/**
 * Reads the page's dog (the address, else the stored pet data), the visitor (the address's
 * customerName/customerEmail, else the free-trial form's) and a discount code, then fetches the
 * recommendations. Answers the weight-limit redirect when the dog is over 45 kg.
 */
export async function initRecipePage(which: RecipePage, href: string = window.location.href): Promise<{ redirect: string | null }> {
  page = which;
  const url = new URL(href);
  const query = url.searchParams;
  const fromQuery = query.has('name') || query.has('weight');
  // No dog in the address: the free-trial form posted natively, else the pet screens' (./recipe-dog.ts, loaded then).
  const stored = fromQuery ? null : await import('./recipe-dog').then((m) => m.addresslessDogs()).catch(() => null);
  const pet = fromQuery ? normalisePetQuery(query) : (stored?.dogs[0] ?? EMPTY_RECIPE_PET);
  $recipeHousehold.set(which === 'first-order' && stored && stored.household.length > 1 ? stored.household : null);
  const redirect = recipePageWeightRedirect(pet.weight);
  if (redirect) return { redirect };

  const name = query.get('customerName')?.trim();
  const email = query.get('customerEmail')?.trim();
  customer = email ? { name: name ?? '', email } : readTrialCustomer();
  queryDiscount = query.get('discount')?.trim() || null;
  // What the visitor changed in the editor meanwhile (it is open from the first paint) is newer.
  $recipePet.set({ ...pet, ...editsWhileReading });
  editsWhileReading = {};
  $recipeReady.set(true);
  void refreshRecommendations();
  return { redirect: null };
}

/** The dog changed on the page: keep the address in step (reload and share keep it) and refetch. */
export function updateRecipePet(patch: Partial<RecipePet>): void {
  if (!$recipeReady.get()) editsWhileReading = { ...editsWhileReading, ...patch };
  const pet = { ...$recipePet.get(), ...patch };
  $recipePet.set(pet);
  try {
    const url = new URL(window.location.href);
    url.searchParams.set('name', pet.name);
    if (pet.weight === null) url.searchParams.delete('weight');
    else url.searchParams.set('weight', String(pet.weight));
    url.searchParams.set('lifeStage', pet.life_stage);
    url.searchParams.set('activityLevel', pet.activity_level);
    url.searchParams.set('bodyCondition', pet.body_condition);
    window.history.replaceState(window.history.state, '', url);
  } catch {
    // an address we cannot rewrite (sandboxed frame): the page still works
  }
  void refreshRecommendations();
}

/** The customer data a trial page sends: name, e-mail, and the name split in two. */
function customerData() {
  if (!customer) return null;
  const [first = '', ...rest] = customer.name.split(/\s+/).filter(Boolean);
  return { name: customer.name, email: customer.email || null, firstname: first, lastname: rest.join(' ') };
}

/** The discount this page sends: the address's, else the page's default (FREE7DAYTRIAL / WELCOME20). */
export function pageDiscount(): string {
  return discountCodeFor(page, queryDiscount);
}

let sequence = 0;

/**
 * POST /api/pets/recommendations in the trial pages' form; only the newest answer counts.
 * Keeps only the two trial recipes whatever the answer holds.
 */
export async function refreshRecommendations(): Promise<void> {
  const pet = $recipePet.get();
  const household = $recipeHousehold.get();
  const mine = ++sequence;
  if (!household && !hasUsableWeight(pet)) {
    $recipeRecommendations.set({ status: 'idle' });
    return;
  }
  $recipeRecommendations.set({ status: 'loading' });
  try {
    const api = await loadApi();
    const res = await api.api.pets.recommendations.$post({
      json: {
        pets: pricedDogs(),
        customerData: customerData(),
        discount: pageDiscount(),
      },
    });
    if (!res.ok) throw new Error(TRIAL_MESSAGES.failedToGetRecommendations);
    // The answer's type is the route's (Hono's typed client); the route builds it with the domain module.
    const { recommendations } = await res.json();
    if (mine !== sequence) return;
    const catalogue = $catalogue.get();
    $recipeRecommendations.set({
      status: 'ready',
      recommendations: catalogue ? recommendations.filter((r) => isTrialProduct(catalogue, r.product_id)) : [],
    });
    trackFunnel({ name: 'recommendations_viewed' });
  } catch {
    if (mine !== sequence) return;
    $recipeRecommendations.set({ status: 'error', message: TRIAL_MESSAGES.failedToGetRecommendationsAlert });
  }
}

/**
 * The dogs the page prices and the checkout saves: the household's, else the page's one dog
 * (spec 001 §7's trial form of the call); the account gets those it lacks by name.
 */
function pricedDogs() {
  const household = $recipeHousehold.get();
  if (household) {
    return household.map(({ kibble_calories_per_day: _c, kibble_grams_per_day: _g, ...dog }) => dog);
  }
  const pet = $recipePet.get();
  return [
    {
      name: pet.name || 'My dog',
      weight: pet.weight,
      life_stage: pet.life_stage,
      activity_level: pet.activity_level,
      body_condition: pet.body_condition,
    },
  ];
}

/** One recipe card: its kibble, and the preselected plan (nearest 30 days) once the recommendations have answered. */
export interface RecipeCardData {
  product: KibbleProduct;
  plan: RecommendationPlanData | null;
}

/**
 * The catalogue's trial recipes in card order (demo: Luxe Lamb, Chicken Dog Box): those the trial
 * pages' form of POST /api/pets/recommendations answers (spec 001 §7), known before it answers.
 */
export function recipeCardProducts(cat: Catalogue): KibbleProduct[] {
  const rank = (p: KibbleProduct) => (RECIPE_CARD_ORDER.includes(p.name) ? RECIPE_CARD_ORDER.indexOf(p.name) : RECIPE_CARD_ORDER.length);
  return trialProducts(cat).sort((a, b) => rank(a) - rank(b));
}

/**
 * The recipe cards: every trial recipe of the catalogue, with its preselected plan once the
 * recommendations are ready, else with none (the card shows the recipe and keeps the places of
 * its figures). No catalogue (the page hydrating), no card: a card names a product.
 *
 * @example
 * recipeCards({ status: 'loading' }, demo).map((c) => [c.product.title, c.plan]) // [['Luxe Lamb', null], ['Chicken Dog Box', null]]
 */
export function recipeCards(state: RecommendationsState, cat: Catalogue | null): RecipeCardData[] {
  if (!cat) return [];
  const recommendations = state.status === 'ready' ? state.recommendations : [];
  return recipeCardProducts(cat).map((product) => {
    const recommendation = recommendations.find((r) => r.product_id === product.id);
    return { product, plan: recommendation ? recommendedPlan(recommendation.plans) : null };
  });
}

/**
 * Starts the checkout for a recipe's preselected plan: the overlay shows, the checkout URL is
 * requested, and the top window goes there. A failed or refused call just ends the overlay
 * (spec 001 §8). A second click while one is starting does nothing.
 */
export async function startRecipeCheckout(
  productId: string,
  plan: Pick<RecommendationPlan, 'variantId' | 'selling_plan_id' | 'bag_size' | 'frequency'>,
): Promise<void> {
  if ($checkoutStart.get()) return;
  $checkoutStart.set({ productId });
  try {
    // The visit's attribution and id; plan_selected noted (./funnel.ts, loaded after the first paint).
    const visit = await loadFunnel().then((m) => m.checkoutVisit(productId, plan));
    const api = await loadApi();
    const res = await api.api.pets['checkout-url'].$post({
      json: {
        variantId: plan.variantId,
        sellingPlanId: plan.selling_plan_id,
        customerData: customerData(),
        quantity: 1,
        discount: pageDiscount(),
        pageDiscount: discountCodeFor(page, null),
        // A dog nobody named ('My dog' stands in for pricing) is not saved to the account.
        pets: $recipeHousehold.get() || $recipePet.get().name.trim() ? pricedDogs() : [],
        ...visit,
      },
    });
    if (!res.ok) {
      $checkoutStart.set(null);
      return;
    }
    const { checkout_url, discount_notice } = await res.json();
    if (discount_notice) {
      // A campaign link's code did not apply: say so before the checkout, which shows the page's own offer.
      $checkoutStart.set({ productId, notice: discount_notice });
      await new Promise((r) => setTimeout(r, TIMERS_MS.discountNotice));
    }
    if (!navigateTop(checkout_url)) window.location.assign(checkout_url);
  } catch {
    $checkoutStart.set(null);
  }
}

/** The page came back (back button, bfcache): the overlay ends; a page from the cache reloads. */
export function onRecipePageShow(event: PageTransitionEvent): void {
  $checkoutStart.set(null);
  if (event.persisted) window.location.reload();
}
