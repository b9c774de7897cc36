import type { ReactNode } from 'react';
import { formatShopTime } from '../../domain/dates';
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

/** A card's figures: each value under its label. */
export function Figures({ figures, testId }: { figures: readonly (readonly [label: string, value: ReactNode])[]; testId?: string }) {
  return (
    <dl className="console-figures" data-testid={testId}>
      {figures.map(([label, value]) => (
        <div key={label} className="console-figure">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A card's list under its heading, or what it says when there is nothing to list. */
export function ListOrEmpty<T>({
  title,
  items,
  empty,
  ordered,
  children,
}: {
  title: string;
  items: readonly T[];
  empty: string;
  ordered?: boolean;
  children: (item: T, i: number) => ReactNode;
}) {
  const List = ordered ? 'ol' : 'ul';
  return (
    <>
      <h3>{title}</h3>
      {items.length === 0 ? <p className="console-muted">{empty}</p> : <List>{items.map(children)}</List>}
    </>
  );
}

/** Under a card's heading: when its snapshot's figures were computed, in shop time. */
export function AsOf({ at }: { at: string }) {
  return (
    <p className="console-muted" data-testid="as-of">
      As of {formatShopTime(at)}
    </p>
  );
}
