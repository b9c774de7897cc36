/**
 * The dogs a checkout was priced for (issue 61), added to the account the order lands in: the
 * household the feeding guide built, or the trial's one dog. A dog whose name the account
 * already has (case-insensitive, spec 000 §5) stays as the account has it: a customer's own
 * edits are newer than a recipe page's. Run inside the completing batch, so the dogs exist
 * exactly when the order does.
 */
import * as v from 'valibot';
import { checkoutPetSchema, type CheckoutPet } from '../../src/domain/schemas/shop';

/** The session's stored dogs; anything unreadable reads as none (the order matters more than the dogs). */
export function parseCheckoutPets(json: string | null): CheckoutPet[] {
  try {
    const parsed = v.safeParse(v.array(checkoutPetSchema), JSON.parse(json ?? '[]'));
    return parsed.success ? parsed.output : [];
  } catch {
    return [];
  }
}

/**
 * Each new dog after the account's own (position), with its first weighing on the shop's day:
 * `pet_<checkout>_<n>` ids, so completing the same checkout twice collides and writes nothing.
 */
export function checkoutPetStatements(
  db: D1Database,
  input: { customerId: string; idBase: string; pets: readonly CheckoutPet[]; today: string; at: string },
): D1PreparedStatement[] {
  const { customerId, today, at } = input;
  return input.pets.flatMap((pet, i) => {
    const id = `pet_${input.idBase}_${i + 1}`;
    return [
      db
        .prepare(
          `INSERT INTO pets (id, customer_id, name, breed, dob, weight_kg, life_stage, activity_level, body_condition,
                             percent_kibble, include_in_plan, sex, photo_id, position, created_at, updated_at)
           SELECT ?1, ?2, ?3, '', NULL, ?4, ?5, ?6, ?7, ?8, ?9, NULL, NULL,
                  (SELECT COALESCE(MAX(position), -1) + 1 FROM pets WHERE customer_id = ?2), ?10, ?10
            WHERE NOT EXISTS (SELECT 1 FROM pets WHERE customer_id = ?2 AND name = ?3 COLLATE NOCASE)`,
        )
        .bind(
          id,
          customerId,
          pet.name,
          pet.weight,
          pet.life_stage,
          pet.activity_level,
          pet.body_condition,
          Math.round(pet.percent_kibble),
          pet.includeInFamilyFeedingPlan ? 1 : 0,
          at,
        ),
      db
        .prepare(
          `INSERT INTO weight_entries (pet_id, customer_id, day, weight_kg, created_at)
           SELECT ?1, ?2, ?3, ?4, ?5 WHERE EXISTS (SELECT 1 FROM pets WHERE id = ?1 AND customer_id = ?2)`,
        )
        .bind(id, customerId, today, pet.weight, at),
    ];
  });
}
