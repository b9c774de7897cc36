import { dashboardLoginLink, LOGIN_TOKEN_MINUTES, mintLoginToken } from '../lib/login-tokens';
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
  await mailer.send({
    to: input.email,
    kind: 'login-link',
    subject: `Order #${input.orderNumber} confirmed: log in to your Furbaby Plans dashboard`,
    links: [link],
    text: [
      `Hi ${input.firstName || 'there'},`,
      '',
      `Thank you for your order #${input.orderNumber}. Your subscription is set up.`,
      '',
      `Use this link to log in to your dashboard, where you can see your order and manage your subscription. It works once and expires in ${LOGIN_TOKEN_MINUTES} minutes (you can always ask for a new one on the dashboard):`,
      '',
      link,
    ].join('\n'),
  });
}
