import { useId, type MouseEvent } from 'react';
import type { KibbleProduct } from '../../domain/catalogue';
import { FIRST_ORDER_BADGE_TEXT, formatNzd } from '../../domain/money';
import { firstOrderButtonLabel, firstOrderCardFigures, recipeFeatures, trialCardFigures } from '../../domain/recipe-pages';
import { recommendedPlan } from '../../domain/plans';
import type { RecommendationData } from '../../domain/schemas/shop';
import { trialButtonLabel, trialOfferLine, type RecipePage } from '../../domain/trial';

/**
 * One recipe on a recipe page: feature bullets, grams per day, bag size, frequency and price per
 * day of the plan nearest 30 days, the offer line and the renewal text, and the button that
 * starts its checkout. The whole card is clickable too (the button is the keyboard's way in).
 */
export function RecipeCard({
  page,
  product,
  recommendation,
  busy,
  onChoose,
}: {
  page: RecipePage;
  product: KibbleProduct;
  recommendation: RecommendationData;
  busy: boolean;
  onChoose: () => void;
}) {
  const id = useId();
  const plan = recommendedPlan(recommendation.plans);
  if (!plan) return null;
  const figures = page === 'trial' ? trialCardFigures(plan) : firstOrderCardFigures(plan);
  const onCardClick = (event: MouseEvent<HTMLElement>) => {
    if ((event.target as HTMLElement).closest('button, a')) return;
    if (!busy) onChoose();
  };
  return (
    // The click handler is a larger mouse target; the button below is the control.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <article className="recipe-card" aria-labelledby={`${id}-title`} onClick={onCardClick}>
      {page === 'first-order' ? <p className="badge">{FIRST_ORDER_BADGE_TEXT}</p> : null}
      {/* Not lazy: the first card's image is the page's largest paint (LCP). */}
      <img src={recommendation.image ?? product.image} alt="" width="160" height="160" />
      <h2 id={`${id}-title`}>{recommendation.title}</h2>
      <ul className="features">
        {recipeFeatures(product).map((f) => (
          <li key={f}>{f}</li>
        ))}
      </ul>
      <dl className="figures">
        <div>
          <dt>Grams per day</dt>
          <dd>{figures.gramsPerDay} g</dd>
        </div>
        <div>
          <dt>Bag size</dt>
          <dd>{figures.bagSizeKg} kg</dd>
        </div>
        <div>
          <dt>Delivered every</dt>
          <dd>{figures.frequencyDays} days</dd>
        </div>
        <div>
          <dt>Price per day</dt>
          <dd>{formatNzd(figures.pricePerDay)}</dd>
        </div>
      </dl>
      {page === 'trial' ? <p className="offer">{trialOfferLine(recommendation.title)}</p> : null}
      <p className="renewal">{figures.renewalText}</p>
      <button type="button" className="primary" disabled={busy} onClick={onChoose}>
        {page === 'trial' ? trialButtonLabel(product.name) : firstOrderButtonLabel(product.name)}
      </button>
    </article>
  );
}
