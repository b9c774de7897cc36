import { LEGACY_FREQUENCY_MAX_DAYS, LEGACY_FREQUENCY_MIN_DAYS } from '../../../domain/frequency';

/**
 * The legacy frequency as a number of days, 7–90 (001 §5), with its hint below: one input for
 * the frequency dialog and the product dialog. `error` (a checked submit's text) replaces the
 * hint and is announced; `invalid` alone only marks the field.
 */
export function LegacyDaysInput({
  id,
  value,
  onChange,
  hint,
  invalid,
  error = null,
}: {
  id: string;
  value: string;
  onChange: (text: string) => void;
  hint: string;
  invalid: boolean;
  error?: string | null;
}) {
  return (
    <>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={LEGACY_FREQUENCY_MIN_DAYS}
        max={LEGACY_FREQUENCY_MAX_DAYS}
        step={1}
        value={value}
        aria-invalid={invalid || undefined}
        aria-describedby={`${id}-hint`}
        onChange={(e) => onChange(e.target.value)}
      />
      <p id={`${id}-hint`} className={invalid ? 'field-error' : 'hint'} role={error ? 'alert' : undefined}>
        {error ?? hint}
      </p>
    </>
  );
}
