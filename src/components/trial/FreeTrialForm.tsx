import { Suspense, lazy, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { TRIAL_MESSAGES } from '../../copy/trial-messages';
import { FREE_TRIAL_SUBMIT_BUSY_LABEL, FREE_TRIAL_SUBMIT_LABEL, recipePageMetrics, titleName } from '../../domain/recipe-pages';
import { TIMERS_MS } from '../../copy/timers';
import { FREE_TRIAL_LOADING_MESSAGE, FREE_TRIAL_REQUIRED_FIELDS_MESSAGE, freeTrialTitle } from '../../domain/trial';
import { toFiniteNumber } from '../../domain/rounding';
import {
  FREE_TRIAL_MAX_WEIGHT_KG,
  FREE_TRIAL_WEIGHT_LIMIT_REDIRECT_MESSAGE,
  FREE_TRIAL_WEIGHT_NOTE,
  FREE_TRIAL_WEIGHT_STEP_KG,
  WEIGHT_LIMIT_ERROR_PARAM,
} from '../../domain/weight';
import { recipePageUrl, rememberTrialCustomer } from '../../stores/free-trial';
import { loadFunnel, trackFunnel } from '../../stores/embed';
import { useEmbeddedPage } from '../embed/use-embed';
import { DailyMetrics } from './DailyMetrics';
import { TrialDogTraits } from './TrialDogTraits';
import { EMPTY_TRIAL_VALUES, TRIAL_FIELD_ORDER, type TrialField as Field, type TrialValues as Values } from './trial-form-values';
import { useReloadOnReturn } from './use-reload-on-return';
import type { FieldErrors } from '../../lib/form-errors';
import './trial.css';
import { WeightField } from '../ui/WeightField';
import { useEarlyForm } from '../../lib/early-input/use-early-form';
import { BASE } from '../../lib/base-path';

// Loaded when something is wrong: a refused submit, or a weight over the cap (./free-trial-extras.ts).
const loadExtras = () => import('./free-trial-extras');
const OverTrialWeightOffer = lazy(() => loadExtras().then((m) => ({ default: m.OverTrialWeightOffer })));

/** The form's checks (valibot and the schemas), loaded once after the first screen (issue 48). */
let checks: Promise<typeof import('../../stores/free-trial-checks')> | null = null;
const loadChecks = () => (checks ??= import('../../stores/free-trial-checks'));

/** Which form message wins when several fields are wrong: the missing ones first (spec 001 §5). */
function formMessage(issues: readonly { message: string }[]): string {
  return issues.some((i) => i.message === FREE_TRIAL_REQUIRED_FIELDS_MESSAGE) ? FREE_TRIAL_REQUIRED_FIELDS_MESSAGE : issues[0]!.message;
}

/**
 * The free-trial form (spec 001 §2 'Free-trial form', §5): the visitor and the dog, live metrics
 * once name and weight are set, and 'Get started for FREE!' to the trial recipe page. Rendered
 * on the server with every label; the messages are the spec's.
 */
export function FreeTrialForm() {
  useEmbeddedPage('free-trial');
  const id = useId();
  const [values, setValues] = useState<Values>(EMPTY_TRIAL_VALUES);
  const [message, setMessage] = useState<string | null>(null);
  // Sent back from a recipe page for a weight over the limit: the weight is what to change.
  const [weightRefused, setWeightRefused] = useState(false);
  const [busy, setBusy] = useState(false);
  const [overlay, setOverlay] = useState(false);
  const busyRef = useRef(false);
  const discountRef = useRef<string | null>(null);
  // The shared form-errors steps (src/lib/form-errors.ts), loaded at the first refused submit
  // rather than with the page: its JavaScript budget is tight, and errors are never on its first screen.
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const fieldRefs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});
  const errorId = (field: Field) => `${id}-${field}-error`;
  const early = useEarlyForm();

  // The address and the stored hand-over are read once, after hydration.
  useEffect(() => {
    trackFunnel({ name: 'funnel_viewed' });
    const query = new URLSearchParams(window.location.search);
    discountRef.current = query.get('discount')?.trim() || null;
    void loadChecks().then(({ takeFreeTrialParams }) => {
      const params = takeFreeTrialParams();
      if (!params) return;
      setValues({
        customerName: params.customerName,
        customerEmail: params.customerEmail,
        name: params.name,
        weight: String(params.weight),
        lifeStage: params.lifeStage,
        activityLevel: params.activityLevel,
        bodyCondition: params.bodyCondition,
      });
    });
    if (query.get('error') === WEIGHT_LIMIT_ERROR_PARAM) {
      setMessage(FREE_TRIAL_WEIGHT_LIMIT_REDIRECT_MESSAGE);
      setWeightRefused(true);
    }
  }, []);

  useReloadOnReturn(busyRef);

  // The loading overlay never stays longer than 5 seconds.
  useEffect(() => {
    if (!overlay) return;
    const timer = setTimeout(() => setOverlay(false), TIMERS_MS.freeTrialOverlay);
    return () => clearTimeout(timer);
  }, [overlay]);

  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    setValues((old) => ({ ...old, [key]: value }));
    if (errors[key as Field]) setErrors({ ...errors, [key]: undefined });
  };

  const weight = toFiniteNumber(values.weight);
  const showMetrics = values.name.trim() !== '' && weight !== null && weight > 0;
  const metrics = showMetrics
    ? recipePageMetrics({ weight, life_stage: values.lifeStage, activity_level: values.activityLevel, body_condition: values.bodyCondition })
    : null;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busyRef.current) return;
    // Busy while the checks load, so a second tap meanwhile does nothing.
    busyRef.current = true;
    const parsed = await loadChecks()
      .then(
        (m) => m.checkFreeTrialForm(values),
        () => null,
      )
      .finally(() => (busyRef.current = false));
    if (!parsed) {
      setMessage(TRIAL_MESSAGES.failedToProcessRequest);
      return;
    }
    if (!parsed.ok) {
      // Every field's error at once, under it; focus on the first (src/lib/form-errors.ts).
      setMessage(formMessage(parsed.issues));
      void loadExtras().then((m) => m.showTrialFormErrors(parsed.issues, TRIAL_FIELD_ORDER, fieldRefs.current, setErrors));
      return;
    }
    setMessage(null);
    setErrors({});
    busyRef.current = true;
    setBusy(true);
    setOverlay(true);
    try {
      const form = parsed.form;
      rememberTrialCustomer({ name: form.customerName, email: form.customerEmail });
      const url = BASE + recipePageUrl(form, discountRef.current);
      // The visit's id goes along: a frame whose storage the browser blocks has no other way.
      void loadFunnel()
        .then(
          (m) => m.carryVisit(url, { name: 'pet_entered' }),
          () => url,
        )
        .then((next) => window.location.assign(next));
    } catch {
      busyRef.current = false;
      setBusy(false);
      setOverlay(false);
      setMessage(TRIAL_MESSAGES.failedToProcessRequest);
    }
  }

  // Over the trial's cap: the first order for this dog instead (issue 47 §4), offered as soon as the weight says so.
  const overCap = weight !== null && weight > FREE_TRIAL_MAX_WEIGHT_KG;

  const fieldError = (field: Field) =>
    errors[field] ? (
      <p id={errorId(field)} className="field-error">
        {errors[field]}
      </p>
    ) : null;

  const textField = (field: 'customerName' | 'customerEmail' | 'name', label: string, type: 'text' | 'email', autoComplete: string) => (
    <div className="field">
      <label htmlFor={`${id}-${field}`}>{label}</label>
      <input
        ref={(el) => {
          fieldRefs.current[field] = el;
        }}
        id={`${id}-${field}`}
        // Named for the native post (functions/routes/trial-post.ts): in its body, never in an address.
        name={field}
        type={type}
        required
        autoComplete={autoComplete}
        value={values[field]}
        aria-invalid={errors[field] ? true : undefined}
        aria-describedby={errors[field] ? errorId(field) : undefined}
        onChange={(e) => set(field, e.target.value)}
      />
      {fieldError(field)}
    </div>
  );

  return (
    <form
      {...early}
      className="free-trial"
      method="post"
      action="/free-trial/choose-recipe"
      noValidate
      onSubmit={(e) => void onSubmit(e)}
      aria-busy={busy || undefined}
    >
      <h1>{freeTrialTitle(titleName(values.name))}</h1>
      {metrics ? <DailyMetrics metrics={metrics} label={`${values.name.trim()}'s daily feeding amounts`} /> : null}

      <div id={`${id}-message`} tabIndex={-1} role="alert" className={message ? 'form-message' : 'form-message empty'}>
        {message}
      </div>

      <fieldset className="group">
        <legend>About you</legend>
        {textField('customerName', 'Your full name', 'text', 'name')}
        {textField('customerEmail', 'Email address', 'email', 'email')}
      </fieldset>

      <fieldset className="group">
        <legend>About your dog</legend>
        {textField('name', "Dog's name", 'text', 'off')}
        <WeightField
          inputRef={(el) => {
            fieldRefs.current.weight = el;
          }}
          id={`${id}-weight`}
          name="weight"
          max={FREE_TRIAL_MAX_WEIGHT_KG}
          step={FREE_TRIAL_WEIGHT_STEP_KG}
          required
          value={values.weight}
          aria-invalid={errors.weight || overCap || weightRefused ? true : undefined}
          // The error (or the over-cap offer) when there is one: a reference to an absent id is ignored.
          aria-describedby={`${errorId('weight')} ${id}-weight-note`}
          onChange={(text) => {
            setWeightRefused(false);
            set('weight', text);
          }}
        >
          <p id={`${id}-weight-note`} className="note">
            {FREE_TRIAL_WEIGHT_NOTE}
          </p>
          {overCap ? (
            <Suspense fallback={null}>
              <OverTrialWeightOffer
                id={errorId('weight')}
                name={values.name}
                href={BASE + recipePageUrl({ ...values, weight }, null, 'first-order')}
                onFollow={() => values.customerEmail.trim() && rememberTrialCustomer({ name: values.customerName.trim(), email: values.customerEmail.trim() })}
              />
            </Suspense>
          ) : (
            fieldError('weight')
          )}
        </WeightField>

        <TrialDogTraits id={id} values={values} set={set} />
      </fieldset>

      <button type="submit" className="primary" disabled={busy}>
        {busy ? FREE_TRIAL_SUBMIT_BUSY_LABEL : FREE_TRIAL_SUBMIT_LABEL}
      </button>

      {overlay ? (
        <div className="trial-overlay">
          <div className="trial-overlay-box" role="status" aria-live="polite">
            <span className="spinner" aria-hidden="true" />
            <p>{FREE_TRIAL_LOADING_MESSAGE}</p>
          </div>
        </div>
      ) : null}
    </form>
  );
}
