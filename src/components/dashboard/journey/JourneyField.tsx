import type { InputHTMLAttributes, RefObject } from 'react';
import { JOURNAL_WEIGHT_FIELD_MIN_KG, JOURNAL_WEIGHT_MAX_KG, JOURNAL_WEIGHT_STEP_KG } from '../../../domain/weight-journal';
import type { useFormErrors } from '../../../lib/use-form-errors';

type FormErrors<F extends string> = ReturnType<typeof useFormErrors<F>>;
type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange' | 'ref' | 'form'>;

/** A weight in the journal's limits (the weighing and the target take the same kg). */
export const JOURNAL_KG_INPUT = {
  type: 'number',
  inputMode: 'decimal',
  min: JOURNAL_WEIGHT_FIELD_MIN_KG,
  max: JOURNAL_WEIGHT_MAX_KG,
  step: JOURNAL_WEIGHT_STEP_KG,
} as const satisfies InputProps;

/**
 * One required field of a journey form: its label, the input tied to the form's errors (focus,
 * `aria-invalid`, `aria-describedby`, the error cleared on change) and its error under it.
 *
 * @example
 * <JourneyField form={form} field="kg" id={`${id}-kg`} label="Weight (kg)" value={kg} onChange={setKg} {...JOURNAL_KG_INPUT} />
 */
export function JourneyField<F extends string>({
  form,
  field,
  id,
  label,
  value,
  onChange,
  inputRef,
  ...rest
}: InputProps & {
  form: FormErrors<F>;
  field: F;
  id: string;
  label: string;
  value: string;
  onChange: (text: string) => void;
  /** Also handed the input (e.g. to focus it on opening). */
  inputRef?: RefObject<HTMLInputElement | null>;
}) {
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        {...rest}
        required
        value={value}
        ref={(el) => {
          form.ref(field)(el);
          if (inputRef) inputRef.current = el;
        }}
        aria-invalid={form.invalid(field)}
        aria-describedby={form.describedBy(field)}
        onChange={(e) => {
          onChange(e.target.value);
          form.clear(field);
        }}
      />
      {form.error(field)}
    </>
  );
}
