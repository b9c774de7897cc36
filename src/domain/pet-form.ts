/**
 * The Add Dog / Edit Dog modal's rules (spec 000 §2.2, §5): which fields are required, the
 * kibble percentage range 0–100, and the weight alerts on submit. Pure, so the component and
 * its tests share one definition; the values then go to the API, whose schema checks again.
 */
import { KIBBLE_PERCENT_MAX, MODAL_KIBBLE_PERCENT_MIN } from './feeding';
import { ACTIVITY_LEVELS, BODY_CONDITIONS, LIFE_STAGES, MODAL_LAZY_ACTIVITY, SEXES } from './pet-values';
import { toFiniteNumber } from './rounding';
import { KIBBLE_PERCENT_MESSAGE, PET_NAME_MAX_LENGTH, PET_NAME_REQUIRED_MESSAGE, PET_NAME_TOO_LONG_MESSAGE } from './schemas/pet';
import { DUPLICATE_PET_NAME_MESSAGE, isNameTaken } from './schemas/pet-save';
import { weightAlert } from './weight';

/** The modal's activity values: 'lazyBones' instead of the calculator's 'lazy' (spec 000 §3). */
export const MODAL_ACTIVITY_LEVELS = [MODAL_LAZY_ACTIVITY, ...ACTIVITY_LEVELS.filter((a) => a !== 'lazy')] as const;
export type ModalActivityLevel = (typeof MODAL_ACTIVITY_LEVELS)[number];

/** The modal's fields as the inputs hold them (text), before they become a pet. */
export interface PetFormValues {
  name: string;
  dob: string;
  breed: string;
  weight: string;
  life_stage: string;
  activity_level: string;
  body_condition: string;
  percent_kibble: string;
  sex: string;
  includeInFamilyFeedingPlan: boolean;
}

export type PetFormField = keyof PetFormValues;

export const PET_FORM_MESSAGES = {
  name: PET_NAME_REQUIRED_MESSAGE,
  nameTooLong: PET_NAME_TOO_LONG_MESSAGE,
  nameTaken: DUPLICATE_PET_NAME_MESSAGE,
  dob: 'Please enter a date of birth',
  breed: 'Please choose a breed',
  weight: 'Please enter a weight',
  life_stage: 'Please choose a life stage',
  activity_level: 'Please choose an activity level',
  body_condition: 'Please choose a body condition',
  percent_kibble: KIBBLE_PERCENT_MESSAGE,
} as const;

/** The order fields appear in, so the first error can take the focus. */
export const PET_FORM_FIELD_ORDER: readonly PetFormField[] = [
  'name',
  'dob',
  'breed',
  'weight',
  'life_stage',
  'activity_level',
  'body_condition',
  'percent_kibble',
  'sex',
  'includeInFamilyFeedingPlan',
];

export interface PetFormCheck {
  /** One message per field that is missing or out of range. */
  errors: Partial<Record<PetFormField, string>>;
  /** The weight alert to show on submit (spec texts), when the weight is outside 1–60 kg. */
  alert: string | null;
}

const blank = (s: string) => s.trim() === '';
const oneOf = (list: readonly string[], value: string) => list.includes(value);

/**
 * Checks the modal on submit: the eight required fields, a name none of the owner's other dogs
 * has (`otherNames`; the set may not hold one name twice), a 0–100 kibble percentage, and the
 * weight limits (which the spec reports as an alert, not beside the field).
 *
 * @example
 * checkPetForm({ ...values, name: ' ' }).errors.name // "Please enter your furbaby's name"
 * checkPetForm({ ...values, name: 'NALA' }, ['Nala']).errors.name // 'Each furbaby needs a different name'
 * checkPetForm({ ...values, weight: '61' }).alert // 'Pet weight cannot exceed 60kg. Please adjust the weight.'
 */
export function checkPetForm(values: PetFormValues, otherNames: readonly string[] = []): PetFormCheck {
  const errors: PetFormCheck['errors'] = {};
  if (blank(values.name)) errors.name = PET_FORM_MESSAGES.name;
  else if (values.name.trim().length > PET_NAME_MAX_LENGTH) errors.name = PET_FORM_MESSAGES.nameTooLong;
  else if (
    isNameTaken(
      values.name,
      otherNames.map((name) => ({ name })),
    )
  )
    errors.name = PET_FORM_MESSAGES.nameTaken;
  if (blank(values.dob)) errors.dob = PET_FORM_MESSAGES.dob;
  if (blank(values.breed)) errors.breed = PET_FORM_MESSAGES.breed;
  const weight = toFiniteNumber(values.weight);
  if (weight === null) errors.weight = PET_FORM_MESSAGES.weight;
  if (!oneOf(LIFE_STAGES, values.life_stage)) errors.life_stage = PET_FORM_MESSAGES.life_stage;
  if (!oneOf(MODAL_ACTIVITY_LEVELS, values.activity_level)) errors.activity_level = PET_FORM_MESSAGES.activity_level;
  if (!oneOf(BODY_CONDITIONS, values.body_condition)) errors.body_condition = PET_FORM_MESSAGES.body_condition;
  const percent = toFiniteNumber(values.percent_kibble);
  if (percent === null || percent < MODAL_KIBBLE_PERCENT_MIN || percent > KIBBLE_PERCENT_MAX) {
    errors.percent_kibble = PET_FORM_MESSAGES.percent_kibble;
  }
  return { errors, alert: weight === null ? null : weightAlert(weight) };
}

/** True when the check found nothing to stop the save. */
export function isPetFormValid(check: PetFormCheck): boolean {
  return check.alert === null && Object.keys(check.errors).length === 0;
}

/**
 * The modal's value for a stored activity level ('lazy' shows as 'lazyBones').
 *
 * @example
 * modalActivityOf('lazy') // 'lazyBones'
 */
export function modalActivityOf(activity: string | null | undefined): ModalActivityLevel | '' {
  if (activity === 'lazy' || activity === MODAL_LAZY_ACTIVITY) return MODAL_LAZY_ACTIVITY;
  return oneOf(MODAL_ACTIVITY_LEVELS, activity ?? '') ? (activity as ModalActivityLevel) : '';
}

/**
 * The modal's values as the pet the API takes (activity normalised by the schema there).
 *
 * @example
 * petFromForm(values).weight // 12.5 for '12.5'
 */
export function petFromForm(values: PetFormValues) {
  const sex = oneOf(SEXES, values.sex) ? (values.sex as (typeof SEXES)[number]) : null;
  return {
    name: values.name.trim(),
    dob: values.dob.trim() || null,
    breed: values.breed.trim(),
    weight: toFiniteNumber(values.weight) ?? 0,
    life_stage: values.life_stage as (typeof LIFE_STAGES)[number],
    activity_level: (values.activity_level === MODAL_LAZY_ACTIVITY ? 'lazy' : values.activity_level) as (typeof ACTIVITY_LEVELS)[number],
    body_condition: values.body_condition as (typeof BODY_CONDITIONS)[number],
    percent_kibble: toFiniteNumber(values.percent_kibble) ?? 0,
    sex,
    includeInFamilyFeedingPlan: values.includeInFamilyFeedingPlan,
  };
}
