import { useId, type MouseEvent } from 'react';
import type { KibbleProduct } from '../../domain/catalogue';
import { FIRST_ORDER_BADGE_TEXT, formatNzd } from '../../domain/money';
import { firstOrderButtonLabel, firstOrderCardFigures, recipeCardGramsLabel, recipeFeatures, trialCardFigures } from '../../domain/recipe-pages';
import type { RecommendationPlanData } from '../../domain/schemas/shop';
import { trialButtonLabel, trialOfferLine, type RecipePage } from '../../domain/trial';
import { BASE } from '../../lib/base-path';
import { siteUrl } from '../../lib/site-url';

/** Stands in for a figure until the dog's plan is known; the box keeps its size. */
const UNKNOWN = '–';

/**
 * One recipe on a recipe page: feature bullets, grams per day, bag size, frequency and price per
 * day of the plan nearest 30 days, the offer line and the renewal text, and the button that
 * starts its checkout. The whole card is clickable too (the button is the keyboard's way in).
 *
 * The recipe's image, title, features and offer do not depend on the dog, so the card is in the
 * page's HTML from the start (its image is the page's largest paint). Until the dog's `plan` is
 * known (the recommendations answer) the figures show a dash in boxes of their final size and
 * the button is disabled.
 */
export function RecipeCard({
  page,
  product,
  plan,
  priority = false,
  busy,
  onChoose,
}: {
  page: RecipePage;
  product: KibbleProduct;
  plan: RecommendationPlanData | null;
  /** The first card: its image is the largest paint, fetched first. */
  priority?: boolean;
  busy: boolean;
  onChoose: () => void;
}) {
  const id = useId();
  const figures = plan ? (page === 'trial' ? trialCardFigures(plan) : firstOrderCardFigures(plan)) : null;
  const canChoose = plan !== null && !busy;
  const onCardClick = (event: MouseEvent<HTMLElement>) => {
    if ((event.target as HTMLElement).closest('button, a')) return;
    if (canChoose) onChoose();
  };
  return (
    // The click handler is a larger mouse target; the button below is the control.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <article className="recipe-card" aria-labelledby={`${id}-title`} onClick={onCardClick}>
      {page === 'first-order' ? <p className="badge">{FIRST_ORDER_BADGE_TEXT}</p> : null}
      {/* Never lazy, sized, and the first one fetched first: the first card's image is the page's largest paint (LCP). */}
      {/* Our path (kept under the proxy) or the shop's CDN address, as the catalogue has it. */}
      <img src={siteUrl(product.image)} alt="" width="160" height="160" loading="eager" fetchPriority={priority ? 'high' : undefined} />
      <h2 id={`${id}-title`}>{product.title}</h2>
      <ul className="features">
        {recipeFeatures(product).map((f) => (
          <li key={f}>{f}</li>
        ))}
      </ul>
      <dl className="figures">
        <div>
          <dt>{recipeCardGramsLabel(product.title)}</dt>
          <dd>{figures ? `${figures.gramsPerDay} g` : UNKNOWN}</dd>
        </div>
        <div>
          <dt>Bag size</dt>
          <dd>{figures ? `${figures.bagSizeKg} kg` : UNKNOWN}</dd>
        </div>
        <div>
          <dt>Delivered every</dt>
          <dd>{figures ? `${figures.frequencyDays} days` : UNKNOWN}</dd>
        </div>
        <div>
          <dt>Price per day</dt>
          <dd>{figures ? formatNzd(figures.pricePerDay) : UNKNOWN}</dd>
        </div>
      </dl>
      {page === 'trial' ? <p className="offer">{trialOfferLine(product.title)}</p> : null}
      <p className="renewal">{figures?.renewalText}</p>
      <button type="button" className="primary" disabled={!canChoose} onClick={onChoose}>
        {page === 'trial' ? trialButtonLabel(product.name) : firstOrderButtonLabel(product.name)}
      </button>
    </article>
  );
}

/** The cards' places before the catalogue is on the page: the spec's two trial recipes (001 §7). */
export const RECIPE_CARD_SLOTS = 2;

/**
 * A recipe card's place in the built HTML, which carries no product (the shop's catalogue comes
 * with the served page, src/stores/catalogue.ts): the card's box, its image's and figures' sizes
 * and its terms, and nothing that names a recipe or a price. Hidden from screen readers: it says
 * nothing yet.
 */
export function RecipeCardSlot({ page, priority = false }: { page: RecipePage; priority?: boolean }) {
  return (
    <div className="recipe-card recipe-card-slot" aria-hidden="true">
      {page === 'first-order' ? <p className="badge">{FIRST_ORDER_BADGE_TEXT}</p> : null}
      {/* Our dog picture, no recipe's: the place's largest paint comes with the HTML, as the card's image did. */}
      <img src={`${BASE}/images/default-dog.svg`} alt="" width="160" height="160" loading="eager" fetchPriority={priority ? 'high' : undefined} />
      <h2>&nbsp;</h2>
      {/* The features' lines (a recipe has up to four), so the card does not grow when it fills. */}
      <ul className="features">
        {[1, 2, 3, 4].map((line) => (
          <li key={line}>&nbsp;</li>
        ))}
      </ul>
      <dl className="figures">
        {['Grams per day', 'Bag size', 'Delivered every', 'Price per day'].map((term) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{UNKNOWN}</dd>
          </div>
        ))}
      </dl>
      {page === 'trial' ? <p className="offer">&nbsp;</p> : null}
      <p className="renewal" />
      <button type="button" className="primary" disabled>
        &nbsp;
      </button>
    </div>
  );
}
