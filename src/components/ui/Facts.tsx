import type { ReactNode } from 'react';
import './link-button.css';

/**
 * One fact of a card's `dash-facts` list: its term, its value and, after it, the actions that
 * change it (e.g. 'Change Date').
 *
 * @example
 * <dl className="dash-facts"><Fact term="Frequency" value="Every 4 weeks" /></dl>
 */
export function Fact({ term, value, children }: { term: string; value: ReactNode; children?: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>
        {value}
        {children ? ' ' : null}
        {children}
      </dd>
    </div>
  );
}

/** A small text-style button (`dash-link`) beside a fact or an item. */
export function LinkButton({
  onClick,
  disabled,
  label,
  children,
}: {
  onClick: () => void;
  disabled?: boolean;
  /** Its accessible name when the text alone is not enough (e.g. which item it changes). */
  label?: string;
  children: ReactNode;
}) {
  return (
    <button type="button" className="dash-link" disabled={disabled} aria-label={label} onClick={onClick}>
      {children}
    </button>
  );
}
