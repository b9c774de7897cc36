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
import { isInstalled, logAppEvent } from '../../db/shop-installs';
import type { Bindings, Config } from '../../env';
import type { Backend } from '../port';

export async function runDueBilling(config: Config, env: Pick<Bindings, 'DB' | 'SHOPIFY_NETWORK' | 'RENEWALS'>, backend: Backend, now: Date): Promise<void> {
  const db = env.DB;
  // Shopify mode without the app installed (uninstalled, or not yet): nothing can be charged, so
  // the due renewals wait, still due, and the first run after an install bills them.
  if (config.commerce.kind === 'shopify' && !(await isInstalled(db, config.commerce.shopDomain))) {
    console.warn(`renewals wait: Furbaby Plans is not installed on ${config.commerce.shopDomain}`);
    await logAppEvent(db, 'not-installed', config.commerce.shopDomain, 'scheduled billing waits', now);
    return;
  }
  const gateway = backend.payments(db, config.publicUrl ?? '');
  await finishPaymentAttempts(db, gateway, now);
  await enqueueDueRenewals(db, env.RENEWALS, now);
  await retryDeclinedRenewals(db, gateway, backend.remote('pause'), now);
}
