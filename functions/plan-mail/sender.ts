import type { PetsPayload } from '../../src/domain/pets-payload';
import type { Recommendation } from '../../src/domain/recommendations';
import type { StoredPet } from '../../src/domain/schemas/pet';

/** A feeding plan to send: the address, the pets with their server-computed numbers, the recipes. */
export interface FeedingPlanMessage {
  email: string;
  petData: PetsPayload<StoredPet>;
  recommendations: Recommendation[];
}

/**
 * Sends the feeding-plan e-mail (the summary's 'Email my feeding plan'). Adapters: `mailer`
 * (our own mail through the configured Mailer — the outbox locally) and `marketing` (the
 * shop's marketing webhook of spec 001 §7, which sends it from its own template).
 */
export interface FeedingPlanSender {
  readonly name: 'mailer' | 'marketing';
  send(message: FeedingPlanMessage): Promise<void>;
}
