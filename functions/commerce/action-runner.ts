/**
 * The one way a customer's action changes a subscription record, new or legacy: take the busy
 * lock (404 when the record is not theirs, 409 `busy`), read the record, apply the status rule,
 * let the action compute its statements, and commit them as one batch with the event (before and
 * after) and the lock's release. A failure anywhere writes nothing; the lock is released either way.
 */
import type { LockedTable } from '../db/locks';
import { releaseLockStatement } from '../db/locks';
import { eventStatements } from '../db/subscription-events';
import { touchMirrorStatement } from '../db/subscriptions';
import { withBusyLock } from '../db/busy-lock';
import { notFound, type ApiError } from '../lib/errors';
import { actorOf, type CommerceRequest, type CustomerRequest } from './request';

/** What the runner needs to know about one kind of record (functions/commerce/d1/kinds.ts). */
export interface RecordKind<Rec, Answer> {
  table: LockedTable;
  legacy: boolean;
  notFoundMessage: string;
  load(db: D1Database, customerId: string, id: string): Promise<Rec | null>;
  /** The request's answerer: what every record answers with (a payment link, the shop) is worked out once, not per record. */
  answerer(req: CommerceRequest): Promise<(rec: Rec) => Answer>;
}

/** A change made through Shopify is as new as now (functions/db/subscriptions/writes.ts); legacy rows mirror no contract. */
const touchMirror = (db: D1Database, table: LockedTable, id: string, now: Date) => (table === 'subscriptions' ? [touchMirrorStatement(db, id, now)] : []);

/** Commits the action's statements with its event and the lock's release, as one batch. */
export type Commit = (statements: D1PreparedStatement[], details?: Record<string, unknown>) => Promise<void>;

export interface Action<Rec, R> {
  /** The event's name in subscription_events. */
  event: string;
  /** The status rule: an error when the record's state does not allow the action. */
  refuse(rec: Rec): ApiError | null;
  change(rec: Rec, commit: Commit, now: Date): Promise<R>;
}

/** The customer's record as it stands now, answered; 404 when it is not theirs. */
export async function currentAnswer<Rec, Answer>(kind: RecordKind<Rec, Answer>, req: CustomerRequest, id: string): Promise<Answer> {
  const rec = await kind.load(req.db, req.customer.id, id);
  if (!rec) throw notFound(kind.notFoundMessage);
  return (await kind.answerer(req))(rec);
}

/** Runs `action` on the customer's record `id`; answers the updated record and what the action returned. */
export async function runAction<Rec, Answer, R>(
  kind: RecordKind<Rec, Answer>,
  req: CustomerRequest,
  id: string,
  action: Action<Rec, R>,
): Promise<{ answer: Answer; result: R }> {
  const { db, customer, now } = req;
  return withBusyLock(db, kind.table, id, customer.id, async (lockToken) => {
    const rec = await kind.load(db, customer.id, id);
    if (!rec) throw notFound(kind.notFoundMessage);
    const refused = action.refuse(rec);
    if (refused) throw refused;
    const commit: Commit = async (statements, details) => {
      const ev = eventStatements(db, {
        subscriptionId: id,
        legacy: kind.legacy,
        customerId: customer.id,
        // The customer, or the shop's staff acting for them (functions/console/act-for-customer.ts).
        actor: actorOf(req),
        action: action.event,
        at: now,
        details,
      });
      await db.batch([ev.before, ...statements, ...touchMirror(db, kind.table, id, now), ev.after, releaseLockStatement(db, kind.table, id, lockToken, now)]);
    };
    const result = await action.change(rec, commit, now);
    return { answer: await currentAnswer(kind, req, id), result };
  });
}
