import type { Config } from '../env';
import { mailerFor } from '../mail';
import { planViaMarketingWebhook } from './marketing-webhook';
import type { FeedingPlanSender } from './sender';
import { planViaMailer } from './via-mailer';

export type { FeedingPlanMessage, FeedingPlanSender } from './sender';

/** The configured sender: the marketing webhook when MARKETING_WEBHOOK_URL is set, else the mailer. */
export function feedingPlanSenderFor(config: Config, db: D1Database, publicOrigin: string, fetcher?: typeof fetch): FeedingPlanSender {
  return config.planMail.kind === 'marketing'
    ? planViaMarketingWebhook(config.planMail.webhookUrl, fetcher)
    : planViaMailer(mailerFor(config, db), publicOrigin);
}
