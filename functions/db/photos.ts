/**
 * Pet photos: objects in R2 under `pets/<key>` and one `photos` row each, owned by a customer.
 * A pet points at its photo by `pets.photo_id`; the browser sees only our URL,
 * `/api/photos/<key>` (functions/routes/photos.ts serves it).
 *
 * Clean-up rule: a photo lives while a pet refers to it. When a save of the pet set drops the
 * last reference (the pet was deleted, or given another photo), `savePetSet` removes the row
 * and the R2 objects right after its batch commits (`deletePhotos`). An upload that no pet
 * ever refers to is removed by `deleteUnattachedPhotos` once it is older than a day.
 */
import type { StoredImageType } from '../../src/domain/photo-upload';

export const PHOTO_R2_PREFIX = 'pets/';
export const PHOTO_URL_PREFIX = '/api/photos/';
/** Uploads no pet refers to after this long are removed (see `deleteUnattachedPhotos`). */
export const UNATTACHED_PHOTO_TTL_MS = 24 * 60 * 60 * 1000;
/** D1 binds at most 100 parameters per statement; one run removes at most this many. */
const UNATTACHED_BATCH = 90;

export interface PhotoRow {
  id: string;
  customer_id: string | null;
  small_key: string;
  large_key: string | null;
}

/**
 * Our URL for an R2 key.
 *
 * @example
 * photoUrl('pets/abc.png') // '/api/photos/abc.png'
 */
export function photoUrl(r2Key: string): string {
  return PHOTO_URL_PREFIX + r2Key.slice(PHOTO_R2_PREFIX.length);
}

/**
 * The R2 key behind one of our photo URLs (relative, or absolute on any host, since the site
 * may be reached under several names); null for any other URL.
 *
 * @example
 * photoR2KeyFromUrl('/api/photos/abc.png') // 'pets/abc.png'
 * photoR2KeyFromUrl('https://example.com/dog.png') // null
 */
export function photoR2KeyFromUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  let path: string;
  try {
    path = new URL(url, 'http://relative.invalid').pathname;
  } catch {
    return null;
  }
  if (!path.startsWith(PHOTO_URL_PREFIX)) return null;
  const key = path.slice(PHOTO_URL_PREFIX.length);
  return /^[a-z0-9_-]{1,80}\.(png|jpg|webp|gif)$/.test(key) ? PHOTO_R2_PREFIX + key : null;
}

/** A photo row as an upload writes it (functions/db/photo-quota.ts `insertPhotoWithinQuota`). */
export interface NewPhoto {
  id: string;
  customerId: string;
  smallKey: string;
  largeKey: string | null;
  contentType: StoredImageType;
  bytes: number;
  createdAt: Date;
}

/**
 * The customer's photos among these R2 keys (small or large copy), keyed by each of their keys.
 * Photos of other customers are never returned.
 */
export async function findCustomerPhotosByKeys(db: D1Database, customerId: string, r2Keys: readonly string[]): Promise<Map<string, PhotoRow>> {
  const found = new Map<string, PhotoRow>();
  if (r2Keys.length === 0) return found;
  const unique = [...new Set(r2Keys)];
  const marks = unique.map((_, i) => `?${i + 2}`).join(', ');
  const rows = await db
    .prepare(
      `SELECT id, customer_id, small_key, large_key FROM photos
        WHERE customer_id = ?1 AND (small_key IN (${marks}) OR large_key IN (${marks}))`,
    )
    .bind(customerId, ...unique)
    .all<PhotoRow>();
  for (const row of rows.results) {
    found.set(row.small_key, row);
    if (row.large_key) found.set(row.large_key, row);
  }
  return found;
}

/**
 * Removes photos whose last reference is gone, in one statement that re-checks "no pet refers
 * to it" (a concurrent save may have just attached one): first the rows, so no pet can point at
 * a missing object, then the R2 objects. An R2 failure is logged and left: an orphan object
 * costs storage, never a broken picture. Returns the ids removed.
 */
export async function deletePhotosIfUnreferenced(db: D1Database, bucket: R2Bucket, photoIds: readonly string[]): Promise<string[]> {
  const ids = [...new Set(photoIds)];
  if (ids.length === 0) return [];
  const marks = ids.map((_, i) => `?${i + 1}`).join(', ');
  const { results: rows } = await db
    .prepare(
      `DELETE FROM photos
        WHERE id IN (${marks}) AND NOT EXISTS (SELECT 1 FROM pets WHERE pets.photo_id = photos.id)
        RETURNING id, customer_id, small_key, large_key`,
    )
    .bind(...ids)
    .all<PhotoRow>();
  const keys = rows.flatMap((r) => (r.large_key ? [r.small_key, r.large_key] : [r.small_key]));
  if (keys.length > 0) {
    try {
      await bucket.delete(keys);
    } catch (err) {
      console.error('photo clean-up: R2 delete failed', keys, err);
    }
  }
  return rows.map((r) => r.id);
}

/**
 * Uploads that no pet refers to, older than `UNATTACHED_PHOTO_TTL_MS` (the owner chose a photo
 * and then cancelled, or the save failed). Safe to run repeatedly, e.g. from the cron job.
 */
export async function deleteUnattachedPhotos(db: D1Database, bucket: R2Bucket, now = new Date()): Promise<string[]> {
  const before = new Date(now.getTime() - UNATTACHED_PHOTO_TTL_MS).toISOString();
  const rows = await db
    .prepare(
      `SELECT id FROM photos
        WHERE created_at < ?1 AND NOT EXISTS (SELECT 1 FROM pets WHERE pets.photo_id = photos.id)
        LIMIT ${UNATTACHED_BATCH}`,
    )
    .bind(before)
    .all<{ id: string }>();
  return deletePhotosIfUnreferenced(
    db,
    bucket,
    rows.results.map((r) => r.id),
  );
}
