import { insertOutboxMail, outboxRows } from '../db/outbox';
import { newId } from '../lib/ids';
import type { Mail, Mailer } from './mailer';

/** The local mailer: every mail becomes a row in `outbox`, listed by /api/dev/outbox and /dev/mailbox. */
export function outboxMailer(db: D1Database, now: () => Date = () => new Date()): Mailer {
  return {
    name: 'outbox',
    async send(mail: Mail) {
      const at = now().toISOString();
      await insertOutboxMail(
        db,
        { id: newId('mail'), to_email: mail.to, subject: mail.subject, text: mail.text, links: JSON.stringify(mail.links), kind: mail.kind },
        at,
      );
    },
  };
}

export interface OutboxMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  links: string[];
  kind: string;
  sentAt: string | null;
}

/** The newest mails first, optionally only those to one address. */
export async function listOutbox(db: D1Database, opts: { to?: string; limit?: number } = {}): Promise<OutboxMail[]> {
  const results = await outboxRows(db, opts.to ?? null, opts.limit ?? 100);
  return results.map((r) => ({
    id: r.id,
    to: r.to_email,
    subject: r.subject,
    text: r.text,
    links: JSON.parse(r.links) as string[],
    kind: r.kind,
    sentAt: r.sent_at,
  }));
}
