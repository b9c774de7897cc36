/** The rate-limit windows (`rate_limits`, one counter per bucket per window): the cron job's clean-up. */

/** Windows that began more than a day before `now`: no limit looks back that far. */
export function deleteOldRateLimitWindowsStatement(db: D1Database, now: Date): D1PreparedStatement {
  return db.prepare("DELETE FROM rate_limits WHERE window_start < strftime('%Y-%m-%dT%H:%M:%fZ', ?1, '-1 day')").bind(now.toISOString());
}
