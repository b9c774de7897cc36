/**
 * A customer's pet set: the pets (in order), the chosen kibble, and their photos.
 *
 * Saving replaces the whole set (spec 000 §7: POST /api/pets carries the full data set;
 * deleting a pet is saving the set without it). Each pet in the body is matched to a saved
 * one first by id, then, among saved pets no id claimed, by name ignoring case (spec 000 §5):
 *
 * - matched by id → updated (its name may change);
 * - has an id, matched by name → updated, keeping the saved pet's id (a browser's local copy
 *   of a dog the account already has, e.g. after logging in on a second device);
 * - has an id, no match → inserted with that id (a browser-made id such as 'pet_lx2…'), unless
 *   the id belongs to another customer's pet: 404, as if it did not exist;
 * - no id, no match → inserted with a new id;
 * - no id, but matched by name → an update without an id: 400 'Pet ID is required for updates'.
 *   A client that has saved a pet has its id (every answer carries it), so a nameless match is
 *   a client that lost track of the pet; guessing would overwrite the wrong dog.
 *
 * Saved pets not in the body are deleted. Everything is written in ONE D1 batch (a transaction):
 * delete the customer's rows, insert the new set with positions, update the kibble, read back.
 * A rejected body writes nothing. Photos whose last reference the save dropped are removed
 * after the batch commits (see functions/db/photos.ts).
 */
import type { Pet } from '../../src/domain/schemas/pet';
import { findKibble, type Catalogue } from '../../src/domain/catalogue';
import { PET_ID_REQUIRED_MESSAGE, type NewPet } from '../../src/domain/pets';
import type { ActivityLevel, BodyCondition, LifeStage, Sex } from '../../src/domain/pet-values';
import { ApiError, notFound } from '../lib/errors';
import { newId } from '../lib/ids';
import { deletePhotosIfUnreferenced, findCustomerPhotosByKeys, photoR2KeyFromUrl, photoUrl } from './photos';
import { customerIdSql, type CustomerRef } from './sessions';
import { journalStatements } from './weight-journal';
import { shopToday } from '../../src/domain/renewals';
import { WEIGHT_MAX_KG, WEIGHT_MIN_KG } from '../../src/domain/weight';

/** A pet as saved, before the feeding numbers are computed: a new pet's fields and the rest. */
export interface SavedPet extends NewPet {
  breed: string;
  dob: string | null;
  sex: Sex | null;
  photo_url: string | null;
  photo_large_url: string | null;
}

export interface SavedPetSet {
  pets: SavedPet[];
  productId: string;
  kcal_per_kg: number;
}

interface PetRow {
  id: string;
  name: string;
  breed: string;
  dob: string | null;
  weight_kg: number;
  life_stage: LifeStage;
  activity_level: ActivityLevel;
  body_condition: BodyCondition;
  percent_kibble: number;
  include_in_plan: number;
  sex: Sex | null;
  small_key: string | null;
  large_key: string | null;
}

const SELECT_PETS = `
  SELECT p.id, p.name, p.breed, p.dob, p.weight_kg, p.life_stage, p.activity_level, p.body_condition,
         p.percent_kibble, p.include_in_plan, p.sex, ph.small_key, ph.large_key
    FROM pets p LEFT JOIN photos ph ON ph.id = p.photo_id
   WHERE p.customer_id = {customer}
   ORDER BY p.position, p.created_at`;

const SELECT_KIBBLE = 'SELECT product_id, kcal_per_kg FROM customers WHERE id = {customer}';

function toSavedPet(r: PetRow): SavedPet {
  const small = r.small_key ? photoUrl(r.small_key) : null;
  return {
    id: r.id,
    name: r.name,
    breed: r.breed,
    dob: r.dob,
    weight: r.weight_kg,
    life_stage: r.life_stage,
    activity_level: r.activity_level,
    body_condition: r.body_condition,
    percent_kibble: r.percent_kibble,
    includeInFamilyFeedingPlan: r.include_in_plan === 1,
    sex: r.sex,
    photo_url: small,
    photo_large_url: r.large_key ? photoUrl(r.large_key) : small,
  };
}

/** The statements that read a customer's pet set; `petSetOf` reads their answers. */
export function petSetStatements(db: D1Database, customer: CustomerRef): D1PreparedStatement[] {
  const { sql, params } = customerIdSql(customer);
  return [SELECT_PETS, SELECT_KIBBLE].map((q) => db.prepare(q.replace('{customer}', sql)).bind(...params));
}

/** The pet set from the answers of `petSetStatements`, or null when there is no such customer. */
export function petSetOf([pets, kibble]: D1Result[]): SavedPetSet | null {
  const customer = kibble!.results[0] as { product_id: string; kcal_per_kg: number } | undefined;
  if (!customer) return null;
  return {
    pets: (pets!.results as unknown as PetRow[]).map(toSavedPet),
    productId: customer.product_id,
    kcal_per_kg: customer.kcal_per_kg,
  };
}

/** The customer's pet set, or null when there is no such customer. */
export async function loadPetSet(db: D1Database, customerId: string): Promise<SavedPetSet | null> {
  return petSetOf(await db.batch(petSetStatements(db, { id: customerId })));
}

const nameKey = (name: string) => name.trim().toLowerCase();

interface ExistingPet {
  id: string;
  name: string;
  photo_id: string | null;
  created_at: string;
  weight_kg: number;
}

/**
 * Saves the whole set for a customer (see the module note for the matching rules) and answers
 * it as saved. `productId` null keeps the customer's kibble (the overlay sends null); a known
 * product id of `catalogue` is adopted with its kcal per kg (the route refused any other).
 */
export async function savePetSet(
  db: D1Database,
  bucket: R2Bucket,
  customerId: string,
  input: { pets: readonly Pet[]; productId: string | null },
  catalogue: Catalogue,
  now = new Date(),
): Promise<SavedPetSet> {
  const existing = (await db.prepare('SELECT id, name, photo_id, created_at, weight_kg FROM pets WHERE customer_id = ?1').bind(customerId).all<ExistingPet>())
    .results;

  // 1. Match by id, then by name among the saved pets no id claimed.
  const byId = new Map(existing.map((p) => [p.id, p]));
  const matched: (ExistingPet | undefined)[] = input.pets.map((p) => (p.id ? byId.get(p.id) : undefined));
  const claimed = new Set(matched.flatMap((m) => (m ? [m.id] : [])));
  input.pets.forEach((pet, i) => {
    if (matched[i]) return;
    const byName = existing.find((e) => !claimed.has(e.id) && nameKey(e.name) === nameKey(pet.name));
    if (!byName) return;
    if (!pet.id) {
      throw new ApiError(400, 'pet_id_required', PET_ID_REQUIRED_MESSAGE, [{ path: `pets.${i}.id`, message: PET_ID_REQUIRED_MESSAGE }]);
    }
    matched[i] = byName;
    claimed.add(byName.id);
  });

  // 2. Ids of new pets must not belong to anybody else.
  const newIds = input.pets.flatMap((p, i) => (!matched[i] && p.id ? [p.id] : []));
  if (newIds.length > 0) {
    const marks = newIds.map((_, i) => `?${i + 1}`).join(', ');
    const taken = await db
      .prepare(`SELECT id FROM pets WHERE id IN (${marks})`)
      .bind(...newIds)
      .first();
    if (taken) throw notFound('Pet not found');
  }

  // 3. Photos: only the customer's own uploads can be attached; any other URL is dropped.
  const photoKeys = input.pets.flatMap((p) => {
    const key = photoR2KeyFromUrl(p.photo_url) ?? photoR2KeyFromUrl(p.photo_large_url);
    return key ? [key] : [];
  });
  const photos = await findCustomerPhotosByKeys(db, customerId, photoKeys);

  const product = input.productId ? findKibble(catalogue, input.productId) : undefined;
  const at = now.toISOString();
  const rows = input.pets.map((pet, position) => {
    const key = photoR2KeyFromUrl(pet.photo_url) ?? photoR2KeyFromUrl(pet.photo_large_url);
    const match = matched[position];
    return {
      id: match?.id ?? pet.id ?? newId('pet'),
      pet,
      position,
      photoId: (key && photos.get(key)?.id) ?? null,
      createdAt: match?.created_at ?? at,
    };
  });

  const statements = [
    db.prepare('DELETE FROM pets WHERE customer_id = ?1').bind(customerId),
    ...rows.map((r) =>
      db
        .prepare(
          `INSERT INTO pets (id, customer_id, name, breed, dob, weight_kg, life_stage, activity_level, body_condition,
                             percent_kibble, include_in_plan, sex, photo_id, position, created_at, updated_at)
           VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16)`,
        )
        .bind(
          r.id,
          customerId,
          r.pet.name,
          r.pet.breed,
          r.pet.dob,
          r.pet.weight,
          r.pet.life_stage,
          r.pet.activity_level,
          r.pet.body_condition,
          r.pet.percent_kibble,
          r.pet.includeInFamilyFeedingPlan ? 1 : 0,
          r.pet.sex,
          r.photoId,
          r.position,
          r.createdAt,
          at,
        ),
    ),
    // Every weight change kept with its day (issue 50), in the same transaction as the pets.
    ...journalStatements(
      db,
      customerId,
      rows.map((r) => ({ id: r.id, weight: r.pet.weight, before: matched[r.position]?.weight_kg, weights: r.pet.weights })),
      shopToday(now),
      at,
    ),
    ...(product
      ? [
          db
            .prepare('UPDATE customers SET product_id = ?2, kcal_per_kg = ?3, updated_at = ?4 WHERE id = ?1')
            .bind(customerId, product.id, product.kcalPerKg, at),
        ]
      : []),
    ...petSetStatements(db, { id: customerId }),
  ];

  let results: D1Result[];
  try {
    results = await db.batch(statements);
  } catch (err) {
    // Another save of the same customer won the race for a name or an id.
    if (String(err).includes('UNIQUE constraint failed')) {
      throw new ApiError(409, 'conflict', 'Your furbabies were changed at the same time elsewhere. Please try again.');
    }
    throw err;
  }
  const saved = petSetOf(results.slice(-2))!;

  // 4. Photos this save stopped referring to.
  const before = existing.flatMap((e) => (e.photo_id ? [e.photo_id] : []));
  const after = new Set(rows.flatMap((r) => (r.photoId ? [r.photoId] : [])));
  await deletePhotosIfUnreferenced(
    db,
    bucket,
    before.filter((id) => !after.has(id)),
  );

  return saved;
}

/**
 * A weighing entered in the journal (issue 50) becomes the dog's weight when it is the newest
 * entry, no older than the pet's last save (a vet's weighing from before the owner's last edit
 * stays history), and within the pet screens' 1–60 kg. Run in the batch after the entry.
 */
export function newestEntryWeightStatement(db: D1Database, customerId: string, petId: string, day: string, at: string): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE pets SET weight_kg = e.weight_kg, updated_at = ?4
         FROM (SELECT weight_kg, day FROM weight_entries WHERE pet_id = ?2 ORDER BY day DESC LIMIT 1) e
        WHERE pets.id = ?2 AND pets.customer_id = ?1 AND e.day = ?3
          AND ?3 >= date(pets.updated_at, '+12 hours') AND e.weight_kg BETWEEN ${WEIGHT_MIN_KG} AND ${WEIGHT_MAX_KG}`,
    )
    .bind(customerId, petId, day, at);
}

/** The customer's pet `petId` as a weighing needs it (its dob, when known); null when it is not theirs. */
export async function ownPetForWeighing(db: D1Database, customerId: string, petId: string): Promise<{ dob: string | null } | null> {
  return db.prepare('SELECT dob FROM pets WHERE id = ?1 AND customer_id = ?2').bind(petId, customerId).first<{ dob: string | null }>();
}

/** Whether the customer has the pet `petId` (another customer's is as one that does not exist). */
export async function isOwnPet(db: D1Database, customerId: string, petId: string): Promise<boolean> {
  return (await db.prepare('SELECT 1 FROM pets WHERE id = ?1 AND customer_id = ?2').bind(petId, customerId).first()) !== null;
}
