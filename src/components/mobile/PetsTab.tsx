import { useStore } from '@nanostores/react';
import { lazy, Suspense } from 'react';
import { openPetEditor } from '../../stores/mobile';
import { $petData } from '../../stores/pets';
import { YourPetsList } from '../pets/YourPetsList';

/** The dogs' journeys' code (issue 50): the dashboard's cards and store. */
const loadDogJourneys = () => import('../dashboard/journey/DogJourneys');
const DogJourneys = lazy(loadDogJourneys);

/**
 * Fetches the journeys' code ahead of the first tap on Pets (MobileApp, once the phone app is
 * idle): the tab then shows them with the list, without a second paint (issue 48).
 */
export function preloadDogJourneys(): void {
  void loadDogJourneys().catch(() => undefined); // the tap's own load shows any failure
}

/** The Pets tab: the Your Pets list (000 §2.5) with its four states; a card opens Edit Pet; then each dog's journey. */
export function PetsTab() {
  const saved = useStore($petData).pets.filter((p): p is typeof p & { id: string; name: string } => typeof p.id === 'string' && p.id !== '');
  return (
    <div className="mobile-screen mobile-pets">
      <YourPetsList headingLevel={2} onEdit={(pet) => openPetEditor(pet.id)} />
      {saved.length > 0 ? (
        <Suspense fallback={null}>
          <DogJourneys pets={saved} />
        </Suspense>
      ) : null}
    </div>
  );
}
