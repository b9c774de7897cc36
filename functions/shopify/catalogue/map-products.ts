/**
 * The shop's products as our catalogue (issue 60, decision 0040): a product carrying the app's
 * `$app:feeding.kcal_per_kg` metafield is a recipe; a product of type "Treats" (or tagged
 * `treat`) is a treat; any other product is not ours to sell and is left out unnamed. A recipe
 * whose kcal per kg is missing or out of range, or with no bag we can size, is left out with
 * the reason the console shows. Prices become integer cents; ids are the gids' numbers.
 */
import type { KibbleProduct, KibbleVariant, TreatProduct } from '../../../src/domain/catalogue';
import { kcalProblem, PROTEIN_PERCENT_RANGE } from '../../../src/domain/feeding-facts';
import type { ExcludedProduct } from '../../db/catalogue';
import { idOfGid } from '../commerce/gids';

export interface ShopProductNode {
  id: string;
  handle: string;
  title: string;
  productType: string;
  tags: string[];
  featuredMedia: { preview: { image: { url: string } | null } | null } | null;
  kcal: { value: string } | null;
  protein: { value: string } | null;
  trial: { value: string } | null;
  variants: {
    nodes: {
      id: string;
      sku: string | null;
      price: string;
      selectedOptions: { name: string; value: string }[];
      inventoryItem: { measurement: { weight: { unit: string; value: number } | null } | null } | null;
    }[];
  };
}

const KG_PER_UNIT: Record<string, number> = { KILOGRAMS: 1, GRAMS: 0.001, POUNDS: 0.45359237, OUNCES: 0.028349523 };

/** "6 kg", "2.5kg", "500 g" → kilograms; the "Size" option first, else the variant's weight. */
export function bagSizeKgOf(variant: ShopProductNode['variants']['nodes'][number]): number | null {
  const size = variant.selectedOptions.find((o) => o.name.toLowerCase() === 'size')?.value;
  const m = size ? /^\s*(\d+(?:\.\d+)?)\s*(kg|g)\s*$/i.exec(size) : null;
  if (m) return Math.round(Number(m[1]) * (m[2]!.toLowerCase() === 'g' ? 0.001 : 1) * 1000) / 1000;
  const weight = variant.inventoryItem?.measurement?.weight;
  if (weight && weight.value > 0 && KG_PER_UNIT[weight.unit]) return Math.round(weight.value * KG_PER_UNIT[weight.unit]! * 1000) / 1000;
  return null;
}

const cents = (price: string) => Math.round(Number(price) * 100);
const isTreat = (p: ShopProductNode) => p.productType.toLowerCase() === 'treats' || p.tags.some((t) => t.toLowerCase() === 'treat');

export interface MappedProducts {
  kibbles: KibbleProduct[];
  treats: TreatProduct[];
  excluded: ExcludedProduct[];
}

export function mapShopProducts(products: readonly ShopProductNode[]): MappedProducts {
  const out: MappedProducts = { kibbles: [], treats: [], excluded: [] };
  for (const p of products) {
    const id = idOfGid(p.id);
    const image = p.featuredMedia?.preview?.image?.url ?? '';
    if (isTreat(p)) {
      out.treats.push({
        id,
        title: p.title,
        image: { src: image },
        variants: p.variants.nodes.map((v) => ({ id: idOfGid(v.id), sku: v.sku ?? '', priceCents: cents(v.price) })),
      });
      continue;
    }
    // Not carrying our facts at all and not food we recognise: the shop's other products are not ours.
    if (!p.kcal && !p.protein && !p.trial) continue;
    const kcal = p.kcal ? Number(p.kcal.value) : null;
    const problem = kcalProblem(kcal);
    if (problem) {
      out.excluded.push({ productId: id, title: p.title, reason: problem });
      continue;
    }
    const protein = p.protein ? Number(p.protein.value) : 0;
    if (!(protein >= PROTEIN_PERCENT_RANGE.min && protein <= PROTEIN_PERCENT_RANGE.max)) {
      out.excluded.push({
        productId: id,
        title: p.title,
        reason: `protein % must be a number from ${PROTEIN_PERCENT_RANGE.min} to ${PROTEIN_PERCENT_RANGE.max}`,
      });
      continue;
    }
    const variants: KibbleVariant[] = [];
    for (const v of p.variants.nodes) {
      const kg = bagSizeKgOf(v);
      if (kg !== null) variants.push({ id: idOfGid(v.id), bagSizeKg: kg, sku: v.sku ?? '', priceCents: cents(v.price) });
    }
    if (variants.length === 0) {
      out.excluded.push({ productId: id, title: p.title, reason: 'no variant has a bag size (a "Size" option like "6 kg", or a weight)' });
      continue;
    }
    out.kibbles.push({
      id,
      handle: p.handle,
      name: p.title,
      title: p.title,
      kcalPerKg: kcal!,
      proteinPercent: protein,
      image,
      trial: p.trial?.value === 'true',
      variants: variants.sort((a, b) => a.bagSizeKg - b.bagSizeKg),
    });
  }
  return out;
}
