import type { ReactNode } from 'react';
import { dateRangeMessage } from '../../../domain/date-limits';
import { isWithinDateLimits, parseIsoDate, toIsoDate, type DateLimits } from '../../../domain/dates';

/** Whether a date input's value ('YYYY-MM-DD', or '' while empty) is a day within `limits`. */
export function isPickableDay(value: string, limits: DateLimits): boolean {
  const date = parseIsoDate(value);
  return date !== null && isWithinDateLimits(date, limits);
}

/**
 * A day to pick within the date limits (001 §5): the browser's own date input (its calendar,
 * keyboard and screen-reader support) held to them by min and max, and below it a hint that
 * says which days are allowed and becomes the error when a typed day falls outside them.
 * `pickedHint` replaces the hint once a day within the limits is picked.
 */
export function LimitedDateField({
  id,
  label,
  limits,
  value,
  onChange,
  pickedHint,
}: {
  id: string;
  label: string;
  limits: DateLimits;
  value: string;
  onChange: (value: string) => void;
  pickedHint?: (day: string) => ReactNode;
}) {
  const picked = isPickableDay(value, limits);
  const outOfRange = value !== '' && !picked;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="date"
        required
        min={toIsoDate(limits.min)}
        max={toIsoDate(limits.max)}
        value={value}
        aria-invalid={outOfRange || undefined}
        aria-describedby={`${id}-hint`}
        onChange={(e) => onChange(e.target.value)}
      />
      <p id={`${id}-hint`} className={outOfRange ? 'field-error' : 'hint'}>
        {picked && pickedHint ? pickedHint(value) : dateRangeMessage(limits)}
      </p>
    </div>
  );
}
