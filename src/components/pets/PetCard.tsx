import { formatGrouped } from '../../domain/number-format';
import { cupsPerDay, isIncludedInFamilyPlan } from '../../domain/feeding';
import { ACTIVITY_LABELS, breedLabel, LIFE_STAGE_LABELS, petCardName } from '../../copy/pet-labels';
import type { PetRecord } from '../../stores/pets';
import { PetPhoto } from './PetPhoto';

/**
 * A pet card of the Manage My Furbabies page (spec 000 §2.1): photo or Add Photo, name
 * ('(Unsubscribed)' when left out of the family plan), Age (the life stage), weight, lifestyle,
 * breed, calories per day, percent kibble, and the kibble share's calories, grams and cups.
 * Every number is the server's.
 */
export function PetCard({ pet, onEdit, onDelete }: { pet: PetRecord; onEdit: () => void; onDelete: () => void }) {
  const included = isIncludedInFamilyPlan(pet);
  const kibbleGrams = pet.kibble_grams_per_day ?? 0;
  const facts: [term: string, detail: string][] = [
    ['Age', LIFE_STAGE_LABELS[pet.life_stage]],
    ['Weight', `${formatGrouped(pet.weight)} kg`],
    ['Lifestyle', ACTIVITY_LABELS[pet.activity_level]],
    ['Breed', breedLabel(pet.breed)],
    ['Calories per day', `${formatGrouped(pet.calories_per_day)} kcal`],
    ['Percent kibble', `${formatGrouped(pet.percent_kibble)}%`],
  ];
  return (
    <article className="pet-card" aria-labelledby={`pet-${pet.id}-name`}>
      <PetPhoto url={pet.photo_url} name={pet.name} placeholder="add" />
      <div className="pet-card-body">
        {/* h2: the cards sit right under the page's h1, beside the Family Feeding Plan h2. */}
        <h2 id={`pet-${pet.id}-name`}>{petCardName(pet.name, included)}</h2>
        <dl className="pet-facts">
          {facts.map(([term, detail]) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{detail}</dd>
            </div>
          ))}
        </dl>
        <p className="pet-kibble" aria-label={`${pet.name}'s kibble per day`}>
          <span>{formatGrouped(pet.kibble_calories_per_day)} calories/day</span>
          <span>{formatGrouped(kibbleGrams)} g/day</span>
          <span>{cupsPerDay(kibbleGrams).toFixed(1)} cups/day</span>
        </p>
        <div className="pet-card-actions">
          <button type="button" className="button secondary" onClick={onEdit} aria-label={`Edit Details of ${pet.name}`}>
            Edit Details
          </button>
          <button type="button" className="button danger" onClick={onDelete} aria-label={`Delete Furbaby ${pet.name}`}>
            Delete Furbaby
          </button>
        </div>
      </div>
    </article>
  );
}
