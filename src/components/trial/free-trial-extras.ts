/**
 * What the free-trial form needs only once something is wrong (issue 47 §4): its errors through
 * the shared form-errors steps, and the first-order offer for a dog over the trial's cap. One
 * chunk, loaded at the first refused submit or the first weight over the cap, so the form's first
 * screen (whose JavaScript budget is tight, tests/build/trial-js-budget.test.ts) does not carry it.
 */
import type { BaseIssue } from 'valibot';
import { REQUIRED_FIELD_TEXT } from '../../copy/trial-form';
import { FREE_TRIAL_REQUIRED_FIELDS_MESSAGE } from '../../domain/trial';
import { fieldErrors, focusFirstError, type FieldErrors } from '../../lib/form-errors';

export { OverTrialWeightOffer } from './OverTrialWeightOffer';

/**
 * Shows every field's error at once and focuses the first wrong field: a blank one says
 * 'Required' under it (the form's message above names the rule), the others their own message.
 *
 * @example
 * showTrialFormErrors(issues, ['customerName', 'weight'], refs, setErrors) // { customerName: 'Required', weight: 'Maximum free trial weight: 30kg' } shown, the name focused
 */
export function showTrialFormErrors<F extends string>(
  issues: readonly BaseIssue<unknown>[],
  order: readonly F[],
  fields: Partial<Record<F, HTMLElement | null>>,
  show: (errors: FieldErrors<F>) => void,
): void {
  const errors = fieldErrors(
    issues.map((i) => (i.message === FREE_TRIAL_REQUIRED_FIELDS_MESSAGE ? { ...i, message: REQUIRED_FIELD_TEXT } : i)),
    order,
  );
  show(errors);
  focusFirstError(errors, order, fields);
}
