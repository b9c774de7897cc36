/**
 * The per-customer photo quota (PHOTO_QUOTA, functions/lib/limits.ts): how many photos and bytes
 * one customer keeps. The route checks early (`photoQuotaReached`, so a full account costs no
 * upload), and the row is written by `insertPhotoWithinQuota`, whose one statement counts and
 * inserts together: D1 runs statements one at a time, so two concurrent uploads cannot both
 * take the last place.
 */
import { PHOTO_QUOTA } from '../lib/limits';
import type { NewPhoto } from './photos';

export async function photoQuotaReached(db: D1Database, customerId: string): Promise<boolean> {
  const row = await db
    .prepare('SELECT COUNT(*) AS n, COALESCE(SUM(bytes), 0) AS bytes FROM photos WHERE customer_id = ?1')
    .bind(customerId)
    .first<{ n: number; bytes: number }>();
  return (row?.n ?? 0) >= PHOTO_QUOTA.perCustomer || (row?.bytes ?? 0) >= PHOTO_QUOTA.bytesPerCustomer;
}

/** Inserts the photo row if the customer stays within the quota with it; false (nothing written) if not. */
export async function insertPhotoWithinQuota(db: D1Database, photo: NewPhoto): Promise<boolean> {
  const row = await db
    .prepare(
      `INSERT INTO photos (id, customer_id, small_key, large_key, content_type, bytes, created_at)
       SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7
        WHERE (SELECT COUNT(*) FROM photos WHERE customer_id = ?2) < ?8
          AND (SELECT COALESCE(SUM(bytes), 0) FROM photos WHERE customer_id = ?2) + ?6 <= ?9
       RETURNING id`,
    )
    .bind(
      photo.id,
      photo.customerId,
      photo.smallKey,
      photo.largeKey,
      photo.contentType,
      photo.bytes,
      photo.createdAt.toISOString(),
      PHOTO_QUOTA.perCustomer,
      PHOTO_QUOTA.bytesPerCustomer,
    )
    .first<{ id: string }>();
  return row !== null;
}
