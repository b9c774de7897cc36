import { useCallback, useEffect, useState } from 'react';
import { consoleCall } from './api';

/** A console read's state: loading, its answer, or the error to show. */
export type Load<T> = { state: 'loading' } | { state: 'ready'; data: T } | { state: 'error'; message: string };

/**
 * Reads `path` once on mount; `reload` reads it again (after an action). With `first` (its part
 * of the overview the console opens on) nothing is read until `reload`.
 */
export function useConsoleRead<T>(path: string, first?: Load<T>): { load: Load<T>; reload: () => void } {
  const [own, setOwn] = useState<Load<T> | null>(null);
  const [round, setRound] = useState(first ? 0 : 1);
  useEffect(() => {
    if (round === 0) return;
    let live = true;
    consoleCall<T>(path).then(
      (data) => live && setOwn({ state: 'ready', data }),
      (err: unknown) => live && setOwn({ state: 'error', message: errorText(err) }),
    );
    return () => {
      live = false;
    };
  }, [path, round]);
  return { load: own ?? first ?? { state: 'loading' }, reload: useCallback(() => setRound((r) => r + 1), []) };
}

const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err));

/** One card's part of a whole answer's load (the overview's). */
export function partOf<T, K extends keyof T>(load: Load<T>, key: K): Load<T[K]> {
  return load.state === 'ready' ? { state: 'ready', data: load.data[key] } : load;
}
