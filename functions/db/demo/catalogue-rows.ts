import { KIBBLES, TREATS, sellingPlanIdFor } from '../../../src/domain/catalogue-legacy';
import { insertOrIgnore } from '../sql-literal';

/** Every delivery frequency a selling plan exists for: the dashboard's options plus bag-duration days. */
const PLAN_FREQUENCIES = Array.from({ length: 120 }, (_, i) => i + 1);

/** The catalogue (src/domain/catalogue.ts) as rows of products, variants and selling plans. */
export function catalogueStatements(): string[] {
  const out: string[] = [];
  for (const p of KIBBLES) {
    out.push(
      insertOrIgnore('products', { id: p.id, handle: p.handle, title: p.title, kind: 'kibble', kcal_per_kg: p.kcalPerKg, image: p.image, trial: p.trial }),
    );
    for (const v of p.variants) {
      out.push(
        insertOrIgnore('product_variants', {
          id: v.id,
          product_id: p.id,
          sku: v.sku,
          title: `${p.title} ${v.bagSizeKg}kg`,
          bag_size_kg: v.bagSizeKg,
          price_cents: v.priceCents,
        }),
      );
    }
  }
  for (const t of TREATS) {
    const handle = t.title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    out.push(insertOrIgnore('products', { id: t.id, handle, title: t.title, kind: 'treat', kcal_per_kg: null, image: t.image.src, trial: false }));
    for (const v of t.variants) {
      out.push(insertOrIgnore('product_variants', { id: v.id, product_id: t.id, sku: v.sku, title: t.title, bag_size_kg: null, price_cents: v.priceCents }));
    }
  }
  for (const f of PLAN_FREQUENCIES) out.push(insertOrIgnore('selling_plans', { id: sellingPlanIdFor(f), frequency_days: f }));
  return out;
}
