/**
 * The words the screens put on pet values (spec 000 §2, 001 §2). Desktop calculator and
 * overlay use one set, the mobile edit screen another, and the trial sentence a third.
 */
import { DEFAULT_BREED_LABEL } from '../domain/pets';
import type { ActivityLevel, BodyCondition, LifeStage, Sex } from '../domain/pet-values';

/** Life-stage buttons on the calculator, overlay and trial pages. */
export const LIFE_STAGE_LABELS: Readonly<Record<LifeStage, string>> = {
  puppy: 'Puppy 0-1 years',
  adult: 'Adult 1-7 years',
  senior: 'Senior +8 years',
};
/** Life-stage choices on the mobile edit screen. */
export const LIFE_STAGE_LABELS_MOBILE: Readonly<Record<LifeStage, string>> = {
  puppy: 'Puppy (0-1 years)',
  adult: 'Adult (1-7 years)',
  senior: 'Senior (+8 years)',
};
/** The short names on the free-trial form's cards. */
export const LIFE_STAGE_SHORT_LABELS: Readonly<Record<LifeStage, string>> = {
  puppy: 'Puppy',
  adult: 'Adult',
  senior: 'Senior',
};

/** Body-condition buttons on the calculator, overlay and free-trial form. */
export const BODY_CONDITION_LABELS: Readonly<Record<BodyCondition, string>> = {
  underweight: 'Under Weight',
  aboutRight: 'About right',
  overweight: 'Over weight',
};
/** Body-condition choices on the mobile edit screen. */
export const BODY_CONDITION_LABELS_MOBILE: Readonly<Record<BodyCondition, string>> = {
  underweight: 'Underweight',
  aboutRight: 'Ideal Weight',
  overweight: 'Overweight',
};

/** Activity buttons on the calculator, overlay and free-trial form. */
export const ACTIVITY_LABELS: Readonly<Record<ActivityLevel, string>> = {
  lazy: 'Lazy Bones',
  typical: 'Typical Activity',
  active: 'Active',
};
/** Tooltips of the calculator's activity buttons. */
export const ACTIVITY_TOOLTIPS: Readonly<Record<ActivityLevel, string>> = {
  lazy: 'About 20 min walks',
  typical: 'About 40 min walks',
  active: '1-2 hrs walks',
};
/** Activity choices on the mobile edit screen. */
export const ACTIVITY_LABELS_MOBILE: Readonly<Record<ActivityLevel, string>> = {
  lazy: 'Low Activity',
  typical: 'Moderate Activity',
  active: 'High Activity',
};

/** The trial sentence's words; `normaliseActivityLevel` / `normaliseBodyCondition` read them back. */
export const TRIAL_SENTENCE_ACTIVITY: Readonly<Record<ActivityLevel, string>> = {
  lazy: 'lazy',
  typical: 'typical',
  active: 'hyperactive',
};
/** The trial sentence's body-condition words. */
export const TRIAL_SENTENCE_BODY_CONDITION: Readonly<Record<BodyCondition, string>> = {
  underweight: 'underweight',
  aboutRight: 'ideal',
  overweight: 'overweight',
};

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
