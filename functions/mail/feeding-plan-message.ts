import type { PetsPayload } from '../../src/domain/pets-payload';
import type { Recommendation } from '../../src/domain/recommendations';
import type { StoredPet } from '../../src/domain/schemas/pet';

/** A feeding plan to send: the address, the pets with their server-computed numbers, the recipes. */
export interface FeedingPlanMessage {
  email: string;
  petData: PetsPayload<StoredPet>;
  recommendations: Recommendation[];
}
