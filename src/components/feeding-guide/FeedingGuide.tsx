import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { formatGrouped } from '../../domain/number-format';
import { findKibble } from '../../domain/catalogue';
import {
  CUP_GRAMS_RECIPE_PAGES,
  DEFAULT_KIBBLE_PERCENT,
  KIBBLE_PERCENT_MAX,
  KIBBLE_PERCENT_MIN,
  clampKibblePercentForSlider,
  familyTotals,
  isIncludedInFamilyPlan,
} from '../../domain/feeding';
import { feedingSentence } from '../../domain/feeding-sentence';
import { MESSAGES } from '../../domain/messages';
import { formatNzd } from '../../domain/money';
import { DELETE_PET_CONFIRM_PERMANENT } from '../../domain/pet-labels';
import { newPet, upsertPetById } from '../../domain/pets';
import { recommendedPlan } from '../../domain/plans';
import { CALCULATING_RECOMMENDATIONS_MESSAGE } from '../../domain/recipe-pages';
import { emailSchema } from '../../domain/schemas/common';
import { PET_NAME_REQUIRED_MESSAGE } from '../../domain/schemas/pet';
import { normaliseWeight, weightAlert, WEIGHT_MAX_KG, WEIGHT_MIN_KG } from '../../domain/weight';
import { $feedingGuide, emailFeedingPlan, loadFeedingGuide, lowestPlanPrice, refreshGuideRecommendations } from '../../stores/feeding-guide';
import { $petData, $saving, deletePet, newPetId, savePets, type PetRecord } from '../../stores/pets';
import { useEmbed, useReportHeight } from '../embed/use-embed';
import { OptionGroup } from '../pets/OptionGroup';
import { PetPhoto } from '../pets/PetPhoto';
import { ACTIVITY_OPTIONS, BODY_CONDITION_OPTIONS, LIFE_STAGE_OPTIONS, withoutImages } from '../pets/pet-options';
import '../pets/pets.css';
import './feeding-guide.css';

function blankDog(): PetRecord {
  return { ...newPet(newPetId()), breed: '', dob: null, sex: null, photo_url: null, photo_large_url: null } as PetRecord;
}

/** The pet form: a new dog or one being edited. Saving adds or replaces it by id. */
function PetForm({ pet, canCancel, onDone }: { pet: PetRecord; canCancel: boolean; onDone: () => void }) {
  const id = useId();
  const [form, setForm] = useState<PetRecord>(pet);
  const [weightText, setWeightText] = useState(String(pet.weight));
  const [nameError, setNameError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const saving = useStore($saving);
  const nameRef = useRef<HTMLInputElement>(null);
  const errorRef = useRef<HTMLDivElement>(null);
  const set = (patch: Partial<PetRecord>) => setForm((old) => ({ ...old, ...patch }));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    const name = form.name.trim();
    if (!name) {
      setNameError(PET_NAME_REQUIRED_MESSAGE);
      nameRef.current?.focus();
      return;
    }
    const alert = weightAlert(weightText);
    if (alert) {
      setError(alert);
      errorRef.current?.focus();
      return;
    }
    const dog = { ...form, name, weight: normaliseWeight(weightText) };
    try {
      await savePets({ pets: upsertPetById($petData.get().pets, dog) });
      onDone();
    } catch {
      // The list stays as it was (spec 001 §8).
      setError(MESSAGES.failedToSavePetDataAlert);
      setTimeout(() => errorRef.current?.focus());
    }
  }

  return (
    <form className="dog-form" aria-labelledby={`${id}-title`} noValidate onSubmit={onSubmit} aria-busy={saving || undefined}>
      <h2 id={`${id}-title`}>{pet.name ? `${pet.name}'s details` : "Add your furbaby's details"}</h2>
      <div ref={errorRef} tabIndex={-1} role="alert" className={error ? 'error' : undefined}>
        {error}
      </div>
      <div className="field">
        <label htmlFor={`${id}-name`}>Your dog's name</label>
        <input
          ref={nameRef}
          id={`${id}-name`}
          type="text"
          required
          autoComplete="off"
          value={form.name}
          aria-invalid={nameError ? true : undefined}
          aria-describedby={nameError ? `${id}-name-error` : undefined}
          onChange={(e) => {
            set({ name: e.target.value });
            if (nameError) setNameError(null);
          }}
        />
        {nameError ? (
          <p id={`${id}-name-error`} className="field-error">
            {nameError}
          </p>
        ) : null}
      </div>
      <div className="field">
        <label htmlFor={`${id}-weight`}>Weight (kg)</label>
        <input
          id={`${id}-weight`}
          type="number"
          inputMode="decimal"
          min={WEIGHT_MIN_KG}
          max={WEIGHT_MAX_KG}
          step="0.1"
          value={weightText}
          onChange={(e) => setWeightText(e.target.value)}
          onBlur={() => setWeightText(String(normaliseWeight(weightText)))}
        />
      </div>
      <OptionGroup label="Life stage" options={LIFE_STAGE_OPTIONS} value={form.life_stage} onChange={(life_stage) => set({ life_stage })} />
      <OptionGroup
        label="Body condition"
        options={withoutImages(BODY_CONDITION_OPTIONS)}
        value={form.body_condition}
        onChange={(body_condition) => set({ body_condition })}
      />
      <OptionGroup
        label="Activity level"
        options={withoutImages(ACTIVITY_OPTIONS)}
        value={form.activity_level}
        onChange={(activity_level) => set({ activity_level })}
      />
      <div className="field">
        <label htmlFor={`${id}-kibble`}>Percentage of kibble</label>
        <div className="slider-row">
          <input
            id={`${id}-kibble`}
            type="range"
            min={KIBBLE_PERCENT_MIN}
            max={KIBBLE_PERCENT_MAX}
            step="5"
            value={clampKibblePercentForSlider(form.percent_kibble ?? DEFAULT_KIBBLE_PERCENT)}
            onChange={(e) => set({ percent_kibble: Number(e.target.value) })}
          />
          <output htmlFor={`${id}-kibble`}>{clampKibblePercentForSlider(form.percent_kibble)}%</output>
        </div>
      </div>
      <div className="field checkbox">
        <input
          id={`${id}-include`}
          type="checkbox"
          checked={form.includeInFamilyFeedingPlan}
          onChange={(e) => set({ includeInFamilyFeedingPlan: e.target.checked })}
        />
        <label htmlFor={`${id}-include`}>Include in family feeding plan</label>
      </div>
      <div className="summary-actions">
        <button type="submit" className="button primary" disabled={saving}>
          Save Pet
        </button>
        {canCancel ? (
          <button type="button" className="button" onClick={onDone} disabled={saving}>
            Cancel
          </button>
        ) : null}
      </div>
    </form>
  );
}

/** The summary: what the included dogs eat together, and 'Email my feeding plan'. */
function Summary({ pets }: { pets: readonly PetRecord[] }) {
  const id = useId();
  const data = useStore($petData);
  const [email, setEmail] = useState('');
  const [state, setState] = useState<{ kind: 'idle' | 'sending' } | { kind: 'sent' | 'error' | 'invalid'; message: string }>({ kind: 'idle' });
  const included = pets.filter(isIncludedInFamilyPlan);
  if (included.length === 0) {
    return (
      <section className="summary" aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`}>Your feeding plan</h2>
        <p>{MESSAGES.noPetIncluded}</p>
      </section>
    );
  }
  const totals = familyTotals(
    included.map((p) => ({ kibble_calories_per_day: p.kibble_calories_per_day ?? 0, kibble_grams_per_day: p.kibble_grams_per_day ?? 0 })),
    CUP_GRAMS_RECIPE_PAGES,
  );
  const kibble = findKibble(data.productId ?? '')?.name ?? 'Chicken';

  async function onSend(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = v.safeParse(emailSchema, email);
    if (!parsed.success) {
      setState({ kind: 'invalid', message: parsed.issues[0].message });
      return;
    }
    setState({ kind: 'sending' });
    const ok = await emailFeedingPlan(parsed.output);
    setState(ok ? { kind: 'sent', message: `Your feeding plan is on its way to ${parsed.output}.` } : { kind: 'error', message: MESSAGES.failedToSendPlan });
  }

  return (
    <section className="summary" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Your feeding plan</h2>
      <p className="sentence">
        {feedingSentence({
          names: included.map((p) => p.name),
          calories: totals.total_subscribed_calories_per_day,
          grams: totals.total_subscribed_grams_per_day,
          kibbleName: kibble,
        })}
      </p>
      <dl className="summary-numbers">
        <div>
          <dt>calories/day</dt>
          <dd>{formatGrouped(totals.total_subscribed_calories_per_day)}</dd>
        </div>
        <div>
          <dt>grams/day</dt>
          <dd>{formatGrouped(totals.total_subscribed_grams_per_day)}</dd>
        </div>
        <div>
          <dt>cups/day</dt>
          <dd>{totals.total_subscribed_cups_per_day.toFixed(1)}</dd>
        </div>
      </dl>
      <form className="email-plan" noValidate onSubmit={onSend}>
        <div className="field">
          <label htmlFor={`${id}-email`}>Email address</label>
          <input
            id={`${id}-email`}
            type="email"
            required
            autoComplete="email"
            value={email}
            aria-invalid={state.kind === 'invalid' || undefined}
            aria-describedby={`${id}-email-result`}
            onChange={(e) => setEmail(e.target.value)}
          />
        </div>
        <button type="submit" className="button primary" disabled={state.kind === 'sending'}>
          Email my feeding plan
        </button>
        <p id={`${id}-email-result`} role={state.kind === 'sent' ? 'status' : 'alert'} className={state.kind === 'sent' ? 'sent' : 'field-error'}>
          {'message' in state ? state.message : null}
        </p>
      </form>
    </section>
  );
}

/** The recommendations: each recipe's plan nearest 30 days, and the lowest price per day of all. */
function Recommendations() {
  const guide = useStore($feedingGuide);
  const saving = useStore($saving);
  const lowest = lowestPlanPrice(guide.recommendations);
  return (
    <section className="guide-recommendations" aria-labelledby="guide-recommendations-title" aria-busy={saving || guide.loadingRecommendations || undefined}>
      <h2 id="guide-recommendations-title">Recommended plans</h2>
      {saving ? (
        <p role="status" className="loading">
          <span className="spinner" aria-hidden="true" /> {CALCULATING_RECOMMENDATIONS_MESSAGE}
        </p>
      ) : null}
      {lowest !== null ? <p className="plan-line">Plans from {formatNzd(lowest)} per day</p> : null}
      <ul className="guide-recipes">
        {guide.recommendations.map((r) => {
          const plan = recommendedPlan(r.plans);
          if (!plan) return null;
          return (
            <li key={r.product_id}>
              <strong>{r.title}</strong>: a {plan.bag_size} kg bag every {plan.frequency} days, {formatNzd(plan.subscriptionPrice)} (
              {formatNzd(plan.subscriptionPricePerDay)}/day)
            </li>
          );
        })}
      </ul>
      {guide.recommendations.length > 0 ? (
        <p>
          <a className="button" href="/choose-recipe">
            Get 34% OFF your first order
          </a>
        </p>
      ) : null}
    </section>
  );
}

/**
 * The feeding-guide creator (/get-started, /feeding-guide; spec 001 §2, §4 'Feeding guide'):
 * My Furbabys (a button per dog with its kibble grams a day and a delete ×, + Add Dog), the pet
 * form (shown when there are no dogs, or while adding or editing), the summary with 'Email my
 * feeding plan', and the recommendations with the lowest price per day. Nothing renders until
 * the first load is done.
 */
export function FeedingGuide() {
  useEmbed();
  useReportHeight('dashboard');
  const guide = useStore($feedingGuide);
  const data = useStore($petData);
  const [editing, setEditing] = useState<PetRecord | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  useEffect(() => {
    void loadFeedingGuide();
  }, []);

  const pets = data.pets as PetRecord[];
  const petKey = JSON.stringify(
    pets.map((p) => [p.id, p.weight, p.life_stage, p.activity_level, p.body_condition, p.percent_kibble, p.includeInFamilyFeedingPlan]),
  );
  useEffect(() => {
    if (guide.loaded) void refreshGuideRecommendations();
    // Refetch when the list changes (its feeding-relevant fields), not on every render.
  }, [guide.loaded, petKey]);

  if (!guide.loaded) return <div aria-busy="true" />;

  const formPet = editing ?? (pets.length === 0 ? blankDog() : null);

  async function remove(pet: PetRecord) {
    if (!window.confirm(DELETE_PET_CONFIRM_PERMANENT)) return;
    setDeleteError(null);
    try {
      await deletePet(pet.id);
      if (editing?.id === pet.id) setEditing(null);
    } catch {
      setDeleteError(MESSAGES.failedToSavePetDataAlert);
    }
  }

  return (
    <div className="feeding-guide">
      {pets.length > 0 ? (
        <nav className="dog-selector" aria-label="My Furbabys">
          <h2 className="selector-title">My Furbabys</h2>
          <ul>
            {pets.map((pet) => (
              <li key={pet.id} className={editing?.id === pet.id ? 'current' : undefined}>
                <button type="button" className="dog-button" aria-current={editing?.id === pet.id ? 'true' : undefined} onClick={() => setEditing(pet)}>
                  <PetPhoto url={pet.photo_url} name={pet.name} size="small" />
                  <span className="dog-name">{pet.name}</span>
                  <span className="dog-grams">{formatGrouped(pet.kibble_grams_per_day)} g/day</span>
                </button>
                <button type="button" className="dog-delete" aria-label={`Delete ${pet.name}`} onClick={() => void remove(pet)}>
                  ×
                </button>
              </li>
            ))}
          </ul>
          <button type="button" className="button secondary" onClick={() => setEditing(blankDog())}>
            + Add Dog
          </button>
        </nav>
      ) : null}
      {deleteError ? (
        <p role="alert" className="error">
          {deleteError}
        </p>
      ) : null}
      {formPet ? <PetForm key={formPet.id} pet={formPet} canCancel={pets.length > 0} onDone={() => setEditing(null)} /> : null}
      {pets.length > 0 ? (
        <>
          <Summary pets={pets} />
          <Recommendations />
        </>
      ) : null}
    </div>
  );
}
