import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { WEIGHT_MAX_KG, WEIGHT_MIN_KG } from '../../domain/weight';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id' | 'value' | 'onChange'>;

/**
 * A dog's weight in kg, the same field on every form that asks for it: a number input (so a
 * submit before the page's script runs is still checked by the browser) with the form's own
 * limits, and room below it for a note or an error.
 *
 * @example
 * <WeightField id="dog-weight" value={text} onChange={setText} max={FREE_TRIAL_MAX_WEIGHT_KG} />
 */
export function WeightField({
  id,
  value,
  onChange,
  inputRef,
  min = WEIGHT_MIN_KG,
  max = WEIGHT_MAX_KG,
  step = '0.1',
  children,
  ...rest
}: InputProps & {
  id: string;
  value: string | number;
  onChange: (text: string) => void;
  inputRef?: Ref<HTMLInputElement>;
  children?: ReactNode;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>Weight (kg)</label>
      <input
        ref={inputRef}
        id={id}
        type="number"
        inputMode="decimal"
        min={min}
        max={max}
        step={step}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        {...rest}
      />
      {children}
    </div>
  );
}
