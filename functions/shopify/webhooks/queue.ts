/**
 * The slow webhook topics (those that read Shopify's Admin API) on a Cloudflare Queue. The
 * route validates and claims a delivery, sends it here and only then answers 200: Shopify never
 * redelivers a 2xx, so the queue's retries are what make a failure after the answer come right.
 * After max_retries (wrangler.toml) a message goes to the dead-letter queue, whose consumer
 * writes it into the event log of the subscription it names.
 */
import * as v from 'valibot';
import { readConfig, type Bindings } from '../../env';
import { eventStatements } from '../../db/subscription-events';
import { findContractSubscription } from '../../db/subscriptions';
import { TOPICS } from './topics';

/** The queue names of wrangler.toml. */
export const WEBHOOK_QUEUE = 'furbaby-webhooks';
export const WEBHOOK_DEAD_LETTER_QUEUE = 'furbaby-webhooks-dlq';
export const WEBHOOK_RETRY_DELAY_SECONDS = 30;

export type { WebhookMessage } from '../../queues/webhook-message';
import type { WebhookMessage } from '../../queues/webhook-message';

export async function consumeWebhooks(batch: MessageBatch<WebhookMessage>, env: Bindings): Promise<void> {
  const config = readConfig(env);
  for (const message of batch.messages) {
    const { topic, webhookId, payload } = message.body;
    const handler = TOPICS[topic];
    const parsed = handler ? v.safeParse(handler.schema, payload) : null;
    if (!handler || !parsed?.success) {
      // Validated before it was sent: only a deploy that changed a schema in between lands here.
      console.error(`shopify webhook ${topic} ${webhookId}: no longer valid, dropped`);
      message.ack();
      continue;
    }
    try {
      console.log(`shopify webhook ${topic} ${webhookId}: ${await handler.run({ env, config, now: new Date() }, parsed.output)}`);
      message.ack();
    } catch (err) {
      console.error(`shopify webhook ${topic} ${webhookId} failed (attempt ${message.attempts})`, err);
      message.retry({ delaySeconds: WEBHOOK_RETRY_DELAY_SECONDS });
    }
  }
}

/** The contract a payload names (contract topics: its id; billing attempts: its contract). */
function contractOf(payload: unknown): string | null {
  const p = (payload ?? {}) as Record<string, unknown>;
  const id = p.admin_graphql_api_subscription_contract_id ?? p.admin_graphql_api_id;
  return typeof id === 'string' && id.startsWith('gid://shopify/SubscriptionContract/') ? id : null;
}

/** A delivery that failed every retry: into its subscription's event log (and the Worker's log). */
export async function recordDeadWebhooks(batch: MessageBatch<WebhookMessage>, env: Bindings): Promise<void> {
  for (const message of batch.messages) {
    const { topic, webhookId, payload } = message.body;
    console.error(`shopify webhook ${topic} ${webhookId} dead-lettered after ${message.attempts} attempts`);
    const contract = contractOf(payload);
    const sub = contract ? await findContractSubscription(env.DB, contract) : null;
    if (sub) {
      const ev = eventStatements(env.DB, {
        subscriptionId: sub.id,
        legacy: false,
        customerId: sub.customer_id,
        actor: 'scheduler',
        action: 'webhook-dead-lettered',
        at: new Date(),
        details: { topic, webhookId, attempts: message.attempts },
      });
      await env.DB.batch([ev.before, ev.after]);
    }
    message.ack();
  }
}
