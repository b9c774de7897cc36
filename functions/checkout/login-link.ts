import { dashboardLoginLink, mintLoginToken } from '../auth/login-tokens';
import { orderLoginLinkMail } from '../mail/templates';
import type { Mailer } from '../mail';

/**
 * After a checkout the new subscriber gets a one-time login link to the dashboard: minted by the
 * accounts' `mintLoginToken` (256-bit token, only its hash stored, LOGIN_TOKEN_MINUTES) and sent
 * by the configured mailer, with the order number.
 */
export async function sendCheckoutLoginLink(
  db: D1Database,
  mailer: Mailer,
  input: { customerId: string; email: string; firstName: string; orderNumber: number; publicOrigin: string },
  now = new Date(),
): Promise<void> {
  const link = dashboardLoginLink(input.publicOrigin, await mintLoginToken(db, input.customerId, 'login', now));
  await mailer.send(orderLoginLinkMail(input.email, input.firstName, input.orderNumber, link));
}
