import { openPetEditor } from '../../stores/mobile';
import { YourPetsList } from '../pets/YourPetsList';

/** The Pets tab: the Your Pets list (000 §2.5) with its four states; a card opens Edit Pet. */
export function PetsTab() {
  return (
    <div className="mobile-screen mobile-pets">
      <YourPetsList headingLevel={2} onEdit={(pet) => openPetEditor(pet.id)} />
    </div>
  );
}
