import { wrapsDatabase } from '../lib/database-identity';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env';

/**
 * How many D1 statements each request runs and in how many round trips, for its Server-Timing
 * header (`d1;desc="q=N rt=N"`, ./server-timing.ts) and so for the benchmark's "at most 5
 * statements per request" budget (scripts/bench.mjs reads the header). Round trips are what a
 * logged-in call's latency follows.
 *
 * `countQueries` gives the request its own `c.env` whose `DB` counts what runs through it: one
 * statement and one round trip for each `first` / `all` / `run` / `raw` of a prepared
 * statement; a `batch` is one round trip of as many statements as it holds; `exec` is one round
 * trip of its own count. A statement that is prepared but never run is not counted.
 * The Worker's `env` is shared by concurrent requests, so it is never changed itself.
 */

interface Counter {
  statements: number;
  roundTrips: number;
}

const counters = new WeakMap<Request, Counter>();

/** What the request has run so far, or undefined when `countQueries` did not run. */
export function queriesRun(c: Context): Readonly<Counter> | undefined {
  return counters.get(c.req.raw);
}

const RUN_METHODS = ['first', 'all', 'run', 'raw'] as const;

/** Counts every run of `stmt` and of the statements its `bind` returns. */
function countedStatement(stmt: D1PreparedStatement, counter: Counter): D1PreparedStatement {
  // Own properties on the real statement (not a Proxy): `batch` still receives the binding's
  // own objects, and the original methods run with their own `this`.
  const own = stmt as unknown as Record<string, (...args: unknown[]) => unknown>;
  for (const name of RUN_METHODS) {
    const original = own[name]!;
    own[name] = (...args: unknown[]) => {
      counter.statements += 1;
      counter.roundTrips += 1;
      return original.apply(stmt, args);
    };
  }
  const bind = stmt.bind;
  stmt.bind = (...values: unknown[]) => countedStatement(bind.apply(stmt, values), counter);
  return stmt;
}

/** A D1Database that adds the statements run through it to `counter`. */
export function countedDatabase(db: D1Database, counter: Counter): D1Database {
  const counted: Omit<D1Database, 'dump'> & Pick<D1Database, 'dump'> = {
    prepare: (query) => countedStatement(db.prepare(query), counter),
    batch: (statements) => {
      counter.statements += statements.length;
      counter.roundTrips += 1;
      return db.batch(statements);
    },
    exec: async (query) => {
      const result = await db.exec(query);
      counter.statements += result.count;
      counter.roundTrips += 1;
      return result;
    },
    withSession: (constraintOrBookmark) => {
      const session = db.withSession(constraintOrBookmark);
      return {
        prepare: (query) => countedStatement(session.prepare(query), counter),
        batch: (statements) => {
          counter.statements += statements.length;
          counter.roundTrips += 1;
          return session.batch(statements);
        },
        getBookmark: () => session.getBookmark(),
      };
    },
    dump: () => db.dump(),
  };
  return wrapsDatabase(counted as D1Database, db);
}

/** Middleware: the rest of the request sees a counting `c.env.DB` (mounted in functions/app.ts). */
export const countQueries: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.env?.DB) {
    const counter: Counter = { statements: 0, roundTrips: 0 };
    counters.set(c.req.raw, counter);
    // A per-request env with the counting DB; every other binding is read through to the real one.
    c.env = Object.create(c.env, { DB: { value: countedDatabase(c.env.DB, counter), enumerable: true } }) as AppEnv['Bindings'];
  }
  await next();
};
