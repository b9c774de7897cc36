import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState } from 'react';
import { formatGrouped } from '../../domain/number-format';
import { cupsPerDay } from '../../domain/feeding';
import { MESSAGES } from '../../copy/messages';
import { MOBILE_MESSAGES, MOBILE_TEXTS } from '../../domain/mobile';
import { isImageFile } from '../../domain/photo';
import { ACTIVITY_LABELS_MOBILE, BODY_CONDITION_LABELS_MOBILE, LIFE_STAGE_LABELS_MOBILE, SEX_LABELS, mobileDeletePetConfirm } from '../../copy/pet-labels';
import {
  ACTIVITY_LEVELS,
  BODY_CONDITIONS,
  LIFE_STAGES,
  SEXES,
  type ActivityLevel,
  type BodyCondition,
  type LifeStage,
  type Sex,
} from '../../domain/pet-values';
import { upsertPetById } from '../../domain/pets';
import { TIMERS_MS } from '../../copy/timers';
import { mobileWeight } from '../../domain/weight';
import { uploadPetPhoto } from '../../lib/photo-resize';
import { photoUploadFailureMessage } from '../../lib/photo-upload-error';
import { $petData, deletePet, savePets, type PetRecord } from '../../stores/pets';
import { EditorPlanFit } from '../dashboard/sections/EditorPlanFit';
import { FamilyGramsChange } from '../pets/FamilyGramsChange';
import { PetPhoto } from '../pets/PetPhoto';
import { SelectField } from '../ui/SelectField';

interface Form {
  name: string;
  breed: string;
  weight: string;
  dob: string;
  sex: Sex | '';
  life_stage: LifeStage;
  body_condition: BodyCondition;
  activity_level: ActivityLevel;
  photo_url: string | null;
  photo_large_url: string | null;
}

const formOf = (pet: PetRecord): Form => ({
  name: pet.name,
  breed: pet.breed ?? '',
  weight: String(pet.weight ?? ''),
  dob: pet.dob ?? '',
  sex: pet.sex ?? '',
  life_stage: pet.life_stage,
  body_condition: pet.body_condition,
  activity_level: pet.activity_level,
  photo_url: pet.photo_url ?? null,
  photo_large_url: pet.photo_large_url ?? null,
});

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Edit Pet (001 §2): back and delete, the photo banner with its camera button (uploads a
 * photo), Basic Information, Health & Activity, the Daily Feeding Requirements chips, Cancel
 * and Save Changes. Saving goes through the pets API (the whole set, 000 §7); 'Saving...'
 * shows for at least TIMERS_MS.mobileSave so a fast answer does not flash. Deleting asks
 * 'Are you sure you want to delete {name}? This cannot be undone.' and saves the set without it.
 */
export function PetEditor({ petId, onClose, onSaved, onDeleted }: { petId: string; onClose: () => void; onSaved: () => void; onDeleted: () => void }) {
  const data = useStore($petData);
  const pet = data.pets.find((p) => p.id === petId) as PetRecord | undefined;
  const [form, setForm] = useState<Form | null>(() => (pet ? formOf(pet) : null));
  const [busy, setBusy] = useState<'saving' | 'deleting' | 'uploading' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const mounted = useRef(true);
  const id = useId();

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  // The pet is gone (deleted elsewhere): nothing to edit.
  useEffect(() => {
    if (!pet && !busy) onClose();
  }, [pet, busy, onClose]);

  if (!pet || !form) return null;
  /** The dog as edited, for the family's grams and the subscriptions' fit after the change. */
  const draft = {
    ...pet,
    weight: mobileWeight(form.weight),
    life_stage: form.life_stage,
    body_condition: form.body_condition,
    activity_level: form.activity_level,
  };

  const set = <K extends keyof Form>(key: K, value: Form[K]) => setForm((f) => (f ? { ...f, [key]: value } : f));

  async function onPhoto(file: File | undefined) {
    if (!file) return;
    setError(null);
    if (!isImageFile(file.type)) {
      setError(MESSAGES.failedToUploadPhoto);
      return;
    }
    setBusy('uploading');
    try {
      const { url, lrgUrl } = await uploadPetPhoto(file);
      if (mounted.current) setForm((f) => (f ? { ...f, photo_url: url, photo_large_url: lrgUrl } : f));
    } catch (err) {
      if (mounted.current) setError(photoUploadFailureMessage(err, MESSAGES.failedToUploadPhoto));
    } finally {
      if (mounted.current) setBusy(null);
    }
  }

  async function save() {
    if (!pet || !form || busy) return;
    setError(null);
    setBusy('saving');
    const updated: PetRecord = {
      ...pet,
      name: form.name.trim(),
      breed: form.breed.trim(),
      weight: mobileWeight(form.weight), // no validation beyond a number (001 §5)
      dob: form.dob || null,
      sex: form.sex || null,
      life_stage: form.life_stage,
      body_condition: form.body_condition,
      activity_level: form.activity_level,
      photo_url: form.photo_url,
      photo_large_url: form.photo_large_url,
    };
    try {
      await Promise.all([savePets({ pets: upsertPetById($petData.get().pets, updated) }), wait(TIMERS_MS.mobileSave)]);
      if (mounted.current) onSaved();
    } catch {
      if (mounted.current) {
        setError(MOBILE_MESSAGES.failedToSavePet);
        setBusy(null);
      }
    }
  }

  async function remove() {
    if (!pet || busy || !window.confirm(mobileDeletePetConfirm(pet.name))) return;
    setError(null);
    setBusy('deleting');
    try {
      await deletePet(pet.id);
      if (mounted.current) onDeleted();
    } catch {
      if (mounted.current) {
        setError(MESSAGES.failedToDeletePet);
        setBusy(null);
      }
    }
  }

  const feeding =
    pet.calories_per_day != null && pet.kibble_grams_per_day != null
      ? { calories: pet.calories_per_day, grams: pet.kibble_grams_per_day, cups: cupsPerDay(pet.kibble_grams_per_day) }
      : null;
  const field = (name: string) => `${id}-${name}`;
  /** Life stage, body condition and activity: one of the list, in the mobile screen's words. */
  const traitSelect = <K extends 'life_stage' | 'body_condition' | 'activity_level'>(
    key: K,
    name: string,
    label: string,
    values: readonly Form[K][],
    labels: Record<Form[K], string>,
  ) => <SelectField id={field(name)} label={label} values={values} labels={labels} value={form[key]} onChange={(value) => set(key, value as Form[K])} />;

  return (
    <div className="mobile-screen mobile-pet-editor">
      <div className="mobile-toolbar">
        <button type="button" className="mobile-icon-button" aria-label="Back to My Pets" onClick={onClose} disabled={busy === 'saving' || busy === 'deleting'}>
          <span aria-hidden="true">←</span>
        </button>
        <button
          type="button"
          className="mobile-icon-button mobile-danger"
          aria-label={`Delete ${pet.name}`}
          onClick={() => void remove()}
          disabled={busy !== null}
        >
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
            <path
              d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13M10 11v6M14 11v6"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinecap="round"
              strokeLinejoin="round"
              fill="none"
            />
          </svg>
        </button>
      </div>

      <div className="mobile-photo-banner">
        <PetPhoto url={form.photo_url} name={pet.name} size="large" />
        <label className="mobile-camera" aria-busy={busy === 'uploading' || undefined}>
          <input
            type="file"
            accept="image/*"
            className="visually-hidden"
            aria-label={form.photo_url ? `Change photo of ${pet.name}` : `Add a photo of ${pet.name}`}
            disabled={busy !== null}
            onChange={(e) => {
              void onPhoto(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
            <path d="M4 8h3l2-3h6l2 3h3v11H4zM12 17a4 4 0 1 0 0-8 4 4 0 0 0 0 8z" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" fill="none" />
          </svg>
        </label>
        {busy === 'uploading' ? (
          <p role="status" className="mobile-muted">
            Uploading photo…
          </p>
        ) : null}
      </div>

      {error ? (
        <p role="alert" className="error">
          {error}
        </p>
      ) : null}

      <form
        noValidate
        aria-busy={busy === 'saving' || undefined}
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <fieldset className="mobile-card mobile-fieldset">
          <legend>{MOBILE_TEXTS.basicInformation}</legend>
          <div className="field">
            <label htmlFor={field('name')}>Name</label>
            <input id={field('name')} type="text" autoComplete="off" value={form.name} onChange={(e) => set('name', e.target.value)} />
          </div>
          <div className="field">
            <label htmlFor={field('breed')}>Breed</label>
            <input
              id={field('breed')}
              type="text"
              autoComplete="off"
              placeholder={MOBILE_TEXTS.breedHint}
              aria-describedby={field('breed-hint')}
              value={form.breed}
              onChange={(e) => set('breed', e.target.value)}
            />
            <span id={field('breed-hint')} className="hint">
              {MOBILE_TEXTS.breedHint}
            </span>
          </div>
          <div className="field">
            <label htmlFor={field('weight')}>Weight (kg)</label>
            <input id={field('weight')} type="text" inputMode="decimal" value={form.weight} onChange={(e) => set('weight', e.target.value)} />
          </div>
          <div className="field">
            <label htmlFor={field('dob')}>Date of Birth</label>
            <input id={field('dob')} type="date" value={form.dob} onChange={(e) => set('dob', e.target.value)} />
          </div>
          <SelectField
            id={field('sex')}
            label="Sex"
            values={SEXES}
            labels={SEX_LABELS}
            emptyOption="Not specified"
            value={form.sex}
            onChange={(value) => set('sex', value as Sex | '')}
          />
        </fieldset>

        <fieldset className="mobile-card mobile-fieldset">
          <legend>{MOBILE_TEXTS.healthActivity}</legend>
          {traitSelect('life_stage', 'life', 'Life Stage', LIFE_STAGES, LIFE_STAGE_LABELS_MOBILE)}
          {traitSelect('body_condition', 'body', 'Body Condition', BODY_CONDITIONS, BODY_CONDITION_LABELS_MOBILE)}
          {traitSelect('activity_level', 'activity', 'Activity Level', ACTIVITY_LEVELS, ACTIVITY_LABELS_MOBILE)}
        </fieldset>

        <FamilyGramsChange className="mobile-card" draft={draft} />
        <EditorPlanFit draft={draft} className="mobile-plan-fit" />

        {feeding ? (
          <section className="mobile-card" aria-labelledby={field('feeding')}>
            <h2 id={field('feeding')} className="mobile-card-heading">
              {MOBILE_TEXTS.dailyFeeding}
            </h2>
            <ul className="chip-list mobile-chips">
              <li>{formatGrouped(feeding.calories)} kcal/day</li>
              <li>{formatGrouped(feeding.grams)} g/day</li>
              <li>{feeding.cups.toFixed(1)} cups/day</li>
            </ul>
          </section>
        ) : null}

        <div className="mobile-form-actions">
          <button type="button" className="button" onClick={onClose} disabled={busy === 'saving' || busy === 'deleting'}>
            {MOBILE_TEXTS.cancel}
          </button>
          <button type="submit" className="button primary" disabled={busy !== null}>
            {busy === 'saving' ? MOBILE_TEXTS.saving : MOBILE_TEXTS.saveChanges}
          </button>
        </div>
      </form>
    </div>
  );
}
