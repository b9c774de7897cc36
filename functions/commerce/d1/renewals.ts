/**
 * The scheduled job's billing: first the customers' charges whose order was not written yet
 * (functions/billing/recorded-charge.ts), so a renewal never bills a delivery a reorder already
 * paid for; then the renewals due, enqueued for the queue's consumer
 * (functions/billing/renewal-queue.ts); then the retries of declined
 * renewals (functions/billing/dunning.ts). Each is safe to run twice.
 */
import { finishPaymentAttempts } from '../../billing/recorded-charge';
import { enqueueDueRenewals } from '../../billing/renewal-queue';
import { retryDeclinedRenewals } from '../../billing/dunning';
import type { Bindings, Config } from '../../env';
import { paymentGatewayFor } from '../../payments';
import { shopifyFetch } from '../../shopify/network';

export async function runDueBilling(config: Config, env: Pick<Bindings, 'DB' | 'SHOPIFY_NETWORK' | 'RENEWALS'>, now: Date): Promise<void> {
  const db = env.DB;
  const gateway = paymentGatewayFor(config, db, config.publicUrl ?? '', shopifyFetch(env));
  await finishPaymentAttempts(db, gateway, now);
  await enqueueDueRenewals(db, env.RENEWALS, now);
  await retryDeclinedRenewals(config, env, gateway, now);
}
