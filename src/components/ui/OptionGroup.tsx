import { useId, useState, type ReactNode } from 'react';
import { useTipPlacement } from './use-tip-placement';
import { siteUrl } from '../../lib/site-url';

/** Whether the pointer is over, or the focus inside, a tip's anchor: either shows the tip. */
function useHoverOrFocus() {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  return {
    active: hovered || focused,
    handlers: {
      onMouseEnter: () => setHovered(true),
      onMouseLeave: () => setHovered(false),
      onFocus: () => setFocused(true),
      onBlur: () => setFocused(false),
    },
  };
}

/**
 * A help text behind an (i) button: shown on hover and on keyboard focus, toggled by a click
 * or tap, hidden with Escape. The button is described by the text, so a screen reader reads
 * it without opening anything. Shown, it stays inside the screen's width and, in a tall frame,
 * inside the part of the frame on the shop's screen (useTipPlacement).
 */
export function InfoTip({ label, text }: { label: string; text: string }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const pointer = useHoverOrFocus();
  const tip = useTipPlacement(open || pointer.active);
  return (
    <span className={`info-tip${open ? ' open' : ''}`} {...pointer.handlers}>
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
      <span role="tooltip" id={id} ref={tip.ref} className={`info-tip-text${tip.className}`} style={tip.style}>
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
  /** The group's name (the select's label, or the span the buttons are labelled by) with its help tip. */
  const heading = (name: ReactNode) => (
    <span className="section-label-row">
      {name}
      {help ? <InfoTip label={label} text={help} /> : null}
    </span>
  );
  if (variant === 'select') {
    return (
      <div className="option-group field">
        {heading(
          <label htmlFor={`${id}-select`} className="section-label">
            {label}
          </label>,
        )}
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
      {heading(
        <span id={`${id}-label`} className="section-label">
          {label}
        </span>,
      )}
      <div role="group" aria-labelledby={`${id}-label`} className={`option-buttons${options.some((o) => o.image) ? ' with-images' : ''}`}>
        {options.map((o) => (
          <OptionButton key={o.value} option={o} tipId={`${id}-${o.value}-tip`} selected={o.value === value} onChange={onChange} />
        ))}
      </div>
    </div>
  );
}

/** One option's toggle button, with its tip (shown on hover and focus, placed by useTipPlacement). */
function OptionButton<T extends string>({
  option: o,
  tipId,
  selected,
  onChange,
}: {
  option: Option<T>;
  tipId: string;
  selected: boolean;
  onChange: (value: T) => void;
}) {
  const pointer = useHoverOrFocus();
  const tip = useTipPlacement(Boolean(o.tooltip) && pointer.active);
  return (
    <span className="option" {...pointer.handlers}>
      <button
        type="button"
        aria-pressed={selected}
        aria-describedby={o.tooltip ? tipId : undefined}
        className={selected ? 'selected' : undefined}
        onClick={() => onChange(o.value)}
      >
        {o.image ? <img src={siteUrl(o.image)} alt="" width="56" height="56" /> : null}
        <span>{o.label}</span>
      </button>
      {o.tooltip ? (
        <span role="tooltip" id={tipId} ref={tip.ref} className={`option-tip${tip.className}`} style={tip.style}>
          {o.tooltip}
        </span>
      ) : null}
    </span>
  );
}
