/**
 * A pre-rendered form that keeps what the visitor did before its island was ready (issue 22):
 * what they typed, picked or had autofilled goes through the island's own handlers as soon as
 * it has hydrated, and a submit the page's inline script held (hold-submits.ts) is made again
 * once the island can answer it: at once, or when `ready` turns true (a page that first reads
 * its address).
 *
 * @example
 * const early = useEarlyForm();
 * return <form {...early} onSubmit={onSubmit}>…</form>;
 */
import { useEffect, useLayoutEffect, useRef } from 'react';
import { flushSync } from 'react-dom';
import { EARLY_FORM_ATTRIBUTE, EARLY_HELD_PROPERTY, EARLY_READY_ATTRIBUTE } from './attributes';
import { replayTyped, typedIn } from './typed-values';

/** A form and the mark the page's inline script leaves on it when it holds its submit. */
type HeldForm = HTMLFormElement & { [EARLY_HELD_PROPERTY]?: 1 };

export function useEarlyForm(ready = true) {
  const ref = useRef<HeldForm>(null);

  useLayoutEffect(() => {
    // Read as hydrated, before any render of the island can put its state back into the
    // fields; handed over outside React's commit, so the handlers run and render as for any
    // event, before the held submit below (timers run in order).
    const typed = typedIn(ref.current!);
    const timer = setTimeout(() => flushSync(() => replayTyped(typed)));
    return () => clearTimeout(timer);
  }, []);

  useEffect(() => {
    const form = ref.current!;
    if (!ready) return;
    const timer = setTimeout(() => {
      form.setAttribute(EARLY_READY_ATTRIBUTE, '');
      if (!form[EARLY_HELD_PROPERTY]) return;
      delete form[EARLY_HELD_PROPERTY];
      form.requestSubmit();
    });
    return () => clearTimeout(timer);
  }, [ready]);

  return { ref, [EARLY_FORM_ATTRIBUTE]: '' } as const;
}
