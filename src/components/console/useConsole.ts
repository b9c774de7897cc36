import { useCallback, useEffect, useState } from 'react';
import { consoleCall } from './api';

/** A console read's state: loading, its answer, or the error to show. */
export type Load<T> = { state: 'loading' } | { state: 'ready'; data: T } | { state: 'error'; message: string };

/** Reads `path` once on mount; `reload` reads it again (after an action). */
export function useConsoleRead<T>(path: string): { load: Load<T>; reload: () => void } {
  const [load, setLoad] = useState<Load<T>>({ state: 'loading' });
  const [round, setRound] = useState(0);
  useEffect(() => {
    let live = true;
    consoleCall<T>(path).then(
      (data) => live && setLoad({ state: 'ready', data }),
      (err: unknown) => live && setLoad({ state: 'error', message: err instanceof Error ? err.message : String(err) }),
    );
    return () => {
      live = false;
    };
  }, [path, round]);
  return { load, reload: useCallback(() => setRound((r) => r + 1), []) };
}
