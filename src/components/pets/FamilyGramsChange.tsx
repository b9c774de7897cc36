import { useStore } from '@nanostores/react';
import { familyGramsChangeText } from '../../copy/plan-fit';
import { familyDailyGrams, type PlanFitPet } from '../../domain/plan-fit';
import { upsertPetById } from '../../domain/pets';
import { $petData } from '../../stores/pets';

/**
 * The family's daily grams before and after the change being edited (issue 21): the saved dogs,
 * then the same set with `draft` in place of (or added as) its dog, in the selected kibble.
 * Nothing while the change does not move the total. A polite live line, not a status role: it
 * follows the fields as they are edited, and the editors have their own statuses.
 */
export function FamilyGramsChange({ draft, className }: { draft: PlanFitPet & { id: string }; className?: string }) {
  const { pets, kcal_per_kg } = useStore($petData);
  const before = familyDailyGrams(pets, kcal_per_kg);
  const after = familyDailyGrams(upsertPetById<PlanFitPet & { id?: string | null }>(pets, draft), kcal_per_kg);
  return (
    <p className={`family-grams-change ${className ?? ''}`} aria-live="polite">
      {before === after ? null : familyGramsChangeText(before, after)}
    </p>
  );
}
