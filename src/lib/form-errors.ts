/**
 * One way for every form to show what is wrong (issue 47 §4): all of the form's errors at once,
 * each under its field and tied to it with aria-describedby, and focus on the first field that
 * has one. Before, the trial form said one thing at a time and the weight's error sat above the
 * screen, and each form had its own copy of this. The errors come from the form's valibot schema,
 * the one the API validates with.
 *
 * Two pure steps here, which the trial form (whose page has a hard JavaScript budget) uses as they
 * are; ./use-form-errors.tsx wraps them in a hook with the refs and ids for every other form.
 */
import { getDotPath, type BaseIssue } from 'valibot';

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/**
 * Each field's first message from a schema's issues, for the fields the form has.
 *
 * @example
 * fieldErrors([{ path: [{ key: 'weight' }], message: 'Too heavy' }] as never, ['name', 'weight']) // { weight: 'Too heavy' }
 */
export function fieldErrors<F extends string>(issues: readonly BaseIssue<unknown>[], order: readonly F[]): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const issue of issues) {
    const path = getDotPath(issue) as F | null;
    if (path && order.includes(path) && !errors[path]) errors[path] = issue.message;
  }
  return errors;
}

/**
 * Focuses the first field in the form's order that has an error; false when none has.
 *
 * @example
 * focusFirstError({ weight: 'Too heavy' }, ['name', 'weight'], refs) // true, the weight has focus
 */
export function focusFirstError<F extends string>(errors: FieldErrors<F>, order: readonly F[], fields: Partial<Record<F, HTMLElement | null>>): boolean {
  const first = order.find((f) => errors[f]);
  if (first) fields[first]?.focus();
  return first !== undefined;
}

/** The id of a field's error, which the field names in aria-describedby. */
export const errorIdOf = (idPrefix: string, field: string) => `${idPrefix}-${field}-error`;
