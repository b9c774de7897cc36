import { backendFor } from './backends';
import { writeConsoleSnapshots } from './console/snapshots';
import { expiredDataStatements } from './db/expired-data';
import { funnelCleanupStatements } from './db/funnel';
import { deleteOldIdempotencyKeysStatement } from './db/idempotency';
import { deleteExpiredLoginTokensStatement } from './db/login-tokens';
import { deleteUnattachedPhotos } from './db/photos';
import { deleteOldRateLimitWindowsStatement } from './db/rate-limits';
import { deleteExpiredSessionsStatement } from './db/sessions';
import { deleteOldDeliveriesStatements } from './db/shopify-webhook-deliveries';
import { readConfig, type Bindings } from './env';
import { pushContractDays } from './billing/contract-days';
import { remindPausesEnding, resumeEndedPauses } from './billing/pause-until';
import { runBirthdays } from './dogs/birthdays';
import { runWeighInReminders } from './dogs/weigh-in-reminders';

/**
 * The cron trigger (every 15 minutes, wrangler.toml). Each step is safe to run twice:
 * clean-up only deletes what has expired, and renewals charge a subscription's day at most
 * once (functions/billing/renewals.ts). Tests call it with a fixed `now`.
 */
export async function runScheduled(env: Bindings, now = new Date()): Promise<void> {
  const config = readConfig(env); // first: a deployment missing its settings does nothing
  const backend = backendFor(config, env);
  await env.DB.batch([
    deleteExpiredLoginTokensStatement(env.DB, now),
    deleteExpiredSessionsStatement(env.DB, now),
    // rate-limit windows older than a day can no longer matter
    deleteOldRateLimitWindowsStatement(env.DB, now),
    deleteOldIdempotencyKeysStatement(env.DB, now),
    ...deleteOldDeliveriesStatements(env.DB, now),
    // abandoned checkouts, old outbox mail, temporary pet data, used shop signatures (bounded)
    ...expiredDataStatements(env.DB, now),
    // the funnel's daily counts rolled up, then raw events past 90 days dropped (functions/db/funnel.ts)
    ...funnelCleanupStatements(env.DB, now),
  ]);
  // uploads no pet ever used, a day after upload (rows first, then the R2 objects)
  await deleteUnattachedPhotos(env.DB, env.PHOTOS, now);
  // pauses until a date: the reminder before, and the resume on the day, due then (so renewed below)
  await remindPausesEnding(config, env.DB, now);
  await resumeEndedPauses(env.DB, backend.remote('resume'), now);
  // dogs' birthdays (notice 14 days ahead, the life stage on the day) and monthly weigh-in
  // reminders (functions/dogs/). Their failure must not stop billing.
  await runBirthdays(config, env.DB, now).catch((err: unknown) => console.error('birthdays not run; the next run tries again', err));
  await runWeighInReminders(config, env.DB, now).catch((err: unknown) => console.error('weigh-in reminders not sent; the next run tries again', err));
  // the console's shop-wide figures after the pauses' changes, so opening it reads one row per
  // card instead of every subscription (functions/console/snapshots.ts). Before billing: most of
  // its date changes land later anyway (the renewal queue's consumer), the next run's snapshot
  // has them, and a billing failure (Shopify down) does not cost the console its snapshot. Its
  // own failure must not stop billing: the console then computes the figures on read.
  await writeConsoleSnapshots(env.DB, now).catch((err: unknown) => console.error('console snapshot not written; read live until the next run', err));
  // charges not yet recorded, then the renewals due (functions/commerce/d1/renewals.ts)
  await backend.commerce.billDue(config, env, backend, now);
  // contracts whose next billing date is not ours yet (a push that failed, a webhook's renewal)
  await pushContractDays(env.DB, backend.remote('changeDate'));
}
