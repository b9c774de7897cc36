import { useEffect, useId, useRef, useState, type InputHTMLAttributes } from 'react';
import { DEFAULT_KIBBLE_PERCENT, KIBBLE_PERCENT_MAX, MODAL_KIBBLE_PERCENT_MIN } from '../../domain/feeding';
import { isImageFile } from '../../domain/photo';
import { ACTIVITY_LABELS, BODY_CONDITION_LABELS, LIFE_STAGE_LABELS, SEX_LABELS } from '../../copy/pet-labels';
import {
  MODAL_ACTIVITY_LEVELS,
  PET_FORM_FIELD_ORDER,
  checkPetForm,
  isPetFormValid,
  modalActivityOf,
  petFromForm,
  type PetFormField,
  type PetFormValues,
} from '../../domain/pet-form';
import {
  BODY_CONDITIONS,
  DEFAULT_ACTIVITY_LEVEL,
  DEFAULT_BODY_CONDITION,
  DEFAULT_LIFE_STAGE,
  LIFE_STAGES,
  MODAL_LAZY_ACTIVITY,
  SEXES,
} from '../../domain/pet-values';
import { DEFAULT_WEIGHT_KG } from '../../domain/weight';
import type { PetRecord } from '../../stores/pets';
import { BreedCombobox } from './BreedCombobox';
import { FamilyGramsChange } from './FamilyGramsChange';
import { Dialog } from '../ui/Dialog';
import { SelectField } from '../ui/SelectField';
import { WeightField } from '../ui/WeightField';
import { FieldError } from '../ui/FieldError';
import { siteUrl } from '../../lib/site-url';

export const PHOTO_NOT_IMAGE_MESSAGE = 'The photo must be an image file.';

export type PetFormResult = ReturnType<typeof petFromForm>;

function initialValues(pet: PetRecord | null): PetFormValues {
  if (!pet) {
    return {
      name: '',
      dob: '',
      breed: '',
      weight: String(DEFAULT_WEIGHT_KG),
      life_stage: DEFAULT_LIFE_STAGE,
      activity_level: DEFAULT_ACTIVITY_LEVEL,
      body_condition: DEFAULT_BODY_CONDITION,
      percent_kibble: String(DEFAULT_KIBBLE_PERCENT),
      sex: '',
      includeInFamilyFeedingPlan: true,
    };
  }
  return {
    name: pet.name,
    dob: pet.dob ?? '',
    breed: pet.breed,
    weight: String(pet.weight),
    life_stage: pet.life_stage,
    activity_level: modalActivityOf(pet.activity_level),
    body_condition: pet.body_condition,
    percent_kibble: String(pet.percent_kibble),
    sex: pet.sex ?? '',
    includeInFamilyFeedingPlan: pet.includeInFamilyFeedingPlan,
  };
}

const MODAL_ACTIVITY_LABELS: Record<(typeof MODAL_ACTIVITY_LEVELS)[number], string> = {
  [MODAL_LAZY_ACTIVITY]: ACTIVITY_LABELS.lazy,
  typical: ACTIVITY_LABELS.typical,
  active: ACTIVITY_LABELS.active,
};

export interface PetFormModalProps {
  /** The pet to edit, or null to add one. */
  pet: PetRecord | null;
  /** Photo upload is for logged-in owners (spec 000 §6). */
  canUploadPhoto: boolean;
  /** The owner's other dogs' names: a name already among them is refused beside the field. */
  otherNames?: readonly string[];
  onCancel: () => void;
  /** Saves; the modal stays open (busy) until it settles. */
  onSave: (pet: PetFormResult, photo: File | null) => Promise<void>;
}

/**
 * The Add Dog / Edit Dog modal (spec 000 §2.2): photo, Name, Date of Birth, Breed (typeahead),
 * Weight (kg), Life Stage, Activity Level, Body Condition, kibble percentage, Sex and Include
 * in Family Feeding Plan, with Save Pet and Cancel. On Save Pet the required fields are checked
 * (messages beside the fields, focus on the first) and the weight limits raise the spec's alerts.
 * Editing a dog, the family's daily grams before and after the change show once the fields are valid.
 */
export function PetFormModal({ pet, canUploadPhoto, otherNames = [], onCancel, onSave }: PetFormModalProps) {
  const [values, setValues] = useState<PetFormValues>(() => initialValues(pet));
  const [errors, setErrors] = useState<Partial<Record<PetFormField, string>>>({});
  const [photo, setPhoto] = useState<File | null>(null);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const formId = useId();
  const fieldRefs = useRef<Partial<Record<PetFormField, { focus(): void } | null>>>({});
  const nameRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!photo) return setPreview(null);
    const url = URL.createObjectURL(photo);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [photo]);

  const set = <K extends PetFormField>(field: K, value: PetFormValues[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const fieldId = (field: PetFormField) => `${formId}-${field}`;
  const errorId = (field: PetFormField) => `${formId}-${field}-error`;
  const describe = (field: PetFormField) => (errors[field] ? { 'aria-invalid': true as const, 'aria-describedby': errorId(field) } : {});
  const errorText = (field: PetFormField) => <FieldError id={errorId(field)} error={errors[field]} />;
  const refFor =
    <T extends { focus(): void }>(field: PetFormField) =>
    (el: T | null) => {
      fieldRefs.current[field] = el;
    };
  /** Life stage, activity and body condition: a required choice from a list, 'Select…' until made. */
  const requiredSelect = <T extends string>(
    field: 'life_stage' | 'activity_level' | 'body_condition',
    label: string,
    options: readonly T[],
    labels: Record<T, string>,
  ) => (
    <SelectField
      id={fieldId(field)}
      label={label}
      values={options}
      labels={labels}
      emptyOption="Select…"
      selectRef={refFor<HTMLSelectElement>(field)}
      required
      value={values[field]}
      onChange={(value) => set(field, value)}
      {...describe(field)}
    >
      {errorText(field)}
    </SelectField>
  );

  /** Date of birth and kibble percentage: a required input of its own type, its error below it. */
  const requiredInput = (field: 'dob' | 'percent_kibble', label: string, input: InputHTMLAttributes<HTMLInputElement>) => (
    <div className="field">
      <label htmlFor={fieldId(field)}>{label}</label>
      <input
        id={fieldId(field)}
        ref={refFor<HTMLInputElement>(field)}
        {...input}
        required
        value={values[field]}
        onChange={(e) => set(field, e.target.value)}
        {...describe(field)}
      />
      {errorText(field)}
    </div>
  );

  async function submit(event: React.SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const check = checkPetForm(values, otherNames);
    setErrors(check.errors);
    const firstInvalid = PET_FORM_FIELD_ORDER.find((f) => check.errors[f]);
    if (firstInvalid) {
      fieldRefs.current[firstInvalid]?.focus();
      return;
    }
    if (check.alert) {
      window.alert(check.alert);
      fieldRefs.current.weight?.focus();
      return;
    }
    if (!isPetFormValid(check)) return;
    setBusy(true);
    try {
      await onSave(petFromForm(values), photo);
    } finally {
      setBusy(false);
    }
  }

  const title = pet ? 'Edit Dog' : 'Add Dog';
  return (
    <Dialog title={title} onClose={onCancel} initialFocus={nameRef} className="pet-form-dialog">
      <form id={formId} noValidate onSubmit={submit} className="pet-form" aria-busy={busy}>
        {canUploadPhoto ? (
          <div className="field">
            <label htmlFor={`${formId}-photo`}>Photo</label>
            {preview || pet?.photo_url ? (
              // eslint-disable-next-line jsx-a11y/img-redundant-alt -- the pet list and editors name every photo 'Photo of <name>'
              <img className="pet-photo pet-photo-medium" src={preview ?? siteUrl(pet?.photo_url ?? '')} alt={`Photo of ${values.name || 'your dog'}`} />
            ) : null}
            <input
              id={`${formId}-photo`}
              type="file"
              accept="image/*"
              aria-invalid={photoError ? true : undefined}
              aria-describedby={photoError ? `${formId}-photo-error` : undefined}
              onChange={(e) => {
                const file = e.target.files?.[0] ?? null;
                if (file && !isImageFile(file.type)) {
                  setPhoto(null);
                  setPhotoError(PHOTO_NOT_IMAGE_MESSAGE);
                  e.target.value = '';
                  return;
                }
                setPhotoError(null);
                setPhoto(file);
              }}
            />
            {photoError ? (
              <p id={`${formId}-photo-error`} className="field-error">
                {photoError}
              </p>
            ) : null}
          </div>
        ) : null}

        <div className="field">
          <label htmlFor={fieldId('name')}>Name</label>
          <input
            id={fieldId('name')}
            ref={(el) => {
              nameRef.current = el;
              fieldRefs.current.name = el;
            }}
            type="text"
            required
            autoComplete="off"
            value={values.name}
            onChange={(e) => set('name', e.target.value)}
            {...describe('name')}
          />
          {errorText('name')}
        </div>

        {requiredInput('dob', 'Date of Birth', { type: 'date' })}

        <div className="field">
          <BreedCombobox
            id={fieldId('breed')}
            inputRef={refFor('breed')}
            value={values.breed}
            onChange={(breed) => set('breed', breed)}
            required
            error={errors.breed}
          />
        </div>

        <WeightField
          id={fieldId('weight')}
          inputRef={refFor('weight')}
          required
          value={values.weight}
          onChange={(text) => set('weight', text)}
          {...describe('weight')}
        >
          {errorText('weight')}
        </WeightField>

        {requiredSelect('life_stage', 'Life Stage', LIFE_STAGES, LIFE_STAGE_LABELS)}

        {requiredSelect('activity_level', 'Activity Level', MODAL_ACTIVITY_LEVELS, MODAL_ACTIVITY_LABELS)}

        {requiredSelect('body_condition', 'Body Condition', BODY_CONDITIONS, BODY_CONDITION_LABELS)}

        {requiredInput('percent_kibble', 'Kibble percentage', { type: 'number', min: MODAL_KIBBLE_PERCENT_MIN, max: KIBBLE_PERCENT_MAX, step: '1' })}

        <fieldset className="field">
          <legend>Sex</legend>
          <div className="radio-row">
            {SEXES.map((s) => (
              <label key={s}>
                <input type="radio" name={`${formId}-sex`} value={s} checked={values.sex === s} onChange={() => set('sex', s)} /> {SEX_LABELS[s]}
              </label>
            ))}
          </div>
        </fieldset>

        <div className="field checkbox">
          <label>
            <input type="checkbox" checked={values.includeInFamilyFeedingPlan} onChange={(e) => set('includeInFamilyFeedingPlan', e.target.checked)} /> Include
            in Family Feeding Plan
          </label>
        </div>

        {/* A dog being edited: the family's grams before and after (issue 21); a new one has no total to move from yet. */}
        {pet && isPetFormValid(checkPetForm(values, otherNames)) ? <FamilyGramsChange draft={{ ...petFromForm(values), id: pet.id }} /> : null}

        <div className="dialog-actions">
          <button type="button" className="button secondary" onClick={onCancel} disabled={busy}>
            Cancel
          </button>
          <button type="submit" className="button primary" disabled={busy}>
            Save Pet
          </button>
        </div>
      </form>
    </Dialog>
  );
}
