import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import { recommendedPlan } from '../../domain/plans';
import { RECOMMENDATIONS_LOADING_MESSAGE, recipePageMetrics, titleName } from '../../domain/recipe-pages';
import { firstOrderRecipeTitle, trialRecipeTitle, type RecipePage as Page } from '../../domain/trial';
import {
  $checkoutStart,
  $recipePet,
  $recipeRecommendations,
  hasUsableWeight,
  initRecipePage,
  kibbleOf,
  onRecipePageShow,
  refreshRecommendations,
  startRecipeCheckout,
} from '../../stores/trial';
import { useEmbed, useReportHeight } from '../embed/use-embed';
import { CheckoutOverlay } from './CheckoutOverlay';
import { DailyMetrics } from './DailyMetrics';
import { PetSentence } from './PetSentence';
import { RecipeCard } from './RecipeCard';
import './trial.css';

/**
 * The trial recipe page (/free-trial/choose-recipe) and the first-order recipe page
 * (/choose-recipe), spec 001 §2: the title with the dog's name, the editable sentence, the
 * metrics and at most two recipe cards; choosing one starts the checkout.
 */
export function RecipePage({ page }: { page: Page }) {
  useEmbed();
  const rootRef = useRef<HTMLDivElement>(null);
  useReportHeight('choose-recipe', rootRef);
  const pet = useStore($recipePet);
  const recs = useStore($recipeRecommendations);
  const starting = useStore($checkoutStart);

  useEffect(() => {
    void initRecipePage(page).then(({ redirect }) => {
      if (redirect) window.location.replace(redirect);
    });
    window.addEventListener('pageshow', onRecipePageShow);
    return () => window.removeEventListener('pageshow', onRecipePageShow);
  }, [page]);

  const name = titleName(pet.name);
  const title = page === 'trial' ? trialRecipeTitle(name) : firstOrderRecipeTitle(name);
  const usable = hasUsableWeight(pet);

  return (
    <div ref={rootRef} className="recipe-page" aria-busy={starting ? true : undefined}>
      <h1>{title}</h1>
      <PetSentence />
      {usable ? <DailyMetrics metrics={recipePageMetrics(pet)} label={`${name}'s daily feeding amounts`} /> : null}

      <section className="recipes" aria-label="Recipes">
        {recs.status === 'loading' ? (
          <p role="status" className="muted">
            {RECOMMENDATIONS_LOADING_MESSAGE}
          </p>
        ) : null}
        {recs.status === 'error' ? (
          <div role="alert" className="form-message">
            <p>{recs.message}</p>
            <button type="button" className="secondary" onClick={() => void refreshRecommendations()}>
              Try again
            </button>
          </div>
        ) : null}
        {recs.status === 'ready' ? (
          <div className="recipe-cards">
            {recs.recommendations.slice(0, 2).map((r) => {
              const product = kibbleOf(r.product_id);
              const plan = recommendedPlan(r.plans);
              if (!product || !plan) return null;
              return (
                <RecipeCard
                  key={r.product_id}
                  page={page}
                  product={product}
                  recommendation={r}
                  busy={starting !== null}
                  onChoose={() => void startRecipeCheckout(r.product_id, plan)}
                />
              );
            })}
          </div>
        ) : null}
      </section>
      <CheckoutOverlay />
    </div>
  );
}
