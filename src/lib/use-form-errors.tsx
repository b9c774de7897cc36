/**
 * The form-errors hook (./form-errors.ts): a form's errors, the refs that let the first wrong field
 * take focus, the ids that tie each error to its field, and the error drawn under it.
 *
 * @example
 * const form = useFormErrors(['name', 'weight'] as const, id);
 * if (!form.show(v.safeParse(schema, values).issues)) send();
 * <input ref={form.ref('name')} aria-invalid={form.invalid('name')} aria-describedby={form.describedBy('name')} />
 * {form.error('name')}
 */
import { useRef, useState } from 'react';
import type { BaseIssue } from 'valibot';
import { errorIdOf, fieldErrors, focusFirstError, type FieldErrors } from './form-errors';

export function useFormErrors<F extends string>(order: readonly F[], idPrefix: string) {
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const fields = useRef<Partial<Record<F, HTMLElement | null>>>({});
  const errorId = (field: F) => errorIdOf(idPrefix, field);
  return {
    errors,
    /** Shows every field's error at once and focuses the first such field; false when there is none. */
    show(issues: readonly BaseIssue<unknown>[] | undefined): boolean {
      const next = fieldErrors(issues ?? [], order);
      setErrors(next);
      return focusFirstError(next, order, fields.current);
    },
    /** A field changed: its error goes. */
    clear(field: F) {
      setErrors((old) => (old[field] ? { ...old, [field]: undefined } : old));
    },
    /** Puts focus on a field (e.g. the one the customer came back to change). */
    focus(field: F) {
      fields.current[field]?.focus();
    },
    ref: (field: F) => (el: HTMLElement | null) => {
      fields.current[field] = el;
    },
    errorId,
    invalid: (field: F) => (errors[field] ? true : undefined),
    describedBy: (field: F, extra?: string) => [errors[field] ? errorId(field) : null, extra].filter(Boolean).join(' ') || undefined,
    /** The field's error under it, or nothing. */
    error: (field: F) =>
      errors[field] ? (
        <p id={errorId(field)} className="field-error">
          {errors[field]}
        </p>
      ) : null,
  };
}
