/**
 * The pet data set every pet screen shares (spec 000 §3, §4): loading it, saving it, the kibble
 * choice, the browser copy in local storage and the messages to the shop page.
 *
 * - Logged in: the server's set (GET /api/pets); every save is POST /api/pets and its answer
 *   replaces the set. On the first load after login, local pets whose names are not on the
 *   server are merged in and saved once (flag `mfb_migration_attempted`).
 * - Anonymous: the set lives in `mfb_pet_data` (read as an array or an object, written as the
 *   object); the numbers still come from the server (POST /api/pets/calculate), which stores
 *   nothing. The client never computes a number itself.
 * - After every save the set is pushed to the shop page (SYNC_PET_DATA); the shop can ask for
 *   it (GET_PET_DATA, REQUEST_INITIAL_SYNC).
 *
 * Saves run one at a time in the order asked, so an older answer never lands after a newer one.
 *
 * @example
 * const data = useStore($petData);
 * useEffect(() => void loadPets(), []);
 * await savePets({ pets: [...data.pets, dog] });
 */
import { atom, computed } from 'nanostores';
import * as v from 'valibot';
import { findKibble } from '../domain/catalogue';
import { MESSAGES } from '../copy/messages';
import { generatePetId, mergeLocalPets } from '../domain/pets';
import { shopToday } from '../domain/renewals';
import { isWeightChange, withEntry } from '../domain/weight-journal';
import { DUPLICATE_PET_NAME_MESSAGE, firstDuplicateName, isWellFormedPetId } from '../domain/schemas/pet-save';
import { emptyPetsData, normaliseStoredPetData, petsDataSchema, petsSaveAnswerSchema, type PetsData, type StoredPet } from '../domain/schemas/pet';
import { api } from '../lib/api-client';
import { forgetLoginLinkToken, rememberLoginLinkToken } from '../lib/login-link-token';
import { answerPetDataRequests, postToParent } from './embed';
import { $catalogue } from './catalogue';
import { $session, initSession } from './session';

export const PET_DATA_KEY = 'mfb_pet_data';
export const MIGRATION_FLAG_KEY = 'mfb_migration_attempted';
export { AUTH_TOKEN_KEY } from '../lib/login-link-token';

export type { PetsData, StoredPet } from '../domain/schemas/pet';

/** A pet the screens hold: a stored pet whose id is always set. */
export type PetRecord = StoredPet & { id: string };

export const $petData = atom<PetsData>(emptyPetsData());

export type PetsLoadState = { status: 'idle' } | { status: 'loading' } | { status: 'ready' } | { status: 'error'; message: string };
export const $petsLoad = atom<PetsLoadState>({ status: 'idle' });

/** How many saves are running or waiting. */
export const $pendingSaves = atom(0);
export const $saving = computed($pendingSaves, (n) => n > 0);

export const $loggedIn = computed($session, (s) => s.status === 'loggedIn');

// ─── Local storage ───────────────────────────────────────────────────────────────────────

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export const newPetId = () => generatePetId(Date.now());

/**
 * The set as the pet screens need it: every pet with a well-formed id and a name (a nameless
 * pet cannot be saved or shown; one without an id gets one), no name twice.
 */
export function tidyPetData(data: PetsData): PetsData {
  const seen = new Set<string>();
  const pets = data.pets.flatMap((p) => {
    const key = p.name.trim().toLowerCase();
    if (key === '' || seen.has(key)) return [];
    seen.add(key);
    return [{ ...p, id: p.id && isWellFormedPetId(p.id) ? p.id : newPetId() }];
  });
  return { ...data, pets };
}

/** `mfb_pet_data`, in either stored shape; the empty set (kcal_per_kg 3380) when there is none. */
export function readLocalPetData(): PetsData {
  const raw = storage()?.getItem(PET_DATA_KEY) ?? null;
  return raw === null ? emptyPetsData() : tidyPetData(normaliseStoredPetData(raw));
}

/** Writes the set in its object shape. */
export function writeLocalPetData(data: PetsData): void {
  try {
    storage()?.setItem(PET_DATA_KEY, JSON.stringify(data));
  } catch {
    // storage full or blocked: the set still lives for this page
  }
}

/**
 * Keeps the `token` query parameter as `auth_token` (spec 000 §3) before the session module
 * verifies it and takes it out of the address. It is a one-time token: the session module
 * removes it as soon as verification has answered (src/lib/login-link-token.ts).
 */
export function captureAuthToken(): void {
  if (typeof window === 'undefined') return;
  const token = new URL(window.location.href).searchParams.get('token');
  if (token) rememberLoginLinkToken(token);
}

// ─── Calls ───────────────────────────────────────────────────────────────────────────────

const authModeHeaders = () => ({ 'X-Auth-Mode': $loggedIn.get() ? 'authenticated' : 'anonymous' });

/** The body the API takes: pets without their computed numbers (the server recomputes them). */
function petsBody(pets: readonly StoredPet[]) {
  return pets.map(({ calories_per_day: _c, grams_per_day: _g, kibble_calories_per_day: _kc, kibble_grams_per_day: _kg, ...pet }) => pet);
}

async function fetchServerSet(): Promise<PetsData> {
  const res = await api.api.pets.$get({}, { headers: authModeHeaders() });
  if (!res.ok) throw new Error(MESSAGES.failedToFetchPets);
  return tidyPetData(v.parse(petsDataSchema, await res.json()));
}

async function postSet(pets: readonly StoredPet[], productId: string | null, kcalPerKg: number): Promise<PetsData> {
  const res = await api.api.pets.$post({ json: { pets: petsBody(pets), kcal_per_kg: kcalPerKg, productId } }, { headers: authModeHeaders() });
  if (!res.ok) throw new Error(MESSAGES.failedToSavePetData);
  return tidyPetData(v.parse(petsSaveAnswerSchema, await res.json()));
}

/** POST /api/pets/calculate: the numbers for a set, nothing stored anywhere. */
export async function calculatePets(pets: readonly StoredPet[], productId: string | null, kcalPerKg?: number): Promise<PetsData> {
  const res = await api.api.pets.calculate.$post({ json: { pets: petsBody(pets), productId, kcal_per_kg: kcalPerKg } }, { headers: authModeHeaders() });
  if (!res.ok) throw new Error(MESSAGES.failedToCalculatePetData);
  return v.parse(petsSaveAnswerSchema, await res.json());
}

// ─── The set ─────────────────────────────────────────────────────────────────────────────

function publish(data: PetsData): void {
  $petData.set(data);
  writeLocalPetData(data);
}

function syncToShop(data: PetsData): void {
  postToParent({ type: 'SYNC_PET_DATA', data: JSON.stringify(data) });
}

function migrationDone(): boolean {
  return storage()?.getItem(MIGRATION_FLAG_KEY) === 'true';
}

function markMigrationDone(): void {
  try {
    storage()?.setItem(MIGRATION_FLAG_KEY, 'true');
  } catch {
    // blocked: the merge may run again, and finds nothing new by name
  }
}

/** The one-time merge of this browser's pets into the account (000 §4 'Authenticated load'). */
async function mergeLocalIntoServer(server: PetsData, local: PetsData): Promise<PetsData> {
  if (migrationDone()) return server;
  const serverIds = new Set(server.pets.map((p) => p.id));
  // A local pet whose id the account already uses under another name is a new dog here.
  const localPets = local.pets.map((p) => (p.id && serverIds.has(p.id) ? { ...p, id: newPetId() } : p));
  const merged = mergeLocalPets(server.pets, localPets);
  if (merged.length === server.pets.length) {
    markMigrationDone();
    return server;
  }
  try {
    const saved = await postSet(merged, server.productId, server.kcal_per_kg);
    markMigrationDone();
    return saved;
  } catch {
    // 'Failed to save merged pets': the flag stays unset, so the next load tries again and no dog is lost.
    return { ...server, pets: merged };
  }
}

let loading: Promise<PetsData> | null = null;
let bridgeStarted = false;

function startBridge(): void {
  if (bridgeStarted || typeof window === 'undefined') return;
  bridgeStarted = true;
  answerPetDataRequests(() => JSON.stringify($petData.get()));
}

/**
 * Loads the set once per page (later calls share the result): the session first, then the
 * server's set (merged once with the local pets) or the local one, recalculated by the server.
 * Failure leaves `$petsLoad` in the error state with 'Failed to fetch pets' (or the thrown
 * error's own message).
 */
export function loadPets(): Promise<PetsData> {
  if (loading) return loading;
  startBridge();
  $petsLoad.set({ status: 'loading' });
  loading = (async () => {
    captureAuthToken();
    const session = await initSession();
    forgetLoginLinkToken(); // the session module already has, as soon as verify answered; a second time costs nothing
    const local = readLocalPetData();
    let data: PetsData;
    if (session.status === 'loggedIn') {
      data = await mergeLocalIntoServer(await fetchServerSet(), local);
    } else {
      data = local;
      if (data.pets.length > 0) {
        try {
          data = tidyPetData(await calculatePets(data.pets, data.productId, data.kcal_per_kg));
        } catch {
          // recalculation failures are silent (000 §8): the stored numbers stay
        }
      }
    }
    publish(data);
    $petsLoad.set({ status: 'ready' });
    return data;
  })();
  loading.catch((err: unknown) => {
    $petsLoad.set({ status: 'error', message: err instanceof Error && err.message ? err.message : MESSAGES.failedToFetchPets });
  });
  return loading;
}

/**
 * An anonymous visitor's weight journal (issue 50): kept with each pet in the browser, a weight
 * change adds the shop day's reading, and the merge at login saves it with the pet. Logged in,
 * the server keeps the journal itself.
 */
function withLocalJournal(before: readonly StoredPet[], pets: readonly StoredPet[]): StoredPet[] {
  const today = shopToday(new Date());
  return pets.map((pet) => {
    const prev = pet.id ? before.find((p) => p.id === pet.id) : undefined;
    const weights = pet.weights ?? prev?.weights ?? [];
    return isWeightChange(prev?.weight, pet.weight) ? { ...pet, weights: withEntry(weights, { day: today, kg: pet.weight }) } : { ...pet, weights };
  });
}

let queue: Promise<unknown> = Promise.resolve();

/**
 * Saves the set (logged in: the server keeps it; anonymous: the server computes and the
 * browser keeps it) and answers it as the server computed it. `productId` undefined keeps the
 * current kibble. Runs after any earlier save; rejects with the call's failure. A set holding
 * one name twice is refused before any call ('Each furbaby needs a different name'): anonymous,
 * the tidied answer would otherwise drop the new dog without a word.
 */
export function savePets(input: { pets: readonly StoredPet[]; productId?: string | null }): Promise<PetsData> {
  $pendingSaves.set($pendingSaves.get() + 1);
  const run = async () => {
    if (firstDuplicateName(input.pets) !== null) throw new Error(DUPLICATE_PET_NAME_MESSAGE);
    const current = $petData.get();
    const productId = input.productId === undefined ? current.productId : input.productId;
    const catalogue = $catalogue.get();
    const kcal = (productId && catalogue ? findKibble(catalogue, productId)?.kcalPerKg : undefined) ?? current.kcal_per_kg;
    const data = $loggedIn.get()
      ? await postSet(input.pets, productId, kcal)
      : { ...tidyPetData(await calculatePets(withLocalJournal(current.pets, input.pets), productId, kcal)) };
    publish(data);
    syncToShop(data);
    return data;
  };
  const result = queue.then(run, run);
  queue = result.catch(() => undefined);
  void result.finally(() => $pendingSaves.set($pendingSaves.get() - 1)).catch(() => undefined);
  return result;
}

/**
 * Reads the server's set again after the server itself changed a dog: a weighing in the journal
 * (issue 50) becomes the dog's weight, so its grams follow without a reload. After any save in
 * flight; a failed read keeps what is shown (the next load corrects it).
 */
export function refreshPets(): Promise<void> {
  const run = async () => {
    const data = await fetchServerSet();
    publish(data);
    syncToShop(data);
  };
  const result = queue.then(run, run).catch(() => undefined);
  queue = result;
  return result;
}

/**
 * Saves the set without the pet (deleting is saving the set without it, 000 §7). Logged in, a
 * failed save rejects and nothing changes. Anonymous, the pet is removed from the browser's
 * set even when the recalculation fails (the totals then wait for the next save).
 */
export async function deletePet(id: string): Promise<PetsData> {
  const pets = $petData.get().pets.filter((p) => p.id !== id);
  try {
    return await savePets({ pets });
  } catch (err) {
    if ($loggedIn.get()) throw err;
    const data = { ...$petData.get(), pets };
    publish(data);
    syncToShop(data);
    return data;
  }
}

/** Chooses the kibble: saved at once, and the answer's kcal_per_kg adopted (000 §4). */
export function selectKibble(productId: string): Promise<PetsData> {
  return savePets({ pets: $petData.get().pets, productId });
}

/** For tests: forget the loaded set so the next loadPets() starts over. */
export function resetPetsForTests(): void {
  loading = null;
  queue = Promise.resolve();
  $pendingSaves.set(0);
  $petData.set(emptyPetsData());
  $petsLoad.set({ status: 'idle' });
}
