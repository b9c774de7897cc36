/**
 * The recipe page's dog when its address names none, loaded only then (a first visit's
 * JavaScript stays within the trial pages' budget, tests/build/trial-js-budget.test.ts): the
 * free-trial form posted natively (functions/routes/trial-post.ts), else the stored pet data.
 */
import { normalisePetQuery, type PetQuery } from '../domain/normalise';
import { readLocalPetData } from './pets';
import { POSTED_TRIAL_ELEMENT_ID, rememberTrialCustomer, type PostedTrial } from './trial-handover';

/**
 * The posted form, if this page answers one: the visitor joins the session hand-over and the dog
 * moves into the address (a reload then shows the same page and resends nothing). The block is
 * our Worker's own JSON, so it is read as it is.
 */
export function takePostedTrial(doc: Document = document): PetQuery | null {
  const block = doc.getElementById(POSTED_TRIAL_ELEMENT_ID);
  if (!block) return null;
  block.remove();
  const posted = JSON.parse(block.textContent!) as PostedTrial;
  if (posted.customer) rememberTrialCustomer(posted.customer);
  history.replaceState(history.state, '', `?${posted.query}`);
  return normalisePetQuery(new URLSearchParams(posted.query));
}

/** A dog of the family feeding plan the pet screens stored, with what it eats. */
export type StoredHouseholdDog = PetQuery & {
  percent_kibble: number;
  includeInFamilyFeedingPlan: boolean;
  kibble_calories_per_day: number;
  kibble_grams_per_day: number;
};

/** The dogs of the family feeding plan the pet screens stored (the feeding guide's household). */
function storedDogs(): StoredHouseholdDog[] {
  return readLocalPetData()
    .pets.filter((p) => p.includeInFamilyFeedingPlan)
    .map((dog) => ({
      name: dog.name,
      weight: dog.weight,
      life_stage: dog.life_stage,
      activity_level: dog.activity_level,
      body_condition: dog.body_condition,
      percent_kibble: dog.percent_kibble,
      includeInFamilyFeedingPlan: true,
      kibble_calories_per_day: dog.kibble_calories_per_day ?? 0,
      kibble_grams_per_day: dog.kibble_grams_per_day ?? 0,
    }));
}

/** The posted form's dog, else the stored family's dogs (the first is the page's dog). */
export function addresslessDogs(): { dogs: PetQuery[]; household: StoredHouseholdDog[] } {
  const posted = takePostedTrial();
  if (posted) return { dogs: [posted], household: [] };
  const household = storedDogs();
  return { dogs: household, household };
}
