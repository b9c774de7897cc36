/**
 * The server's rules for a pets set on top of the pet schema (spec 000 §5 leaves server-side
 * validation open): well-formed ids, no two pets with the same id or the same name (names are
 * matched ignoring case). A kibble product named must be the catalogue's: the routes check it
 * against the current catalogue (functions/catalogue/known-ids.ts; a schema cannot read D1).
 *
 * `petsSaveRequestSchema` guards POST /api/pets, `petsCalculateRequestSchema` POST
 * /api/pets/calculate; the browser runs the same checks before it sends.
 */
import * as v from 'valibot';
import { petsCalculateBodySchema, petsSaveBodySchema } from './pet';

/** Client ids are 'pet_' + timestamp + random text; anything longer is not an id. */
export const PET_ID_MAX_LENGTH = 64;
export const PET_ID_PATTERN = /^[A-Za-z0-9_-]+$/;

export const PET_ID_FORMAT_MESSAGE = `Pet id must be 1–${PET_ID_MAX_LENGTH} letters, digits, '_' or '-'`;
export const DUPLICATE_PET_NAME_MESSAGE = 'Each furbaby needs a different name';
export const DUPLICATE_PET_ID_MESSAGE = 'Two furbabies have the same id';
export const UNKNOWN_KIBBLE_MESSAGE = 'Unknown kibble product';

const nameKey = (name: string) => name.trim().toLowerCase();

/**
 * @example
 * isWellFormedPetId('pet_lx2k9a3f') // true
 * isWellFormedPetId('x'.repeat(65)) // false
 */
export function isWellFormedPetId(id: string): boolean {
  return id.length <= PET_ID_MAX_LENGTH && PET_ID_PATTERN.test(id);
}

/**
 * The first repeated name (ignoring case and surrounding spaces), or null.
 *
 * @example
 * firstDuplicateName([{ name: 'Rex' }, { name: ' rex' }]) // ' rex'
 */
export function firstDuplicateName(pets: readonly { name: string }[]): string | null {
  const seen = new Set<string>();
  for (const p of pets) {
    const key = nameKey(p.name);
    if (seen.has(key)) return p.name;
    seen.add(key);
  }
  return null;
}

/**
 * Whether `name` is already one of `others`' names (ignoring case and surrounding spaces): the
 * rule a pet form checks before it saves, so a second 'Nala' is refused in the form, not lost.
 *
 * @example
 * isNameTaken('NALA ', [{ name: 'Nala' }]) // true
 * isNameTaken('Rex', [{ name: 'Nala' }]) // false
 */
export function isNameTaken(name: string, others: readonly { name: string }[]): boolean {
  const key = nameKey(name);
  return others.some((p) => nameKey(p.name) === key);
}

function hasDuplicateIds(pets: readonly { id?: string | undefined }[]): boolean {
  const ids = pets.flatMap((p) => (p.id ? [p.id] : []));
  return new Set(ids).size !== ids.length;
}

type PetSet = { pets: { id?: string | undefined; name: string }[]; productId: string | null };

const wellFormedIds = (set: PetSet) => set.pets.every((p) => p.id === undefined || isWellFormedPetId(p.id));
const uniqueIds = (set: PetSet) => !hasDuplicateIds(set.pets);
const uniqueNames = (set: PetSet) => firstDuplicateName(set.pets) === null;

type SaveBody = v.InferOutput<typeof petsSaveBodySchema>;
type CalculateBody = v.InferOutput<typeof petsCalculateBodySchema>;

/** POST /api/pets: the pet data set with every set-level rule above. */
export const petsSaveRequestSchema = v.pipe(
  petsSaveBodySchema,
  v.forward(v.check<SaveBody, string>(wellFormedIds, PET_ID_FORMAT_MESSAGE), ['pets']),
  v.forward(v.check<SaveBody, string>(uniqueIds, DUPLICATE_PET_ID_MESSAGE), ['pets']),
  v.forward(v.check<SaveBody, string>(uniqueNames, DUPLICATE_PET_NAME_MESSAGE), ['pets']),
);
export type PetsSaveRequest = v.InferOutput<typeof petsSaveRequestSchema>;

/**
 * POST /api/pets/calculate: ids are checked; repeated names are allowed, since
 * nothing is stored and a browser's own list may hold two dogs of one name.
 */
export const petsCalculateRequestSchema = v.pipe(
  petsCalculateBodySchema,
  v.forward(v.check<CalculateBody, string>(wellFormedIds, PET_ID_FORMAT_MESSAGE), ['pets']),
);
export type PetsCalculateRequest = v.InferOutput<typeof petsCalculateRequestSchema>;
