/**
 * Stores read as the page's HTML was built while React hydrates it, then live, switched in a
 * transition.
 *
 * Why not `useStore(store, { ssr: 'initial' })`: after hydrating with a store's initial value,
 * React notices the store has moved on (the session answered while the code loaded) and renders
 * again at once, in one piece: on a phone the logged-in dashboard's first render was one task of
 * 150 ms and more, during which no tap was answered (docs/performance.md). A transition
 * is rendered in slices between which the browser stays responsive.
 *
 * @example
 * const hydrated = useHydrated();
 * const session = useStoreOnceHydrated($session, hydrated); // { status: 'unknown' } at first
 */
import { useStore } from '@nanostores/react';
import type { ReadableAtom } from 'nanostores';
import { startTransition, useEffect, useState } from 'react';

/** False during hydration; true from the next render, a transition. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return hydrated;
}

/** The store's initial value (the one the HTML was built with) until `hydrated`, then its value. */
export function useStoreOnceHydrated<T>(store: ReadableAtom<T>, hydrated: boolean): T {
  const live = useStore(store);
  // An atom's `init` is the value it was created with, so of type T (nanostores types it loosely).
  return hydrated ? live : (store.init as T);
}
