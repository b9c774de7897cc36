import { formatGrouped } from '../../domain/number-format';
import type { PetRecord } from '../../stores/pets';
import { PetPhoto } from './PetPhoto';

/**
 * One dog of a dog selector (the calculator's and the feeding guide's): its photo, name and
 * kibble grams a day on the button that picks it, and the × that deletes it.
 */
export function DogSelectorItem({
  pet,
  current,
  onSelect,
  onDelete,
}: {
  pet: Pick<PetRecord, 'name' | 'photo_url' | 'kibble_grams_per_day'>;
  current: boolean;
  onSelect: () => void;
  onDelete: () => void;
}) {
  return (
    <li className={current ? 'current' : undefined}>
      <button type="button" className="dog-button" aria-current={current ? 'true' : undefined} onClick={onSelect}>
        <PetPhoto url={pet.photo_url} name={pet.name} size="small" />
        <span className="dog-name">{pet.name}</span>
        <span className="dog-grams">{formatGrouped(pet.kibble_grams_per_day)} g/day</span>
      </button>
      <button type="button" className="dog-delete" aria-label={`Delete ${pet.name}`} onClick={onDelete}>
        ×
      </button>
    </li>
  );
}
