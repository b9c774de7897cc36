import { useStore } from '@nanostores/react';
import { formatGrouped } from '../../../domain/number-format';
import { $petData, $petsLoad, type PetRecord } from '../../../stores/pets';
import { openDialog } from '../../../stores/dashboard';
import { PetPhoto } from '../../pets/PetPhoto';

/**
 * 'My Furbabys' (001 §2 state 4): a button per dog (photo, name, kibble grams a day) that opens
 * the pet overlay (000 §2.4) to edit it, and '+ Add Dog' for a new one.
 */
export function FurbabysSection() {
  const data = useStore($petData);
  const load = useStore($petsLoad);
  const pets = data.pets as PetRecord[];
  return (
    <section className="dash-section" aria-labelledby="dash-furbabys-title">
      <div className="dash-section-head">
        <h2 id="dash-furbabys-title">My Furbabys</h2>
        <button type="button" className="button" onClick={() => openDialog({ kind: 'pet', pet: null })}>
          + Add Dog
        </button>
      </div>
      {load.status === 'loading' && pets.length === 0 ? (
        <p role="status" className="loading">
          <span className="spinner" aria-hidden="true" /> Loading your furbabies…
        </p>
      ) : pets.length === 0 ? (
        <p className="empty">Add your dog to see their feeding plan.</p>
      ) : (
        <ul className="dash-pets">
          {pets.map((pet) => (
            <li key={pet.id}>
              <button type="button" className="dash-pet" onClick={() => openDialog({ kind: 'pet', pet })}>
                <PetPhoto url={pet.photo_url} name={pet.name} size="small" />
                <span className="dog-name">{pet.name}</span>
                <span className="dog-grams">{formatGrouped(pet.kibble_grams_per_day)} g/day</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
