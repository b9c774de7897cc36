/**
 * The shop's catalogue on the page: what the Worker put into its head as `#fb-catalogue`
 * (functions/catalogue/inject.ts), read once, synchronously, when this module loads, so it is
 * there before any island's first paint. Pre-rendered HTML was built without a catalogue, so
 * `useCatalogue()` answers null while hydrating (React's server snapshot) and the catalogue right
 * after: the hydrated markup matches the built one. Null (no block, or one that is malformed)
 * means no product and no price on screen, never a placeholder number.
 *
 * The block is checked for its shape here, not with the answer's valibot schema: valibot on the
 * trial pages' first screen cost 3.8 KB gzip, over their 85 KB budget. Its values are held where
 * the block is written: the Worker writes it from D1 rows whose CHECKs are the schema's ranges
 * (migration 0031), and tests/api/page-catalogue.test.ts reads the served block with
 * `parseCatalogue`.
 *
 * @example
 * const catalogue = useCatalogue();
 * if (!catalogue) return null; // no price without the shop's
 */
import { atom } from 'nanostores';
import { useSyncExternalStore } from 'react';
import { CATALOGUE_ELEMENT_ID, type Catalogue } from '../domain/catalogue';

/** The catalogue in the page's `#fb-catalogue` block, or null. */
export function readPageCatalogue(doc: Document | undefined = typeof document === 'undefined' ? undefined : document): Catalogue | null {
  const text = doc?.getElementById(CATALOGUE_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return hasCatalogueShape(value) ? value : null;
  } catch {
    return null;
  }
}

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null;
const listOf = (x: unknown, each: (item: Record<string, unknown>) => boolean) => Array.isArray(x) && x.every((i) => isObject(i) && each(i));
const priced = (v: Record<string, unknown>) => typeof v.id === 'string' && Number.isInteger(v.priceCents) && (v.priceCents as number) > 0;

/** Whether `value` is shaped as a catalogue: its lists, ids, kcal, bag sizes, plans and positive whole-cent prices. */
export function hasCatalogueShape(value: unknown): value is Catalogue {
  return (
    isObject(value) &&
    typeof value.defaultProductId === 'string' &&
    listOf(
      value.kibbles,
      (k) => typeof k.id === 'string' && typeof k.kcalPerKg === 'number' && listOf(k.variants, (v) => priced(v) && typeof v.bagSizeKg === 'number'),
    ) &&
    listOf(value.treats, (t) => typeof t.id === 'string' && listOf(t.variants, priced)) &&
    listOf(value.plans, (p) => typeof p.id === 'string' && Number.isInteger(p.frequencyDays) && typeof p.discountPercent === 'number')
  );
}

export const $catalogue = atom<Catalogue | null>(readPageCatalogue());

const subscribe = (onChange: () => void) => $catalogue.listen(onChange);
const snapshot = () => $catalogue.get();
const serverSnapshot = () => null;

/** The catalogue for an island: null while hydrating and on a page without one. */
export function useCatalogue(): Catalogue | null {
  return useSyncExternalStore(subscribe, snapshot, serverSnapshot);
}
