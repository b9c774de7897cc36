/**
 * Pet defaults, ids and list rules (spec 000 §3–§5, 001 §4): the calculator's default dog,
 * a new overlay pet, matching by id or case-insensitive name, and the one-time merge of
 * local pets into the server list.
 */
import { DEFAULT_KIBBLE_PERCENT } from './feeding';
import {
  DEFAULT_ACTIVITY_LEVEL,
  DEFAULT_BODY_CONDITION,
  DEFAULT_LIFE_STAGE,
  type ActivityLevel,
  type BodyCondition,
  type LifeStage,
  type Sex,
} from './pet-values';
import { DEFAULT_WEIGHT_KG } from './weight';

/** Client-made pet ids start with this (spec 000 §3). */
export const PET_ID_PREFIX = 'pet_';
/** Raised when an update names no pet id (spec 000 §5). */
export const PET_ID_REQUIRED_MESSAGE = 'Pet ID is required for updates';
/** Shown, and given to the calculator's default dog, when no breed is set. */
export const DEFAULT_BREED_LABEL = 'Mixed Breed';
/** The calculator's default dog's date of birth (spec 000 §3). */
export const DEFAULT_CALCULATOR_DOB = '2020-01-01';

/** The fields every new pet starts with. */
export interface NewPet {
  id: string;
  name: string;
  weight: number;
  life_stage: LifeStage;
  activity_level: ActivityLevel;
  body_condition: BodyCondition;
  percent_kibble: number;
  includeInFamilyFeedingPlan: boolean;
}

/**
 * A fresh pet id: 'pet_' + a base-36 timestamp + random text. Takes the clock and the
 * random source as parameters so tests can pin the result.
 *
 * @example
 * generatePetId(0, () => 0.5) // 'pet_0i'
 */
export function generatePetId(nowMs: number, random: () => number = Math.random): string {
  return `${PET_ID_PREFIX}${nowMs.toString(36)}${random().toString(36).slice(2, 8)}`;
}

/**
 * A new pet in the overlay: adult, about right, typical, 100 %, included, 10 kg.
 *
 * @example
 * newPet('pet_1').weight // 10
 */
export function newPet(id: string): NewPet {
  return {
    id,
    name: '',
    weight: DEFAULT_WEIGHT_KG,
    life_stage: DEFAULT_LIFE_STAGE,
    activity_level: DEFAULT_ACTIVITY_LEVEL,
    body_condition: DEFAULT_BODY_CONDITION,
    percent_kibble: DEFAULT_KIBBLE_PERCENT,
    includeInFamilyFeedingPlan: true,
  };
}

/**
 * The calculator's default dog: a new pet born 2020-01-01, Mixed Breed, female.
 *
 * @example
 * defaultCalculatorDog('pet_1').breed // 'Mixed Breed'
 */
export function defaultCalculatorDog(id: string): NewPet & { dob: string; breed: string; sex: Sex } {
  return { ...newPet(id), dob: DEFAULT_CALCULATOR_DOB, breed: DEFAULT_BREED_LABEL, sex: 'female' };
}

function nameKey(name: string | null | undefined): string {
  return (name ?? '').trim().toLowerCase();
}

/**
 * Pets match by id, or by name ignoring case (spec 000 §5).
 *
 * @example
 * isSamePet({ id: 'a', name: 'Rex' }, { name: 'rex' }) // true
 */
export function isSamePet(a: { id?: string | null; name?: string | null }, b: { id?: string | null; name?: string | null }): boolean {
  if (a.id && b.id && a.id === b.id) return true;
  const key = nameKey(a.name);
  return key !== '' && key === nameKey(b.name);
}

/**
 * The one-time migration merge: local pets whose names are not on the server are appended.
 *
 * @example
 * mergeLocalPets([{ name: 'Rex' }], [{ name: 'REX' }, { name: 'Bella' }]) // [{ name: 'Rex' }, { name: 'Bella' }]
 */
export function mergeLocalPets<P extends { name?: string | null }>(serverPets: readonly P[], localPets: readonly P[]): P[] {
  const serverNames = new Set(serverPets.map((p) => nameKey(p.name)));
  return [...serverPets, ...localPets.filter((p) => !serverNames.has(nameKey(p.name)))];
}

/**
 * Adds a pet, or replaces the one with the same id (the feeding guide's rule).
 *
 * @example
 * upsertPetById([{ id: 'a', name: 'Rex' }], { id: 'a', name: 'Max' }) // [{ id: 'a', name: 'Max' }]
 */
export function upsertPetById<P extends { id?: string | null }>(pets: readonly P[], pet: P): P[] {
  const i = pet.id ? pets.findIndex((p) => p.id === pet.id) : -1;
  return i === -1 ? [...pets, pet] : pets.map((p, j) => (j === i ? pet : p));
}

/**
 * Replaces an existing pet matched by id or name; throws `PET_ID_REQUIRED_MESSAGE` without an id.
 *
 * @example
 * updatePet([{ id: 'a', name: 'Rex' }], { id: 'b', name: 'rex' }) // [{ id: 'b', name: 'rex' }]
 */
export function updatePet<P extends { id?: string | null; name?: string | null }>(pets: readonly P[], pet: P): P[] {
  if (!pet.id) throw new Error(PET_ID_REQUIRED_MESSAGE);
  const i = pets.findIndex((p) => isSamePet(p, pet));
  return i === -1 ? [...pets, pet] : pets.map((p, j) => (j === i ? pet : p));
}

/**
 * @example
 * removePetById([{ id: 'a' }, { id: 'b' }], 'a') // [{ id: 'b' }]
 */
export function removePetById<P extends { id?: string | null }>(pets: readonly P[], id: string): P[] {
  return pets.filter((p) => p.id !== id);
}
