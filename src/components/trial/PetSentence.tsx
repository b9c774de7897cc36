import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { LIFE_STAGE_SHORT_LABELS, TRIAL_SENTENCE_ACTIVITY, TRIAL_SENTENCE_BODY_CONDITION } from '../../copy/pet-labels';
import { ACTIVITY_LEVELS, BODY_CONDITIONS, LIFE_STAGES, type LifeStage } from '../../domain/pet-values';
import { toFiniteNumber } from '../../domain/rounding';
import { TIMERS_MS } from '../../copy/timers';
import { RECIPE_PAGE_MAX_WEIGHT_KG, RECIPE_PAGE_WEIGHT_STEP_KG, WEIGHT_MIN_KG, clampRecipePageWeight } from '../../domain/weight';
import { DOG_NAME_PLACEHOLDER, RECIPE_DOG_NAME_REQUIRED_MESSAGE, RECIPE_DOG_WEIGHT_REQUIRED_MESSAGE } from '../../domain/recipe-pages';
import { $recipePet, $recipeReady, updateRecipePet, type RecipePet } from '../../stores/trial';
import { WeightField } from '../ui/WeightField';
import { useEarlyForm } from '../../lib/early-input/use-early-form';

/**
 * The editable sentence of the recipe pages (spec 001 §2, §5): "Rex is a 12 kg, typical adult
 * with an ideal body." The dog's name toggles the editor; it opens by itself while the name or
 * the weight is missing. Every committed change refetches the recommendations. A weight above
 * 45 kg is clamped on blur with the 2-second notice.
 *
 * The editor is a plain GET form with the address's parameter names, so it works before (and
 * without) JavaScript; once hydrated, changes apply in place.
 */
export function PetSentence() {
  const pet = useStore($recipePet);
  const ready = useStore($recipeReady);
  const id = useId();
  const [open, setOpen] = useState(true);
  const [name, setName] = useState(pet.name);
  const [weight, setWeight] = useState(pet.weight === null ? '' : String(pet.weight));
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<{ field: 'name' | 'weight'; message: string } | null>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const weightRef = useRef<HTMLInputElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const [addressRead, setAddressRead] = useState(false);
  // What was typed (and a Done pressed) before the page was ready is taken once it has read its address.
  const early = useEarlyForm(ready);

  // Once the page has read its address, the editor stays open only if something is missing.
  // Decided while rendering (React's "adjusting state when a prop changes"), not in an effect:
  // trial.css keeps the editor folded until the page is ready, and an effect would let it show
  // for a frame in between, moving the whole page down and up again.
  // A name or weight typed while it did so is the visitor's latest word: it stays, with the editor open.
  if (ready && !addressRead) {
    const addressWeight = pet.weight === null ? '' : String(pet.weight);
    const keptName = name || pet.name;
    const keptWeight = weight || addressWeight;
    setAddressRead(true);
    setName(keptName);
    setWeight(keptWeight);
    setOpen(keptName.trim() === '' || keptWeight === '' || keptName !== pet.name || keptWeight !== addressWeight);
  }

  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), TIMERS_MS.weightNotice);
    return () => clearTimeout(timer);
  }, [notice]);

  function commitName(): string {
    const trimmed = name.trim();
    if (trimmed !== pet.name) updateRecipePet({ name: trimmed });
    if (trimmed && error?.field === 'name') setError(null);
    return trimmed;
  }

  function commitWeight(): number | null {
    const n = toFiniteNumber(weight);
    if (n === null) return null;
    const clamped = clampRecipePageWeight(Math.max(WEIGHT_MIN_KG, n));
    if (clamped.notice) setNotice(clamped.notice);
    setWeight(String(clamped.weight));
    if (clamped.weight !== pet.weight) updateRecipePet({ weight: clamped.weight });
    if (error?.field === 'weight') setError(null);
    return clamped.weight;
  }

  function onDone(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const committedName = commitName();
    const committedWeight = commitWeight();
    if (!committedName) {
      setError({ field: 'name', message: RECIPE_DOG_NAME_REQUIRED_MESSAGE });
      nameRef.current?.focus();
      return;
    }
    if (committedWeight === null) {
      setError({ field: 'weight', message: RECIPE_DOG_WEIGHT_REQUIRED_MESSAGE });
      weightRef.current?.focus();
      return;
    }
    setOpen(false);
    // The editor goes away: focus back on the name that opens it.
    setTimeout(() => toggleRef.current?.focus());
  }

  const shownName = pet.name || DOG_NAME_PLACEHOLDER;
  const describedBy = (field: 'name' | 'weight') => (error?.field === field ? `${id}-error` : undefined);

  return (
    <section className="pet-sentence" aria-label="Your dog">
      <p className="sentence">
        <button
          ref={toggleRef}
          type="button"
          className="sentence-name"
          aria-expanded={open}
          aria-controls={`${id}-editor`}
          title="Change your dog's details"
          onClick={() => setOpen((o) => !o)}
        >
          {shownName}
        </button>{' '}
        is a {pet.weight === null ? '?' : pet.weight} kg, {TRIAL_SENTENCE_ACTIVITY[pet.activity_level]} {LIFE_STAGE_SHORT_LABELS[pet.life_stage].toLowerCase()}{' '}
        with an {TRIAL_SENTENCE_BODY_CONDITION[pet.body_condition]} body.
      </p>

      <form {...early} id={`${id}-editor`} className="sentence-editor" method="get" hidden={!open} onSubmit={onDone}>
        <div className="field">
          <label htmlFor={`${id}-name`}>Dog's name</label>
          <input
            ref={nameRef}
            id={`${id}-name`}
            name="name"
            required
            autoComplete="off"
            value={name}
            aria-invalid={error?.field === 'name' || undefined}
            aria-describedby={describedBy('name')}
            onChange={(e) => setName(e.target.value)}
            onBlur={commitName}
          />
        </div>
        <WeightField
          inputRef={weightRef}
          id={`${id}-weight`}
          name="weight"
          max={RECIPE_PAGE_MAX_WEIGHT_KG}
          step={RECIPE_PAGE_WEIGHT_STEP_KG}
          required
          value={weight}
          aria-invalid={error?.field === 'weight' || undefined}
          aria-describedby={describedBy('weight')}
          onChange={setWeight}
          onBlur={commitWeight}
        />
        <TraitSelect id={`${id}-activity`} label="Activity" field="activity_level" values={ACTIVITY_LEVELS} words={TRIAL_SENTENCE_ACTIVITY} />
        <TraitSelect id={`${id}-life-stage`} label="Life stage" field="life_stage" values={LIFE_STAGES} words={LIFE_STAGE_WORDS} />
        <TraitSelect id={`${id}-body`} label="Body condition" field="body_condition" values={BODY_CONDITIONS} words={TRIAL_SENTENCE_BODY_CONDITION} />
        <button type="submit" className="secondary">
          Done
        </button>
        {error ? (
          <p id={`${id}-error`} className="field-error" role="alert">
            {error.message}
          </p>
        ) : null}
      </form>
      <p className="weight-notice" role="status">
        {notice}
      </p>
    </section>
  );
}

/** The life stages as the sentence says them: "a 12 kg, active puppy". */
const LIFE_STAGE_WORDS = Object.fromEntries(LIFE_STAGES.map((s) => [s, LIFE_STAGE_SHORT_LABELS[s].toLowerCase()])) as Record<LifeStage, string>;

type Trait = 'activity_level' | 'life_stage' | 'body_condition';
/** The form's field names (the recipe page's query parameters, normalisePetQuery). */
const FIELD_NAMES: Record<Trait, string> = { activity_level: 'activityLevel', life_stage: 'lifeStage', body_condition: 'bodyCondition' };

/** One trait in the sentence's editor: a labelled select of its values, in the sentence's words; a choice updates the pet at once. */
function TraitSelect<F extends Trait>(props: { id: string; label: string; field: F; values: readonly RecipePet[F][]; words: Record<RecipePet[F], string> }) {
  const pet = useStore($recipePet);
  const choose = (value: string) => updateRecipePet({ [props.field]: props.values.find((v) => v === value) ?? pet[props.field] });
  return (
    <div className="field">
      <label htmlFor={props.id}>{props.label}</label>
      <select id={props.id} name={FIELD_NAMES[props.field]} value={pet[props.field]} onChange={(e) => choose(e.target.value)}>
        {props.values.map((v) => (
          <option key={v} value={v}>
            {props.words[v]}
          </option>
        ))}
      </select>
    </div>
  );
}
