import type { FeedingPlanSender } from './sender';

export const MARKETING_WEBHOOK_TIMEOUT_MS = 10_000;

/**
 * The shop's marketing webhook (spec 001 §7): posts `{ email, petData, recommendations }` and
 * the marketing tool sends the plan from its own template.
 */
export function planViaMarketingWebhook(webhookUrl: string, fetcher: typeof fetch = (i, init) => fetch(i, init)): FeedingPlanSender {
  return {
    name: 'marketing',
    async send(message) {
      const res = await fetcher(webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: message.email, petData: message.petData, recommendations: message.recommendations }),
        signal: AbortSignal.timeout(MARKETING_WEBHOOK_TIMEOUT_MS),
      });
      if (!res.ok) throw new Error(`marketing webhook answered ${res.status}`);
    },
  };
}
