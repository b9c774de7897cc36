/**
 * Pets for tests, written out once: the spec's defaults (000 §5) and a saved dog built on them.
 * Plain data with no imports, so unit, component and API (workerd) tests share it.
 */

/** The feeding fields a pet starts with: 10 kg, adult, about right, typical activity, all kibble, in the family plan. */
export const DEFAULT_FEEDING = {
  weight: 10,
  life_stage: 'adult',
  activity_level: 'typical',
  body_condition: 'aboutRight',
  percent_kibble: 100,
  includeInFamilyFeedingPlan: true,
} as const;

/** A pet with nothing filled in but the defaults: no name, breed, birthday, sex or photo. */
export const DEFAULT_PET = { name: '', breed: '', dob: null, ...DEFAULT_FEEDING, sex: null, photo_url: null, photo_large_url: null } as const;

/** A saved dog, Rex, on the defaults; override any field. */
export function savedPet<T extends object>(overrides: T = {} as T) {
  return { id: 'pet_rex', ...DEFAULT_PET, name: 'Rex', ...overrides };
}

/** Pip, the demo customer's puppy (functions/db/demo/customers.ts), as the pets API returns her. */
export const DEMO_PIP = {
  ...DEFAULT_PET,
  id: 'pet_demo_pip',
  name: 'Pip',
  breed: 'Cavoodle',
  weight: 6.5,
  life_stage: 'puppy',
  sex: 'female',
} as const;
