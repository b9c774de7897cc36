import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { formatGrouped } from '../../domain/number-format';
import { cupsPerDay } from '../../domain/feeding';
import { NARROW_LAYOUT_MAX_PX } from '../../domain/layout';
import { MESSAGES } from '../../copy/messages';
import { isImageFile } from '../../domain/photo';
import { SECTION_TOOLTIPS } from '../../copy/pet-help';
import { DELETE_PET_CONFIRM_PERMANENT, petOverlayTitle } from '../../copy/pet-labels';
import { newPet, upsertPetById } from '../../domain/pets';
import { PET_NAME_REQUIRED_MESSAGE } from '../../domain/schemas/pet';
import { normaliseWeight, sanitiseWeightInput, weightAlert } from '../../domain/weight';
import { uploadPetPhoto } from '../../lib/photo-resize';
import { photoUploadFailureMessage } from '../../lib/photo-upload-error';
import { $loggedIn, $petData, calculatePets, deletePet, newPetId, savePets, type PetRecord, type PetsData } from '../../stores/pets';
import { Dialog } from '../ui/Dialog';
import { FamilyGramsChange } from './FamilyGramsChange';
import { PetPhoto } from './PetPhoto';
import './pets.css';
import { KibbleSlider } from './KibbleSlider';
import { PetTraitGroups } from './PetTraitGroups';
import { TextField } from '../ui/TextField';

/** True at or below 768 px (spec 000 §2.4, §9): dropdowns instead of button groups. */
export function useNarrowLayout(): boolean {
  const query = `(max-width: ${NARROW_LAYOUT_MAX_PX}px)`;
  const [narrow, setNarrow] = useState(() => typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(query).matches);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const list = window.matchMedia(query);
    const onChange = () => setNarrow(list.matches);
    onChange();
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  }, [query]);
  return narrow;
}

interface Tiles {
  calories: number;
  grams: number;
}

const tilesOf = (pet: Partial<PetRecord> | undefined): Tiles | null =>
  pet && pet.kibble_calories_per_day != null && pet.kibble_grams_per_day != null
    ? { calories: pet.kibble_calories_per_day, grams: pet.kibble_grams_per_day }
    : null;

export interface PetOverlayProps {
  /** The pet to edit, or null for a new one. */
  pet: PetRecord | null;
  onClose: () => void;
  /** After a save or a removal, with the saved set. */
  onSaved?: (data: PetsData) => void;
  /** What the page says about the change being edited beyond the family's grams (the dashboard: its subscriptions' fit). */
  afterChange?: (draft: PetRecord) => ReactNode;
  /**
   * The alert when the save fails: the spec gives each page its own words, 'Failed to add/update
   * pet. Please try again.' (000 §8, the default) and 'Failed to save pet. Please try again.' on
   * the dashboard (001 §8).
   */
  saveFailedMessage?: string;
}

/**
 * The pet overlay of the customer area (spec 000 §2.4): the title ("Add your furbaby's details
 * to calculate their feeding plan." or "{name}'s feeding guide"), photo upload, three tiles
 * (calories, grams and cups a day of kibble), name, weight, life stage, body condition,
 * activity level, kibble percentage and include-in-family-plan, with close, Remove Pet (when
 * editing) and Save Pet; above the buttons, the family's daily grams before and after the change
 * (FamilyGramsChange, issue 21). Above 768 px the three choices are button groups (body condition and
 * activity with images); at or below, dropdowns.
 *
 * A change of a choice or the slider recalculates at once, name and weight on blur, when the
 * name is not blank and the weight above 0 (failures are silent). Save Pet recalculates, saves
 * (`{ pets, productId: null }`) and closes.
 */
export function PetOverlay({ pet, onClose, onSaved, afterChange, saveFailedMessage = MESSAGES.failedToAddUpdatePet }: PetOverlayProps) {
  const loggedIn = useStore($loggedIn);
  const narrow = useNarrowLayout();
  const [form, setForm] = useState<PetRecord>(
    () => pet ?? ({ ...newPet(newPetId()), breed: '', dob: null, sex: null, photo_url: null, photo_large_url: null } as PetRecord),
  );
  const [weightText, setWeightText] = useState(String(form.weight));
  const [tiles, setTiles] = useState<Tiles | null>(() => tilesOf(pet ?? undefined));
  const [nameError, setNameError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'saving' | 'removing' | 'uploading' | null>(null);
  const formRef = useRef(form);
  const recalcSeq = useRef(0);
  const id = useId();

  function recalc(next: PetRecord) {
    if (next.name.trim() === '' || !(next.weight > 0)) return;
    const seq = ++recalcSeq.current;
    calculatePets([{ ...next, name: next.name.trim() }], $petData.get().productId, $petData.get().kcal_per_kg)
      .then((data) => {
        if (seq === recalcSeq.current) setTiles(tilesOf(data.pets[0]));
      })
      .catch(() => undefined);
  }

  function update(patch: Partial<PetRecord>, recalculate: boolean) {
    const next = { ...formRef.current, ...patch };
    formRef.current = next;
    setForm(next);
    if (recalculate) recalc(next);
  }

  async function onPhoto(file: File | undefined) {
    if (!file) return;
    if (!isImageFile(file.type)) {
      window.alert(MESSAGES.failedToUploadPhoto);
      return;
    }
    setBusy('uploading');
    try {
      const { url, lrgUrl } = await uploadPetPhoto(file);
      update({ photo_url: url, photo_large_url: lrgUrl }, false);
    } catch (err) {
      window.alert(photoUploadFailureMessage(err, MESSAGES.failedToUploadPhoto));
    } finally {
      setBusy(null);
    }
  }

  async function save() {
    const current = { ...formRef.current, weight: normaliseWeight(weightText), name: formRef.current.name.trim() };
    if (current.name === '') {
      setNameError(PET_NAME_REQUIRED_MESSAGE);
      document.getElementById(`${id}-name`)?.focus();
      return;
    }
    const alert = weightAlert(weightText);
    if (alert) {
      window.alert(alert);
      return;
    }
    setBusy('saving');
    recalc(current);
    try {
      const data = await savePets({ pets: upsertPetById($petData.get().pets, current), productId: null });
      onSaved?.(data);
      onClose();
    } catch {
      window.alert(saveFailedMessage);
      setBusy(null);
    }
  }

  async function remove() {
    if (!pet || !window.confirm(DELETE_PET_CONFIRM_PERMANENT)) return;
    setBusy('removing');
    try {
      const data = await deletePet(pet.id);
      onSaved?.(data);
      onClose();
    } catch {
      window.alert(MESSAGES.failedToDeletePetAlert);
      setBusy(null);
    }
  }

  const variant = narrow ? 'select' : 'buttons';
  return (
    <Dialog title={petOverlayTitle(pet?.name)} onClose={onClose} className="pet-overlay">
      <button type="button" className="dialog-close" aria-label="Close" onClick={onClose}>
        ×
      </button>
      <form
        className="pet-overlay-form"
        noValidate
        aria-busy={busy !== null}
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <div className="overlay-photo">
          <PetPhoto url={form.photo_url} name={form.name || 'your dog'} placeholder="add" />
          {loggedIn ? (
            <label className="button secondary file-button">
              {form.photo_url ? 'Change photo' : 'Upload photo'}
              <input type="file" accept="image/*" className="visually-hidden" disabled={busy !== null} onChange={(e) => void onPhoto(e.target.files?.[0])} />
            </label>
          ) : null}
          {busy === 'uploading' ? <p role="status">Uploading photo…</p> : null}
        </div>

        <dl className="tiles" aria-label="Daily kibble">
          <div>
            <dt>Calories/day</dt>
            <dd>{tiles ? formatGrouped(tiles.calories) : '–'}</dd>
          </div>
          <div>
            <dt>Grams/day</dt>
            <dd>{tiles ? formatGrouped(tiles.grams) : '–'}</dd>
          </div>
          <div>
            <dt>Cups/day</dt>
            <dd>{tiles ? cupsPerDay(tiles.grams).toFixed(1) : '–'}</dd>
          </div>
        </dl>

        <TextField
          id={`${id}-name`}
          label="Name"
          autoComplete="off"
          maxLength={60}
          value={form.name}
          error={nameError}
          onChange={(e) => {
            setNameError(null);
            update({ name: e.target.value }, false);
          }}
          onBlur={() => recalc(formRef.current)}
        />

        <div className="field">
          <label htmlFor={`${id}-weight`}>Weight (kg)</label>
          <input
            id={`${id}-weight`}
            type="text"
            inputMode="decimal"
            value={weightText}
            onChange={(e) => setWeightText(sanitiseWeightInput(e.target.value))}
            onBlur={() => {
              const weight = normaliseWeight(weightText);
              setWeightText(String(weight));
              update({ weight }, true);
            }}
          />
        </div>

        <PetTraitGroups variant={variant} value={form} onChange={(change) => update(change, true)} pictures={!narrow} />

        <div className="field">
          <label htmlFor={`${id}-kibble`}>Percentage of kibble</label>
          <KibbleSlider id={`${id}-kibble`} percent={form.percent_kibble} onChange={(percent_kibble) => update({ percent_kibble }, true)} />
        </div>

        <div className="field checkbox">
          <label title={SECTION_TOOLTIPS.include}>
            <input
              type="checkbox"
              checked={form.includeInFamilyFeedingPlan}
              onChange={(e) => update({ includeInFamilyFeedingPlan: e.target.checked }, false)}
            />{' '}
            Include in family feeding plan
          </label>
        </div>

        {/* The weight as typed (the form takes it on blur): the line then appears while typing, not
            on the blur of a click on Save Pet, which it would push out from under the pointer. */}
        <FamilyGramsChange draft={{ ...form, weight: normaliseWeight(weightText) }} />
        {afterChange?.({ ...form, weight: normaliseWeight(weightText) })}

        <div className="dialog-actions">
          {pet ? (
            <button type="button" className="button danger" disabled={busy !== null} onClick={() => void remove()}>
              Remove Pet
            </button>
          ) : null}
          <button type="submit" className="button primary" disabled={busy !== null}>
            Save Pet
          </button>
        </div>
      </form>
    </Dialog>
  );
}
