/**
 * The words the screens put on pet values (spec 000 §2, 001 §2). Desktop calculator and
 * overlay use one set, the mobile edit screen another, and the trial sentence a third.
 */
import { DEFAULT_BREED_LABEL } from '../domain/pets';
import type { ActivityLevel, BodyCondition, LifeStage, Sex } from '../domain/pet-values';

/**
 * Each value's words, one row per value, one column per place they show: `label` the
 * calculator, overlay and trial pages' buttons; `mobile` the mobile edit screen; `short` the
 * free-trial form's cards; `tooltip` the calculator's help; `sentence` the trial sentence,
 * which `normaliseActivityLevel` / `normaliseBodyCondition` read back.
 */
const LIFE_STAGE_WORDS = {
  puppy: { label: 'Puppy 0-1 years', mobile: 'Puppy (0-1 years)', short: 'Puppy' },
  adult: { label: 'Adult 1-7 years', mobile: 'Adult (1-7 years)', short: 'Adult' },
  senior: { label: 'Senior +8 years', mobile: 'Senior (+8 years)', short: 'Senior' },
} as const satisfies Record<LifeStage, object>;

const BODY_CONDITION_WORDS = {
  underweight: { label: 'Under Weight', mobile: 'Underweight', sentence: 'underweight' },
  aboutRight: { label: 'About right', mobile: 'Ideal Weight', sentence: 'ideal' },
  overweight: { label: 'Over weight', mobile: 'Overweight', sentence: 'overweight' },
} as const satisfies Record<BodyCondition, object>;

const ACTIVITY_WORDS = {
  lazy: { label: 'Lazy Bones', mobile: 'Low Activity', tooltip: 'About 20 min walks', sentence: 'lazy' },
  typical: { label: 'Typical Activity', mobile: 'Moderate Activity', tooltip: 'About 40 min walks', sentence: 'typical' },
  active: { label: 'Active', mobile: 'High Activity', tooltip: '1-2 hrs walks', sentence: 'hyperactive' },
} as const satisfies Record<ActivityLevel, object>;

/** One column of a words table: each value's words in that place. */
function column<V extends string, C extends string>(table: Record<V, Record<C, string>>, place: C): Readonly<Record<V, string>> {
  return Object.fromEntries(Object.entries<Record<C, string>>(table).map(([value, words]) => [value, words[place]])) as Record<V, string>;
}

export const LIFE_STAGE_LABELS = column(LIFE_STAGE_WORDS, 'label');
export const LIFE_STAGE_LABELS_MOBILE = column(LIFE_STAGE_WORDS, 'mobile');
export const LIFE_STAGE_SHORT_LABELS = column(LIFE_STAGE_WORDS, 'short');

export const BODY_CONDITION_LABELS = column(BODY_CONDITION_WORDS, 'label');
export const BODY_CONDITION_LABELS_MOBILE = column(BODY_CONDITION_WORDS, 'mobile');
export const TRIAL_SENTENCE_BODY_CONDITION = column(BODY_CONDITION_WORDS, 'sentence');

export const ACTIVITY_LABELS = column(ACTIVITY_WORDS, 'label');
export const ACTIVITY_LABELS_MOBILE = column(ACTIVITY_WORDS, 'mobile');
export const ACTIVITY_TOOLTIPS = column(ACTIVITY_WORDS, 'tooltip');
export const TRIAL_SENTENCE_ACTIVITY = column(ACTIVITY_WORDS, 'sentence');

/** Sex choices of the modal and mobile edit screen. */
export const SEX_LABELS: Readonly<Record<Sex, string>> = { male: 'Male', female: 'Female' };

/** The five icons the combined sentence cycles through, one per dog. */
export const DOG_EMOJIS = ['🐶', '🐕', '🦮', '🐕‍🦺', '🐩'] as const;

/**
 * @example
 * dogEmoji(6) // '🐕'
 */
export function dogEmoji(index: number): string {
  const n = DOG_EMOJIS.length;
  return DOG_EMOJIS[((Math.trunc(index) % n) + n) % n]!;
}

/**
 * The pet card's name: excluded pets carry '(Unsubscribed)'.
 *
 * @example
 * petCardName('Rex', false) // 'Rex (Unsubscribed)'
 */
export function petCardName(name: string, includeInFamilyFeedingPlan: boolean | null | undefined): string {
  return includeInFamilyFeedingPlan === false ? `${name} (Unsubscribed)` : name;
}

/**
 * @example
 * breedLabel('  ') // 'Mixed Breed'
 */
export function breedLabel(breed: string | null | undefined): string {
  return breed?.trim() ? breed.trim() : DEFAULT_BREED_LABEL;
}

/** Overlay title for a new pet (spec 000 §2.4, 001 §2). */
export const NEW_PET_OVERLAY_TITLE = "Add your furbaby's details to calculate their feeding plan.";

/**
 * @example
 * petOverlayTitle('Rex') // "Rex's feeding guide"
 * petOverlayTitle(null) // "Add your furbaby's details to calculate their feeding plan."
 */
export function petOverlayTitle(editingName: string | null | undefined): string {
  return editingName ? `${editingName}'s feeding guide` : NEW_PET_OVERLAY_TITLE;
}

/** Delete confirmations: the manage page's, and the calculator's, overlay's and feeding guide's. */
export const DELETE_PET_CONFIRM = 'Are you sure you want to delete this furbaby?';
/** The calculator's, overlay's and feeding guide's confirmation. */
export const DELETE_PET_CONFIRM_PERMANENT = `${DELETE_PET_CONFIRM} This cannot be undone.`;

/**
 * The mobile edit screen's confirmation.
 *
 * @example
 * mobileDeletePetConfirm('Rex') // 'Are you sure you want to delete Rex? This cannot be undone.'
 */
export function mobileDeletePetConfirm(name: string): string {
  return `Are you sure you want to delete ${name}? This cannot be undone.`;
}
