/**
 * Deletions the cron job runs (functions/scheduled.ts) for data anonymous callers create:
 * checkout sessions nobody completed, outbox mail, temporary pet data, used shop signatures,
 * and the app's event log after CLEANUP.appEventDays.
 * Each statement deletes at most CLEANUP.batch rows, picked by an indexed column, so one run
 * stays cheap however much has piled up; the next run (15 minutes later) takes the rest.
 * Completed checkout sessions stay: they tie an order to its checkout (checkout_sessions_order,
 * migrations/0007) and make a repeated completion answer 'already completed'.
 */
import { CLEANUP } from '../lib/limits';

const iso = (d: Date) => d.toISOString();

export function expiredDataStatements(db: D1Database, now: Date): D1PreparedStatement[] {
  const checkoutBefore = new Date(now.getTime() - CLEANUP.checkoutGraceHours * 3_600_000);
  const outboxBefore = new Date(now.getTime() - CLEANUP.outboxDays * 86_400_000);
  const appEventsBefore = new Date(now.getTime() - CLEANUP.appEventDays * 86_400_000);
  const bounded = (table: string, where: string) => `DELETE FROM ${table} WHERE rowid IN (SELECT rowid FROM ${table} WHERE ${where} LIMIT ${CLEANUP.batch})`;
  return [
    db.prepare(bounded('checkout_sessions', 'expires_at < ?1 AND completed_at IS NULL AND order_id IS NULL')).bind(iso(checkoutBefore)),
    db.prepare(bounded('outbox', 'created_at < ?1')).bind(iso(outboxBefore)),
    db.prepare(bounded('temp_pet_data', 'expires_at < ?1')).bind(iso(now)),
    db.prepare(bounded('used_shop_signatures', 'expires_at < ?1')).bind(iso(now)),
    // By app_events_at (migrations/0015): installs, refusals and refreshes older than CLEANUP.appEventDays.
    db.prepare(bounded('app_events', 'at < ?1')).bind(iso(appEventsBefore)),
  ];
}
