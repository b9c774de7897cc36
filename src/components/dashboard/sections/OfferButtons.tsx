import { useId } from 'react';

/** One of the choices a retention dialog offers: a button saying what it does and a hint of what follows. */
export interface Offer<T> {
  key: string | number;
  label: string;
  hint: string;
  value: T;
  /** Why this choice cannot be taken: shown instead of the hint, the button disabled. */
  unavailable?: string | null;
}

/**
 * The buttons of a dialog that offers something instead of cancelling (the legacy 'Are you
 * sure?' pauses, the offers of 'Bye for now!'): a labelled list, one tap each, all held while
 * one is being taken. A choice that cannot be taken stays listed, disabled, saying why.
 */
export function OfferButtons<T>({ label, offers, busy, onPick }: { label: string; offers: readonly Offer<T>[]; busy: boolean; onPick: (value: T) => void }) {
  const id = useId();
  return (
    <ul className="dash-pause-options" aria-label={label} aria-busy={busy}>
      {offers.map((o) => (
        <li key={o.key}>
          <button
            type="button"
            className="button"
            disabled={busy || !!o.unavailable}
            aria-describedby={o.unavailable ? `${id}-${o.key}-why` : undefined}
            onClick={() => onPick(o.value)}
          >
            {o.label}
          </button>
          {o.unavailable ? (
            <span id={`${id}-${o.key}-why`} className="hint">
              {o.unavailable}
            </span>
          ) : (
            <span className="hint">{o.hint}</span>
          )}
        </li>
      ))}
    </ul>
  );
}

/** The way out of such a dialog: keep the subscription (the primary choice), or go on to cancel. */
export function KeepOrCancel({
  cancelLabel,
  cancelDisabled,
  onKeep,
  onCancel,
}: {
  cancelLabel: string;
  cancelDisabled: boolean;
  onKeep: () => void;
  onCancel: () => void;
}) {
  return (
    <div className="dialog-actions">
      <button type="button" className="button primary" onClick={onKeep}>
        Keep My Subscription
      </button>
      <button type="button" className="button danger" disabled={cancelDisabled} onClick={onCancel}>
        {cancelLabel}
      </button>
    </div>
  );
}
