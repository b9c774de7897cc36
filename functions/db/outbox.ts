/** The local mailer's mail (`outbox`): one row per mail sent, read back by the developer routes. */

export interface OutboxRow {
  id: string;
  to_email: string;
  subject: string;
  text: string;
  /** JSON: the mail's links. */
  links: string;
  kind: string;
  sent_at: string | null;
}

/** A mail sent now (`at`): created and sent in one. */
export async function insertOutboxMail(db: D1Database, mail: Omit<OutboxRow, 'sent_at'>, at: string): Promise<void> {
  await db
    .prepare(
      `INSERT INTO outbox (id, to_email, subject, text, links, kind, adapter, created_at, sent_at)
           VALUES (?1, ?2, ?3, ?4, ?5, ?6, 'outbox', ?7, ?7)`,
    )
    .bind(mail.id, mail.to_email, mail.subject, mail.text, mail.links, mail.kind, at)
    .run();
}

/** The newest mails first, only those to `to` (any case) unless it is null. */
export async function outboxRows(db: D1Database, to: string | null, limit: number): Promise<OutboxRow[]> {
  const { results } = await db
    .prepare(
      `SELECT id, to_email, subject, text, links, kind, sent_at FROM outbox
        WHERE ?1 IS NULL OR to_email = ?1 COLLATE NOCASE
        ORDER BY created_at DESC, rowid DESC LIMIT ?2`,
    )
    .bind(to, limit)
    .all<OutboxRow>();
  return results;
}
