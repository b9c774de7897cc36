import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { FieldError } from './FieldError';

/**
 * A labelled text input with its error below: the error marks the input invalid and is how
 * it is described, so a screen reader reads it with the field.
 *
 * @example
 * <TextField id="dog-name" label="Name" value={name} error={nameError} onChange={(e) => setName(e.target.value)} />
 */
export function TextField({
  id,
  label,
  error,
  inputRef,
  type = 'text',
  ...input
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & { id: string; label: ReactNode; error: string | null; inputRef?: Ref<HTMLInputElement> }) {
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input ref={inputRef} id={id} type={type} aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} {...input} />
      <FieldError id={errorId} error={error} />
    </div>
  );
}
