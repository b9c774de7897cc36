/**
 * Each dog's journey on the dashboard and /mobile (issue 50): its weight journal, chart, target
 * and birthday notice, read from GET /api/pets/{id}/weights when its card is shown, and the
 * calls that add a weighing or change its settings (each answers the journey anew).
 *
 * @example
 * const journeys = useStore($journeys);
 * useEffect(() => void loadJourney(pet.id), [pet.id]);
 * await addWeight(pet.id, { day: '2025-12-01', kg: 12.4 });
 */
import { map } from 'nanostores';
import type { PetJourneyBody, WeightsAnswer } from '../domain/schemas/weight-journal';
import { api } from '../lib/api-client';
import { send } from '../lib/call';
import { refreshPets } from './pets';

export type JourneyState = { status: 'loading' } | { status: 'ready'; journey: WeightsAnswer } | { status: 'error'; message: string };

export const $journeys = map<Record<string, JourneyState | undefined>>({});

const FAILED = 'We could not load this right now. Please try again.';

function settle(petId: string, answer: Awaited<ReturnType<typeof send<WeightsAnswer>>>): boolean {
  if (answer.ok) $journeys.setKey(petId, { status: 'ready', journey: answer.body });
  else if ($journeys.get()[petId]?.status !== 'ready') $journeys.setKey(petId, { status: 'error', message: answer.error ?? FAILED });
  return answer.ok;
}

/** Reads a dog's journey (once; `force` reads it again). */
export async function loadJourney(petId: string, force = false): Promise<void> {
  if (!force && $journeys.get()[petId]) return;
  $journeys.setKey(petId, { status: 'loading' });
  settle(petId, await send(() => api.api.pets[':id'].weights.$get({ param: { id: petId } })));
}

/** Adds a weighing; answers the error message, or null when it was kept. */
export async function addWeight(petId: string, entry: { day?: string; kg: number }): Promise<string | null> {
  const answer = await send(() => api.api.pets[':id'].weights.$post({ param: { id: petId }, json: entry }));
  settle(petId, answer);
  if (!answer.ok) return answer.error ?? FAILED;
  // The newest weighing is now the dog's weight on the server: My Furbabies' grams follow, without
  // holding the form (the owner may already be typing the next weighing).
  void refreshPets();
  return null;
}

/** Changes a dog's target, reminders or kept life stage. */
export async function updateJourney(petId: string, change: PetJourneyBody): Promise<boolean> {
  return settle(petId, await send(() => api.api.pets[':id'].journey.$post({ param: { id: petId }, json: change })));
}

/** For tests: forget every journey read. */
export function resetJourneysForTests(): void {
  $journeys.set({});
}
