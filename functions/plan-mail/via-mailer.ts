import type { Mailer } from '../mail';
import { FEEDING_GUIDE_PATH, feedingPlanMail } from '../mail/templates';
import type { FeedingPlanSender } from './sender';

/** The feeding-plan mail through our own mailer (outbox locally, the CRM in production). */
export function planViaMailer(mailer: Mailer, publicOrigin: string): FeedingPlanSender {
  return {
    name: 'mailer',
    async send(message) {
      const link = new URL(FEEDING_GUIDE_PATH, publicOrigin).href;
      await mailer.send(feedingPlanMail(message, link));
    },
  };
}
