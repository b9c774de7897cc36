/**
 * The feeding-guide creator's state (spec 001 §2, §4 'Feeding guide'): the first load of the
 * pets (the pet store's: the account's with a session, else this browser's; this browser's also
 * when the account's cannot be fetched, a 401 or a network failure), and the recommendations,
 * refetched whenever the pet list changes. A failed recommendation call empties them (§8).
 *
 * @example
 * useEffect(() => void loadFeedingGuide(), []);
 * const guide = useStore($feedingGuide);
 */
import { atom } from 'nanostores';
import { feedingDetailsKey } from '../domain/feeding-details';
import type { RecommendationData } from '../domain/schemas/shop';
import { api } from '../lib/api-client';
import { trackFunnel } from './embed';
import { $petData, loadPets, readLocalPetData, type PetRecord } from './pets';

export interface FeedingGuideState {
  /** The first load is done (until then nothing renders). */
  loaded: boolean;
  recommendations: RecommendationData[];
  loadingRecommendations: boolean;
}

export const $feedingGuide = atom<FeedingGuideState>({ loaded: false, recommendations: [], loadingRecommendations: false });

let loading: Promise<void> | null = null;

export function loadFeedingGuide(): Promise<void> {
  loading ??= (async () => {
    try {
      await loadPets();
    } catch {
      // The account's pets could not be fetched: carry on with this browser's.
      $petData.set(readLocalPetData());
    }
    $feedingGuide.set({ ...$feedingGuide.get(), loaded: true });
    followPets();
  })();
  return loading;
}

let sequence = 0;

/**
 * Once the guide has its dogs, its recommendations follow them: read now, and again whenever a
 * dog's feeding details change (not its name or photo).
 */
function followPets(): void {
  let key: string | null = null;
  $petData.subscribe(({ pets }) => {
    const next = feedingDetailsKey(pets as PetRecord[]);
    if (next === key) return;
    key = next;
    void refreshGuideRecommendations();
  });
}

/** POST /api/pets/recommendations with `{ pets }`; only the newest answer counts. */
export async function refreshGuideRecommendations(): Promise<void> {
  const pets = $petData.get().pets;
  const mine = ++sequence;
  if (pets.length === 0) {
    $feedingGuide.set({ ...$feedingGuide.get(), recommendations: [], loadingRecommendations: false });
    return;
  }
  $feedingGuide.set({ ...$feedingGuide.get(), loadingRecommendations: true });
  let recommendations: RecommendationData[] = [];
  try {
    const res = await api.api.pets.recommendations.$post({ json: { pets: pets.map((p) => ({ ...p, name: p.name.trim() })) } });
    if (res.ok) recommendations = (await res.json()).recommendations;
  } catch {
    // silent: no recommendations
  }
  if (mine !== sequence) return;
  $feedingGuide.set({ ...$feedingGuide.get(), recommendations, loadingRecommendations: false });
}

/** POST /api/email-plan with the pets and the recommendations shown; answers whether it went. */
export async function emailFeedingPlan(email: string): Promise<boolean> {
  try {
    const res = await api.api['email-plan'].$post({
      json: { email, petData: $petData.get(), recommendations: $feedingGuide.get().recommendations },
    });
    if (res.ok) trackFunnel({ name: 'plan_emailed' });
    return res.ok;
  } catch {
    return false;
  }
}
