/**
 * The D1 binding behind a wrapper (functions/http/query-count.ts counts each request's
 * statements through a wrapper of its own): caches keyed by the database (the catalogue's,
 * functions/catalogue/reader.ts) key by the binding, or every request would miss.
 */
const bindings = new WeakMap<D1Database, D1Database>();

/** Records that `wrapper` stands for `binding`. */
export function wrapsDatabase(wrapper: D1Database, binding: D1Database): D1Database {
  bindings.set(wrapper, bindingOf(binding));
  return wrapper;
}

/** The binding `db` stands for: itself unless it is a wrapper. */
export const bindingOf = (db: D1Database): D1Database => bindings.get(db) ?? db;
