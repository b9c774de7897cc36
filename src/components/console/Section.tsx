import type { ReactNode } from 'react';
import type { Load } from './useConsole';

/** A console card: its heading, then the loading or error state, or its content. */
export function Section<T>({ id, title, load, children }: { id: string; title: string; load: Load<T>; children: (data: T) => ReactNode }) {
  return (
    <section className="console-card" aria-labelledby={`${id}-title`} aria-busy={load.state === 'loading'}>
      <h2 id={`${id}-title`}>{title}</h2>
      {load.state === 'loading' && <p className="console-muted">Loading…</p>}
      {load.state === 'error' && (
        <p className="console-error" role="alert">
          {load.message}
        </p>
      )}
      {load.state === 'ready' && children(load.data)}
    </section>
  );
}

/** A figure with its label, for the overview rows. */
export function Figure({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="console-figure">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
