/** The feeding guide's dog form: name, weight, life stage, body condition, activity, kibble share and the family plan. */
import { useStore } from '@nanostores/react';
import { useId, useRef, useState, type FormEvent } from 'react';

import { DEFAULT_KIBBLE_PERCENT } from '../../domain/feeding';

import { MESSAGES } from '../../copy/messages';

import { newPet, upsertPetById } from '../../domain/pets';

import { PET_NAME_REQUIRED_MESSAGE } from '../../domain/schemas/pet';
import { normaliseWeight, weightAlert } from '../../domain/weight';

import { $petData, $saving, newPetId, savePets, type PetRecord } from '../../stores/pets';

import { TextField } from '../ui/TextField';
import { WeightField } from '../ui/WeightField';
import { KibbleSlider } from '../pets/KibbleSlider';
import { PetTraitGroups } from '../pets/PetTraitGroups';

export function blankDog(): PetRecord {
  return { ...newPet(newPetId()), breed: '', dob: null, sex: null, photo_url: null, photo_large_url: null } as PetRecord;
}

/** The pet form: a new dog or one being edited. Saving adds or replaces it by id. */
export function PetForm({ pet, canCancel, onDone }: { pet: PetRecord; canCancel: boolean; onDone: () => void }) {
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
      <TextField
        inputRef={nameRef}
        id={`${id}-name`}
        label="Your dog's name"
        required
        autoComplete="off"
        value={form.name}
        error={nameError}
        onChange={(e) => {
          set({ name: e.target.value });
          if (nameError) setNameError(null);
        }}
      />
      <WeightField id={`${id}-weight`} value={weightText} onChange={setWeightText} onBlur={() => setWeightText(String(normaliseWeight(weightText)))} />
      <PetTraitGroups value={form} onChange={set} pictures={false} />
      <div className="field">
        <label htmlFor={`${id}-kibble`}>Percentage of kibble</label>
        <KibbleSlider id={`${id}-kibble`} percent={form.percent_kibble ?? DEFAULT_KIBBLE_PERCENT} onChange={(percent_kibble) => set({ percent_kibble })} />
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
