import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { DOG_JOURNEY_TEXTS } from '../../../copy/dog-journey';
import { planFitFix } from '../../../domain/plan-fit-fix';
import { shopToday } from '../../../domain/renewals';
import { JOURNAL_WEIGHT_FIELD_MIN_KG, JOURNAL_WEIGHT_MAX_KG, JOURNAL_WEIGHT_STEP_KG, offersTargetWeight } from '../../../domain/weight-journal';
import { weightEntryFormSchema, type WeightsAnswer } from '../../../domain/schemas/weight-journal';
import { useFormErrors } from '../../../lib/use-form-errors';
import { useCatalogue } from '../../../stores/catalogue';
import { $subscriptions, mainLineOf } from '../../../stores/dashboard';
import { $journeys, addWeight, loadJourney, updateJourney } from '../../../stores/dog-journey';
import { PlanFitFixButton, usePlanFitFix } from '../sections/PlanFitNotice';
import { TargetWeightForm } from './TargetWeightForm';
import { WeightChart } from './WeightChart';

/** What a journey card needs of a dog: its body condition decides whether a target is offered. */
export type JourneyDog = { id: string; name: string; body_condition?: string | null };

/** The birthday notice: what changes on the day, the plan-fit fix one tap away, and "keep the old food". */
function BirthdayNotice({ petId, birthday }: { petId: string; birthday: NonNullable<WeightsAnswer['birthday']> }) {
  const subscriptions = useStore($subscriptions).items;
  const subscription = subscriptions.find((s) => s.id === birthday.subscriptionId);
  const catalogue = useCatalogue();
  const { fixing, apply } = usePlanFitFix(birthday.subscriptionId ?? '');
  const fix =
    catalogue && subscription && birthday.bagKg != null
      ? planFitFix(catalogue, { bagKg: birthday.bagKg, suggestion: birthday.suggestion }, mainLineOf(subscription).variantId)
      : null;
  return (
    <div className="notice birthday-notice">
      <p role="status">{birthday.text}</p>
      {fix ? <PlanFitFixButton fix={fix} fixing={fixing} onFix={() => void apply(fix)} /> : null}
      <button type="button" className="button secondary" onClick={() => void updateJourney(petId, { keepLifeStage: true })}>
        {DOG_JOURNEY_TEXTS.keepStage(birthday.from)}
      </button>
    </div>
  );
}

/** The weighing form's fields, in the order an error takes focus. */
const WEIGHING_FIELDS = ['kg', 'day'] as const;

/**
 * Today's weight, or a past day's (a vet's weighing), checked with the API's own schema
 * (`weightEntryFormSchema`) before it is sent: its message under the field that is wrong.
 */
function AddWeightForm({ petId, focus }: { petId: string; focus: boolean }) {
  const id = useId();
  const today = shopToday(new Date());
  const [day, setDay] = useState(today);
  const [kg, setKg] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [kept, setKept] = useState<string | null>(null);
  const form = useFormErrors(WEIGHING_FIELDS, id);
  const input = useRef<HTMLInputElement | null>(null);
  // Opened from a weigh-in reminder's link: straight to the weight, the one thing to do here.
  useEffect(() => {
    if (focus) input.current?.focus();
  }, [focus]);
  async function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = v.safeParse(weightEntryFormSchema, { day, kg });
    if (form.show(parsed.issues) || !parsed.success) return;
    setSaving(true);
    setKept(null);
    const saved = kg;
    const failed = await addWeight(petId, parsed.output);
    setSaving(false);
    setError(failed);
    if (!failed) setKept(DOG_JOURNEY_TEXTS.saved(parsed.output.kg, parsed.output.day ?? today));
    // Cleared once kept, unless the owner has already typed the next weighing.
    if (!failed) setKg((now) => (now === saved ? '' : now));
  }
  return (
    <form className="journey-form" noValidate onSubmit={(e) => void submit(e)} aria-label={DOG_JOURNEY_TEXTS.addWeight}>
      <label htmlFor={`${id}-kg`}>{DOG_JOURNEY_TEXTS.weightLabel}</label>
      <input
        id={`${id}-kg`}
        type="number"
        inputMode="decimal"
        min={JOURNAL_WEIGHT_FIELD_MIN_KG}
        max={JOURNAL_WEIGHT_MAX_KG}
        step={JOURNAL_WEIGHT_STEP_KG}
        required
        value={kg}
        ref={(el) => {
          input.current = el;
          form.ref('kg')(el);
        }}
        aria-invalid={form.invalid('kg')}
        aria-describedby={form.describedBy('kg')}
        onChange={(e) => {
          setKg(e.target.value);
          setKept(null);
          form.clear('kg');
        }}
      />
      {form.error('kg')}
      <label htmlFor={`${id}-day`}>{DOG_JOURNEY_TEXTS.dayLabel}</label>
      <input
        id={`${id}-day`}
        type="date"
        max={today}
        required
        value={day}
        ref={form.ref('day')}
        aria-invalid={form.invalid('day')}
        aria-describedby={form.describedBy('day')}
        onChange={(e) => {
          setDay(e.target.value);
          form.clear('day');
        }}
      />
      {form.error('day')}
      <button type="submit" className="button" disabled={saving}>
        {DOG_JOURNEY_TEXTS.save}
      </button>
      {error ? <p role="alert">{error}</p> : null}
      <p role="status" className="journey-saved">
        {kept}
      </p>
    </form>
  );
}

/**
 * A dog's journey on the dashboard (issue 50): the birthday notice, the weight chart of the last
 * 12 months with the target and progress, a form to add a weighing, and the reminders switch.
 * `focus`: opened from a weigh-in reminder's link (?weigh=<pet id>), straight into the weight.
 */
export function DogJourneyCard({ pet, focus = false }: { pet: JourneyDog; focus?: boolean }) {
  const state = useStore($journeys)[pet.id];
  useEffect(() => void loadJourney(pet.id), [pet.id]);
  if (!state || state.status === 'loading') return <p className="loading">Loading {pet.name}’s weights…</p>;
  if (state.status === 'error') return <p role="alert">{state.message}</p>;
  const { journey } = state;
  return (
    <article className="dog-journey" aria-label={`${pet.name}’s journey`}>
      <h3>{pet.name}</h3>
      {journey.birthday ? <BirthdayNotice petId={pet.id} birthday={journey.birthday} /> : null}
      <WeightChart name={pet.name} journey={journey} />
      {journey.progress ? <p className="journey-progress">{DOG_JOURNEY_TEXTS.toGo(journey.progress.toGoKg)}</p> : null}
      {offersTargetWeight(pet.body_condition) || journey.targetKg != null ? (
        <TargetWeightForm key={String(journey.targetKg)} petId={pet.id} targetKg={journey.targetKg} />
      ) : null}
      <AddWeightForm petId={pet.id} focus={focus} />
      <button
        type="button"
        role="switch"
        aria-checked={!journey.remindersOff}
        className="button secondary journey-reminders"
        onClick={() => void updateJourney(pet.id, { remindersOff: !journey.remindersOff })}
      >
        {DOG_JOURNEY_TEXTS.reminders}
        <span aria-hidden="true">{DOG_JOURNEY_TEXTS.switchState(!journey.remindersOff)}</span>
      </button>
    </article>
  );
}
