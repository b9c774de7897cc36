import { useStore } from '@nanostores/react';
import { useId, useRef, useState } from 'react';
import { findKibble, type Catalogue } from '../../../domain/catalogue';
import { formatNzd } from '../../../domain/money';
import { recommendedPlan } from '../../../domain/plans';
import type { RecommendationData } from '../../../domain/schemas/shop';
import { useCatalogue } from '../../../stores/catalogue';
import { $embed, shopUrl } from '../../../stores/embed';
import { siteUrl } from '../../../lib/site-url';

/** The shop's product page for a plan (shop links carry variant, size and frequency, 001 §2). */
function planUrl(cat: Catalogue | null, rec: RecommendationData, plan: RecommendationData['plans'][number]): string | null {
  const handle = cat ? findKibble(cat, rec.product_id)?.handle : undefined;
  if (!handle) return null;
  const query = new URLSearchParams({ variant: plan.variantId, size: String(plan.bag_size), frequency: String(plan.frequency) });
  return shopUrl(`/products/${handle}?${query.toString()}`);
}

function RecipeCard({ rec, position, count }: { rec: RecommendationData; position: number; count: number }) {
  const id = useId();
  const embed = useStore($embed);
  const catalogue = useCatalogue();
  const [bag, setBag] = useState(() => recommendedPlan(rec.plans)?.bag_size ?? rec.plans[0]?.bag_size ?? 0);
  const plan = rec.plans.find((p) => p.bag_size === bag) ?? rec.plans[0];
  if (!plan) return null;
  const url = planUrl(catalogue, rec, plan);
  return (
    <div className="dash-recipe" role="group" aria-roledescription="slide" aria-labelledby={`${id}-title`} aria-describedby={`${id}-pos`}>
      {rec.image ? <img src={siteUrl(rec.image)} alt="" width="120" height="120" loading="lazy" /> : null}
      <h3 id={`${id}-title`}>{rec.title}</h3>
      <span id={`${id}-pos`} className="visually-hidden">
        {position} of {count}
      </span>
      <fieldset className="dash-bag-toggle">
        <legend>Bag size</legend>
        {rec.plans.map((p) => (
          <label key={p.bag_size} className={p.bag_size === bag ? 'chosen' : undefined}>
            <input type="radio" name={`${id}-bag`} value={p.bag_size} checked={p.bag_size === bag} onChange={() => setBag(p.bag_size)} />
            {p.bag_size} kg
          </label>
        ))}
      </fieldset>
      <p>
        A {plan.bag_size} kg bag every {plan.frequency} days
      </p>
      <p className="dash-recipe-price">
        <strong>{formatNzd(plan.subscriptionPrice)}</strong> <span className="hint">({formatNzd(plan.subscriptionPricePerDay)}/day)</span>
      </p>
      {url ? (
        <a className="button primary" href={url} target={embed.framed ? '_top' : undefined} aria-label={`Subscribe to ${rec.title}, ${plan.bag_size} kg`}>
          Subscribe
        </a>
      ) : null}
    </div>
  );
}

/**
 * Recommended Feeding Plans (001 §2), shown as the product recommendations when there is no
 * active subscription: a carousel with a card per recipe (lamb, mixed, chicken, the order the
 * API answers in), each with a bag-size toggle starting at the plan nearest 30 days.
 */
export function RecommendedPlans({ recommendations }: { recommendations: readonly RecommendationData[] }) {
  // The slides are groups (APG carousel), so their container is a plain div: a <ul> may only
  // hold list items (axe 'list').
  const list = useRef<HTMLDivElement>(null);
  if (recommendations.length === 0) return null;
  const scroll = (direction: 1 | -1) => {
    const el = list.current;
    if (el) el.scrollBy({ left: direction * (el.firstElementChild?.getBoundingClientRect().width ?? 300), behavior: 'smooth' });
  };
  return (
    <section className="dash-section" aria-roledescription="carousel" aria-labelledby="dash-plans-title">
      <div className="dash-section-head">
        <h2 id="dash-plans-title">Recommended Feeding Plans</h2>
        <div className="dash-carousel-controls">
          <button type="button" className="button" aria-label="Previous recipe" onClick={() => scroll(-1)}>
            ‹
          </button>
          <button type="button" className="button" aria-label="Next recipe" onClick={() => scroll(1)}>
            ›
          </button>
        </div>
      </div>
      <div ref={list} className="dash-recipes">
        {recommendations.map((rec, i) => (
          <RecipeCard key={rec.product_id} rec={rec} position={i + 1} count={recommendations.length} />
        ))}
      </div>
    </section>
  );
}
