/**
 * The calculator's draft dog: the dog on screen while the owner edits it, and when each edit is
 * saved. Every edit saves and recalculates once the first load is done and the name is not blank:
 * the name on blur, the weight on blur or after a pause (TIMERS_MS.saveDebounce), the rest at
 * once. The server's answer replaces the dog unless the owner has typed on since (`revision`).
 */
import { useEffect, useRef, useState } from 'react';
import { findKibble } from '../../domain/catalogue';
import { MESSAGES } from '../../copy/messages';
import { DELETE_PET_CONFIRM_PERMANENT } from '../../copy/pet-labels';
import { defaultCalculatorDog, upsertPetById } from '../../domain/pets';
import { DUPLICATE_PET_NAME_MESSAGE, isNameTaken } from '../../domain/schemas/pet-save';
import { TIMERS_MS } from '../../copy/timers';
import { $catalogue } from '../../stores/catalogue';
import { $petData, $petsLoad, deletePet, loadPets, newPetId, savePets, selectKibble, type PetRecord } from '../../stores/pets';

export type SaveMode = 'now' | 'debounced' | 'none';

const EDITABLE: readonly (keyof PetRecord)[] = [
  'name',
  'weight',
  'life_stage',
  'body_condition',
  'activity_level',
  'percent_kibble',
  'includeInFamilyFeedingPlan',
];

function newDog(): PetRecord {
  return { ...defaultCalculatorDog(newPetId()), photo_url: null, photo_large_url: null } as PetRecord;
}

export function useCalculatorDraft() {
  const [dog, setDog] = useState<PetRecord>(newDog);
  const [weightText, setWeightText] = useState(String(dog.weight));
  const [nameError, setNameError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const dogRef = useRef(dog);
  const revision = useRef(0);
  const debounce = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const nameRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const untouched = revision.current;
    loadPets()
      .then(async (loaded) => {
        const wanted = new URL(window.location.href).searchParams.get('productId');
        const catalogue = $catalogue.get();
        const kibble = wanted && catalogue ? findKibble(catalogue, wanted) : undefined;
        if (kibble && kibble.id !== loaded.productId && loaded.pets.length > 0) {
          await selectKibble(kibble.id).catch(() => undefined);
        } else if (kibble && loaded.pets.length === 0) {
          $petData.set({ ...loaded, productId: kibble.id, kcal_per_kg: kibble.kcalPerKg });
        }
        // A dog typed in while the page loaded (or before its script ran, issue 22) is kept and saved.
        if (revision.current !== untouched) return commit(dogRef.current);
        const first = $petData.get().pets[0] as PetRecord | undefined;
        if (first) show(first);
      })
      .catch(() => undefined);
    return () => clearTimeout(debounce.current);
    // The first load runs once per page.
  }, []);

  function show(pet: PetRecord) {
    dogRef.current = pet;
    revision.current++;
    setDog(pet);
    setWeightText(String(pet.weight));
    setNameError(null);
  }

  const savedVersion = (id: string) => $petData.get().pets.find((p) => p.id === id) as PetRecord | undefined;
  const unchanged = (pet: PetRecord) => {
    const saved = savedVersion(pet.id);
    return !!saved && EDITABLE.every((k) => saved[k] === pet[k]);
  };

  function commit(pet: PetRecord) {
    clearTimeout(debounce.current);
    if ($petsLoad.get().status !== 'ready' || pet.name.trim() === '' || unchanged(pet)) return;
    const others = $petData.get().pets.filter((p) => p.id !== pet.id);
    if (isNameTaken(pet.name, others)) {
      setNameError(DUPLICATE_PET_NAME_MESSAGE);
      return;
    }
    setNameError(null);
    const rev = revision.current;
    savePets({ pets: upsertPetById($petData.get().pets, { ...pet, name: pet.name.trim() }) })
      .then((saved) => {
        const mine = saved.pets.find((p) => p.id === pet.id) as PetRecord | undefined;
        if (mine && rev === revision.current) show(mine);
      })
      // Recalculation failures are swallowed (000 §8): the last numbers stay.
      .catch(() => undefined);
  }

  function update(patch: Partial<PetRecord>, mode: SaveMode) {
    const next = { ...dogRef.current, ...patch };
    dogRef.current = next;
    revision.current++;
    setDog(next);
    if (mode === 'now') commit(next);
    else if (mode === 'debounced') {
      clearTimeout(debounce.current);
      debounce.current = setTimeout(() => commit(dogRef.current), TIMERS_MS.saveDebounce);
    }
  }

  function flush() {
    if (debounce.current !== undefined) commit(dogRef.current);
  }

  function select(pet: PetRecord) {
    flush();
    show(pet);
  }

  function addDog() {
    flush();
    show(newDog());
    setError(null);
    nameRef.current?.focus();
  }

  async function remove(pet: PetRecord) {
    if (!window.confirm(DELETE_PET_CONFIRM_PERMANENT)) return;
    clearTimeout(debounce.current);
    setError(null);
    try {
      await deletePet(pet.id);
      if (pet.id === dogRef.current.id) show(newDog());
    } catch {
      setError(MESSAGES.failedToDeletePet);
    }
  }

  return { dog, dogRef, weightText, setWeightText, nameError, error, nameRef, update, commit, select, addDog, remove, savedVersion };
}
