/**
 * The shop's catalogue on the page: what the Worker put into its head as `#fb-catalogue`
 * (functions/catalogue/inject.ts), read once, synchronously, when this module loads, so it is
 * there before any island's first paint. Pre-rendered HTML was built without a catalogue, so
 * `useCatalogue()` answers null while hydrating (React's server snapshot) and the catalogue right
 * after: the hydrated markup matches the built one. Null (no block, or one that is malformed)
 * means no product and no price on screen, never a placeholder number.
 *
 * @example
 * const catalogue = useCatalogue();
 * if (!catalogue) return null; // no price without the shop's
 */
import { atom } from 'nanostores';
import { useSyncExternalStore } from 'react';
import type { Catalogue } from '../domain/catalogue';
import { CATALOGUE_ELEMENT_ID, parseCatalogue } from '../domain/schemas/answers/catalogue';

/** The catalogue in the page's `#fb-catalogue` block, or null. */
export function readPageCatalogue(doc: Document | undefined = typeof document === 'undefined' ? undefined : document): Catalogue | null {
  const text = doc?.getElementById(CATALOGUE_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    return parseCatalogue(JSON.parse(text));
  } catch {
    return null;
  }
}

export const $catalogue = atom<Catalogue | null>(readPageCatalogue());

const subscribe = (onChange: () => void) => $catalogue.listen(onChange);
const snapshot = () => $catalogue.get();
const serverSnapshot = () => null;

/** The catalogue for an island: null while hydrating and on a page without one. */
export function useCatalogue(): Catalogue | null {
  return useSyncExternalStore(subscribe, snapshot, serverSnapshot);
}
