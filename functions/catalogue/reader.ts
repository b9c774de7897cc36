/**
 * The one reader of the catalogue on the server: every page, call, renewal, forecast, the
 * console and the bench take the catalogue from here and pass it down as an argument.
 * D1 is read at most once per CATALOGUE_CACHE_MS per isolate; a write in this isolate calls
 * forgetCatalogue() so its own next read sees the change at once (other isolates within the TTL).
 */
import type { Catalogue } from '../../src/domain/catalogue';
import { readCatalogue } from '../db/catalogue';
import { bindingOf } from '../lib/database-identity';

export const CATALOGUE_CACHE_MS = 30_000;

interface Cached {
  at: number;
  catalogue: Promise<Catalogue>;
}

// Keyed by the binding: tests run databases side by side in one isolate.
let cache = new WeakMap<D1Database, Cached>();

export async function currentCatalogue(db: D1Database, now: number = Date.now()): Promise<Catalogue> {
  // A request's counted wrapper (functions/http/query-count.ts) shares its binding's entry.
  const key = bindingOf(db);
  const hit = cache.get(key);
  if (hit && now - hit.at >= 0 && now - hit.at < CATALOGUE_CACHE_MS) return hit.catalogue;
  // Concurrent requests share one read; a failed read is not kept.
  const catalogue = readCatalogue(db);
  const entry = { at: now, catalogue };
  cache.set(key, entry);
  catalogue.catch(() => {
    if (cache.get(key) === entry) cache.delete(key);
  });
  return catalogue;
}

export function forgetCatalogue(): void {
  cache = new WeakMap();
}
