/**
 * The scheduled job's billing: first the customers' charges whose order was not written yet
 * (functions/billing/recorded-charge.ts), so a renewal never bills a delivery a reorder already
 * paid for; then the renewals due (functions/billing/renewals.ts). Both are safe to run twice.
 */
import { finishPaymentAttempts } from '../../billing/recorded-charge';
import { runRenewals } from '../../billing/renewals';
import type { Config } from '../../env';
import { paymentGatewayFor } from '../../payments';

export async function runDueBilling(config: Config, db: D1Database, now: Date): Promise<void> {
  const gateway = paymentGatewayFor(config, db, config.publicUrl ?? '');
  await finishPaymentAttempts(db, gateway, now);
  await runRenewals(db, gateway, now);
}
