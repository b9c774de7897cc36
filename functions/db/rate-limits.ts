/**
 * Fixed-window rate limits kept in D1 (`rate_limits`): one counter per bucket per window.
 * A window is `windowMinutes` long and starts at a multiple of it since the epoch; the cron
 * job deletes old windows (functions/scheduled.ts). The rules that count in it are in
 * functions/limits/.
 */

export interface Limit {
  /** e.g. 'login-link:email:<sha256>' — never a raw e-mail address. */
  bucket: string;
  max: number;
}

export interface LimitResult {
  allowed: boolean;
  /** Seconds until the current window ends. */
  retryAfter: number;
}

/** The start of the window `now` falls in, as ISO text (comparable as text). */
export function windowStart(now: Date, windowMinutes: number): Date {
  const ms = windowMinutes * 60_000;
  return new Date(Math.floor(now.getTime() / ms) * ms);
}

/**
 * Counts one hit in every bucket (one D1 batch, atomic per counter) and says whether all
 * stayed within their maximum.
 */
export async function hitLimits(db: D1Database, limits: Limit[], windowMinutes: number, now = new Date()): Promise<LimitResult> {
  const start = windowStart(now, windowMinutes);
  const at = start.toISOString();
  const results = await db.batch<{ hits: number }>(
    limits.map((l) =>
      db
        .prepare(
          `INSERT INTO rate_limits (bucket, window_start, hits) VALUES (?1, ?2, 1)
           ON CONFLICT (bucket, window_start) DO UPDATE SET hits = hits + 1
           RETURNING hits`,
        )
        .bind(l.bucket, at),
    ),
  );
  const allowed = results.every((r, i) => (r.results[0]?.hits ?? 0) <= limits[i]!.max);
  const retryAfter = Math.max(1, Math.ceil((start.getTime() + windowMinutes * 60_000 - now.getTime()) / 1000));
  return { allowed, retryAfter };
}

/** Windows that began more than a day before `now`: no limit looks back that far. */
export function deleteOldRateLimitWindowsStatement(db: D1Database, now: Date): D1PreparedStatement {
  return db.prepare("DELETE FROM rate_limits WHERE window_start < strftime('%Y-%m-%dT%H:%M:%fZ', ?1, '-1 day')").bind(now.toISOString());
}

/**
 * Counts `bucket` in the window starting at `start` (ISO) when it is already counted there, or
 * while fewer than `max` buckets start with `prefix`: one statement, so parallel claims cannot
 * all read "under the cap" before any of them writes (issue 59). True when it was counted.
 */
export async function claimDistinctBucket(db: D1Database, prefix: string, bucket: string, start: string, max: number): Promise<boolean> {
  const row = await db
    .prepare(
      `INSERT INTO rate_limits (bucket, window_start, hits)
       SELECT ?1, ?2, 1
       WHERE EXISTS (SELECT 1 FROM rate_limits WHERE bucket = ?1 AND window_start = ?2)
          OR (SELECT COUNT(*) FROM rate_limits WHERE bucket > ?3 AND bucket < ?4 AND window_start = ?2) < ?5
       ON CONFLICT (bucket, window_start) DO UPDATE SET hits = hits + 1
       RETURNING hits`,
    )
    .bind(bucket, start, prefix, `${prefix}~`, max)
    .first<{ hits: number }>();
  return row !== null;
}
