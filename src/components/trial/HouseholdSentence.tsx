import { HOUSEHOLD_CHANGE_DOGS_LABEL, householdSentence } from '../../domain/recipe-pages';
import { BASE } from '../../lib/base-path';

/**
 * The first-order page's sentence for the feeding guide's household (issue 61): the dogs by
 * name and what they eat together. Their details are the guide's, so the way to change them is
 * the guide, not the one-dog editor.
 */
export function HouseholdSentence({ names, grams }: { names: readonly string[]; grams: number }) {
  return (
    <p className="pet-sentence household-sentence">
      {householdSentence(names, grams)} <a href={`${BASE}/get-started`}>{HOUSEHOLD_CHANGE_DOGS_LABEL}</a>
    </p>
  );
}
