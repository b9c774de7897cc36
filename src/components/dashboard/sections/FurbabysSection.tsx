import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useRef, useState, type RefObject } from 'react';
import { formatGrouped } from '../../../domain/number-format';
import { $petData, $petsLoad, type PetRecord } from '../../../stores/pets';
import { openDialog } from '../../../stores/dashboard';
import { PetPhoto } from '../../pets/PetPhoto';
import { Loading } from '../../ui/Loading';

/** The dogs' journeys (issue 50): their code and data load only when the section nears the screen. */
const DogJourneys = lazy(() => import('../journey/DogJourneys'));

/** Whether the element has come within a screen of being seen (once true, stays true). */
function useNearView(ref: RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (near || !el || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), { rootMargin: '200px' });
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, near]);
  return near;
}

/**
 * 'My Furbabys' (001 §2 state 4): a button per dog (photo, name, kibble grams a day) that opens
 * the pet overlay (000 §2.4) to edit it, and '+ Add Dog' for a new one.
 */
export function FurbabysSection() {
  const data = useStore($petData);
  const load = useStore($petsLoad);
  const pets = data.pets as PetRecord[];
  const section = useRef<HTMLElement>(null);
  const near = useNearView(section);
  return (
    <section ref={section} className="dash-section" aria-labelledby="dash-furbabys-title">
      <div className="dash-section-head">
        <h2 id="dash-furbabys-title">My Furbabys</h2>
        <button type="button" className="button" onClick={() => openDialog({ kind: 'pet', pet: null })}>
          + Add Dog
        </button>
      </div>
      {load.status === 'loading' && pets.length === 0 ? (
        <Loading text="Loading your furbabies…" />
      ) : pets.length === 0 ? (
        <p className="empty">Add your dog to see their feeding plan.</p>
      ) : (
        <ul className="chip-list">
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
      {near && pets.length > 0 ? (
        <Suspense fallback={null}>
          <DogJourneys pets={pets} />
        </Suspense>
      ) : null}
    </section>
  );
}
