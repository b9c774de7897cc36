/** One of the choices a retention dialog offers: a button saying what it does and a hint of what follows. */
export interface Offer<T> {
  key: string | number;
  label: string;
  hint: string;
  value: T;
}

/**
 * The buttons of a dialog that offers something instead of cancelling (the legacy 'Are you
 * sure?' pauses, the offers of 'Bye for now!'): a labelled list, one tap each, all held while
 * one is being taken.
 */
export function OfferButtons<T>({ label, offers, busy, onPick }: { label: string; offers: readonly Offer<T>[]; busy: boolean; onPick: (value: T) => void }) {
  return (
    <ul className="dash-pause-options" aria-label={label} aria-busy={busy}>
      {offers.map((o) => (
        <li key={o.key}>
          <button type="button" className="button" disabled={busy} onClick={() => onPick(o.value)}>
            {o.label}
          </button>
          <span className="hint">{o.hint}</span>
        </li>
      ))}
    </ul>
  );
}
