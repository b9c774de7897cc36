import { useState } from 'react';
import type { PetRecord } from '../../stores/pets';
import { useEmbeddedPage } from '../embed/use-embed';
import { PetOverlay } from './PetOverlay';
import { YourPetsList } from './YourPetsList';

/** /your-pets: the Your Pets list on its own page; a card opens the pet overlay. */
export function YourPetsPage() {
  useEmbeddedPage('dashboard');
  const [editing, setEditing] = useState<PetRecord | null>(null);
  return (
    <>
      <YourPetsList onEdit={setEditing} />
      {editing ? <PetOverlay pet={editing} onClose={() => setEditing(null)} /> : null}
    </>
  );
}
