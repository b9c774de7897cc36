import app from './app';
import { consumeRenewals, recordDeadRenewals, RENEWAL_DEAD_LETTER_QUEUE, type RenewalMessage } from './billing/renewal-queue';
import { backendFor } from './backends';
import { readConfig, type Bindings } from './env';
import { recordScheduledRun } from './db/scheduled-runs';
import { runScheduled } from './scheduled';
import { consumeWebhooks, recordDeadWebhooks, WEBHOOK_DEAD_LETTER_QUEUE, WEBHOOK_QUEUE, type WebhookMessage } from './shopify/webhooks/queue';

/**
 * The Worker: the Hono app for requests that reach it, the scheduled job for the cron trigger,
 * and the consumers of the renewal and webhook queues (each with its dead letters).
 */
export default {
  fetch: app.fetch,
  async scheduled(controller, env, ctx) {
    // The run's own time: a delayed invocation bills what was due when it was scheduled.
    // Recorded with its outcome for the shop's console (functions/console/today.ts).
    const at = new Date(controller.scheduledTime);
    ctx.waitUntil(recordScheduledRun(env.DB, at, () => runScheduled(env, at)));
  },
  async queue(batch, env) {
    if (batch.queue === WEBHOOK_QUEUE) return consumeWebhooks(batch as MessageBatch<WebhookMessage>, env);
    if (batch.queue === WEBHOOK_DEAD_LETTER_QUEUE) return recordDeadWebhooks(batch as MessageBatch<WebhookMessage>, env);
    const renewals = batch as MessageBatch<RenewalMessage>;
    if (batch.queue === RENEWAL_DEAD_LETTER_QUEUE) return recordDeadRenewals(renewals, env);
    const backend = backendFor(readConfig(env), env);
    await consumeRenewals(renewals, env, (db, origin) => backend.payments(db, origin), backend.remote('changeDate'));
  },
} satisfies ExportedHandler<Bindings>;
