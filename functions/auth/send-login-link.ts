import type { Context } from 'hono';
import { MESSAGES } from '../../src/copy/messages';
import type { AppEnv, SessionCustomer } from '../env';
import { mailerFor } from '../mail';
import { loginLinkMail } from '../mail/templates';
import { ApiError } from '../lib/errors';
import { dashboardLoginLink, mintLoginToken } from './login-tokens';
import { publicOrigin } from '../http/public-origin';

/**
 * Mails `customer` a one-time link into their dashboard: the customer's own request
 * (POST /api/auth/request-link) and the shop's console ("Send login link") send the same mail.
 * 502 `mail_failed` when the mailer fails.
 */
export async function sendLoginLink(c: Pick<Context<AppEnv>, 'env' | 'var' | 'req'>, customer: SessionCustomer): Promise<void> {
  const token = await mintLoginToken(c.env.DB, customer.id, 'login');
  const link = dashboardLoginLink(publicOrigin(c), token);
  try {
    await mailerFor(c.var.config, c.env.DB).send(loginLinkMail(customer.email, customer.firstName, link));
  } catch (err) {
    console.error('login link not sent', err instanceof Error ? err.message : err);
    throw new ApiError(502, 'mail_failed', MESSAGES.failedToSendMagicLink);
  }
}
