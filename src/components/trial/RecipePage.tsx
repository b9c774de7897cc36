import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { RECOMMENDATIONS_LOADING_MESSAGE, householdMetrics, recipePageMetrics, titleName } from '../../domain/recipe-pages';
import { joinedNames } from '../../domain/names';
import { firstOrderRecipeTitle, trialRecipeTitle, type RecipePage as Page } from '../../domain/trial';
import {
  $checkoutStart,
  $recipeHousehold,
  $recipePet,
  $recipeReady,
  $recipeRecommendations,
  hasUsableWeight,
  initRecipePage,
  onRecipePageShow,
  recipeCards,
  refreshRecommendations,
  startRecipeCheckout,
} from '../../stores/trial';
import { useCatalogue } from '../../stores/catalogue';
import { useEmbeddedPage } from '../embed/use-embed';
import { CheckoutOverlay } from './CheckoutOverlay';
import { DailyMetrics } from './DailyMetrics';
import { HouseholdSentence } from './HouseholdSentence';
import { PetSentence } from './PetSentence';
import { RECIPE_CARD_SLOTS, RecipeCard, RecipeCardSlot } from './RecipeCard';
import './trial.css';
import { BASE } from '../../lib/base-path';

/**
 * The trial recipe page (/free-trial/choose-recipe) and the first-order recipe page
 * (/choose-recipe), spec 001 §2: the title with the dog's name, the editable sentence, the
 * metrics and the two recipe cards; choosing one starts the checkout.
 *
 * The built HTML cannot know the dog (it is in the address) nor the shop's recipes (the catalogue
 * comes with the served page), so it holds everything else at its final size: the cards' places
 * (RecipeCardSlot, filled with the recipes right after hydration), and the metrics' boxes while
 * the address is unread (trial.css lays it out as for a dog in the address). Nothing moves when the figures fill in, nor when the recommendations answer:
 * their loading status is for screen readers only.
 */
export function RecipePage({
  page,
  metricsNote,
}: {
  page: Page;
  /** Whose grams the metrics are (src/copy/recipe-grams.ts, a prop from the Astro shell). */ metricsNote?: string;
}) {
  useEmbeddedPage('choose-recipe');
  const pet = useStore($recipePet);
  const household = useStore($recipeHousehold);
  const ready = useStore($recipeReady);
  const recs = useStore($recipeRecommendations);
  const starting = useStore($checkoutStart);
  const catalogue = useCatalogue();

  useEffect(() => {
    void initRecipePage(page).then(({ redirect }) => {
      if (redirect) window.location.replace(BASE + redirect); // a path on our site: under the proxy's prefix;
    });
    window.addEventListener('pageshow', onRecipePageShow);
    return () => window.removeEventListener('pageshow', onRecipePageShow);
  }, [page]);

  // The guide's household (first-order page only): its names, and what they eat together.
  const name = household ? joinedNames(household.map((d) => d.name)) : titleName(pet.name);
  const title = page === 'trial' ? trialRecipeTitle(name) : firstOrderRecipeTitle(name);
  const daily = household ? householdMetrics(household) : hasUsableWeight(pet) ? recipePageMetrics(pet) : null;
  const metrics = daily ? <DailyMetrics metrics={daily} label={`${name}'s daily feeding amounts`} /> : null;

  return (
    <div className="recipe-page" data-ready={ready || undefined} aria-busy={starting ? true : undefined}>
      <h1>{title}</h1>
      {household && daily ? <HouseholdSentence names={household.map((d) => d.name)} grams={daily.grams} /> : <PetSentence />}
      {ready ? (
        metrics
      ) : (
        // The boxes' place while the address is unread; their figures are never shown.
        <div className="metrics-pending" aria-hidden="true">
          <DailyMetrics metrics={{ calories: 0, grams: 0, cups: 0 }} />
        </div>
      )}
      {metricsNote ? <p className="hint metrics-note">{metricsNote}</p> : null}

      <section className="recipes" aria-label="Recipes">
        <p role="status" className="visually-hidden">
          {recs.status === 'loading' ? RECOMMENDATIONS_LOADING_MESSAGE : null}
        </p>
        {recs.status === 'error' ? (
          <div role="alert" className="form-message">
            <p>{recs.message}</p>
            <button type="button" className="secondary" onClick={() => void refreshRecommendations()}>
              Try again
            </button>
          </div>
        ) : null}
        <div className="recipe-cards">
          {catalogue ? null : Array.from({ length: RECIPE_CARD_SLOTS }, (_, i) => <RecipeCardSlot key={i} page={page} priority={i === 0} />)}
          {recipeCards(recs, catalogue).map(({ product, plan }, i) => (
            <RecipeCard
              key={product.id}
              page={page}
              product={product}
              plan={plan}
              priority={i === 0}
              busy={starting !== null}
              onChoose={() => {
                if (plan) void startRecipeCheckout(product.id, plan);
              }}
            />
          ))}
        </div>
      </section>
      <CheckoutOverlay />
    </div>
  );
}
