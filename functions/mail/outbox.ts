import { newId } from '../lib/ids';
import type { Mail, Mailer } from './mailer';

/** The local mailer: every mail becomes a row in `outbox`, listed by /api/dev/outbox and /dev/mailbox. */
export function outboxMailer(db: D1Database, now: () => Date = () => new Date()): Mailer {
  return {
    name: 'outbox',
    async send(mail: Mail) {
      const at = now().toISOString();
      await db
        .prepare(
          `INSERT INTO outbox (id, to_email, subject, text, links, kind, adapter, created_at, sent_at)
           VALUES (?1, ?2, ?3, ?4, ?5, ?6, 'outbox', ?7, ?7)`,
        )
        .bind(newId('mail'), mail.to, mail.subject, mail.text, JSON.stringify(mail.links), mail.kind, at)
        .run();
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
  const { results } = await db
    .prepare(
      `SELECT id, to_email, subject, text, links, kind, sent_at FROM outbox
        WHERE ?1 IS NULL OR to_email = ?1 COLLATE NOCASE
        ORDER BY created_at DESC, rowid DESC LIMIT ?2`,
    )
    .bind(opts.to ?? null, opts.limit ?? 100)
    .all<{ id: string; to_email: string; subject: string; text: string; links: string; kind: string; sent_at: string | null }>();
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
