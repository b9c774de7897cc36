import { useId, useState, type ReactNode } from 'react';

/**
 * A help text behind an (i) button: shown on hover and on keyboard focus, toggled by a click
 * or tap, hidden with Escape. The button is described by the text, so a screen reader reads
 * it without opening anything.
 */
export function InfoTip({ label, text }: { label: string; text: string }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <span className={`info-tip${open ? ' open' : ''}`}>
      <button
        type="button"
        className="info-tip-button"
        aria-label={`About ${label}`}
        aria-describedby={id}
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
        onKeyDown={(e) => {
          if (e.key === 'Escape' && open) {
            e.preventDefault();
            e.stopPropagation();
            setOpen(false);
          }
        }}
        onBlur={() => setOpen(false)}
      >
        i
      </button>
      <span role="tooltip" id={id} className="info-tip-text">
        {text}
      </span>
    </span>
  );
}

export interface Option<T extends string> {
  value: T;
  label: string;
  tooltip?: string;
  image?: string;
}

/**
 * One choice among a few (life stage, body condition, activity level): a group of toggle
 * buttons (with images where given) or, in the narrow layout, a labelled dropdown.
 */
export function OptionGroup<T extends string>({
  label,
  help,
  options,
  value,
  onChange,
  variant = 'buttons',
}: {
  label: string;
  help?: string;
  options: readonly Option<T>[];
  value: T;
  onChange: (value: T) => void;
  variant?: 'buttons' | 'select';
}) {
  const id = useId();
  const heading: ReactNode = (
    <span className="section-label-row">
      <span id={`${id}-label`} className="section-label">
        {label}
      </span>
      {help ? <InfoTip label={label} text={help} /> : null}
    </span>
  );
  if (variant === 'select') {
    return (
      <div className="option-group field">
        <span className="section-label-row">
          <label htmlFor={`${id}-select`} className="section-label">
            {label}
          </label>
          {help ? <InfoTip label={label} text={help} /> : null}
        </span>
        <select id={`${id}-select`} value={value} onChange={(e) => onChange(e.target.value as T)}>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </div>
    );
  }
  return (
    <div className="option-group">
      {heading}
      <div role="group" aria-labelledby={`${id}-label`} className={`option-buttons${options.some((o) => o.image) ? ' with-images' : ''}`}>
        {options.map((o) => (
          <span key={o.value} className="option">
            <button
              type="button"
              aria-pressed={o.value === value}
              aria-describedby={o.tooltip ? `${id}-${o.value}-tip` : undefined}
              className={o.value === value ? 'selected' : undefined}
              onClick={() => onChange(o.value)}
            >
              {o.image ? <img src={o.image} alt="" width="56" height="56" /> : null}
              <span>{o.label}</span>
            </button>
            {o.tooltip ? (
              <span role="tooltip" id={`${id}-${o.value}-tip`} className="option-tip">
                {o.tooltip}
              </span>
            ) : null}
          </span>
        ))}
      </div>
    </div>
  );
}
