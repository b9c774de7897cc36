/**
 * The free-trial form's checks, loaded after the first screen (issue 48: valibot was 2.7 KB of
 * the page's 90 KB of first-screen JavaScript): the stored `freeTrialParams` read once and
 * checked, and the form checked on submit, both with the schemas the API uses.
 */
import * as v from 'valibot';
import { freeTrialFormSchema, freeTrialParamsSchema, type FreeTrialForm, type FreeTrialParams } from '../domain/schemas/trial';
import { FREE_TRIAL_PARAMS_KEY } from './free-trial';
import { browserStorage } from './trial-handover';

/** `freeTrialParams`, read once and removed; null when absent or unreadable. */
export function takeFreeTrialParams(): FreeTrialParams | null {
  const storage = browserStorage('local');
  const raw = storage?.getItem(FREE_TRIAL_PARAMS_KEY) ?? null;
  if (raw === null) return null;
  try {
    storage?.removeItem(FREE_TRIAL_PARAMS_KEY);
  } catch {
    // blocked storage: it is read again next time, which does no harm
  }
  try {
    const parsed = v.safeParse(freeTrialParamsSchema, JSON.parse(raw));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}

/** The form's values checked: the parsed form, or the wrong fields' paths and the issues' messages. */
export function checkFreeTrialForm(values: unknown): { ok: true; form: FreeTrialForm } | { ok: false; paths: string[]; issues: v.BaseIssue<unknown>[] } {
  const parsed = v.safeParse(freeTrialFormSchema, values);
  if (parsed.success) return { ok: true, form: parsed.output };
  return { ok: false, paths: parsed.issues.map((i) => v.getDotPath(i) ?? ''), issues: parsed.issues };
}
