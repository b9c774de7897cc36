import type { Config } from '../env';
import { crmWebhookMailer } from './crm-webhook';
import type { Mailer } from './mailer';
import { outboxMailer } from './outbox';

export type { Mail, Mailer, MailKind } from './mailer';

/**
 * The configured mailer (MAILER: 'outbox', the local default, or 'crm' with CRM_WEBHOOK_URL).
 * Routes call `mailerFor(c.var.config, c.env.DB)`.
 */
export function mailerFor(config: Config, db: D1Database): Mailer {
  return config.mailer.kind === 'crm' ? crmWebhookMailer(config.mailer.webhookUrl) : outboxMailer(db);
}
