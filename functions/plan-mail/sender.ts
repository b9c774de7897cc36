import type { FeedingPlanMessage } from '../mail/feeding-plan-message';

export type { FeedingPlanMessage };

/**
 * Sends the feeding-plan e-mail (the summary's 'Email my feeding plan'). Adapters: `mailer`
 * (our own mail through the configured Mailer — the outbox locally) and `marketing` (the
 * shop's marketing webhook of spec 001 §7, which sends it from its own template).
 */
export interface FeedingPlanSender {
  readonly name: 'mailer' | 'marketing';
  send(message: FeedingPlanMessage): Promise<void>;
}
