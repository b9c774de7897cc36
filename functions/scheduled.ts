import type { Bindings } from './env';

/**
 * The cron trigger (every 15 minutes, wrangler.toml). Each step is safe to run twice:
 * it only deletes what has expired.
 */
export async function runScheduled(env: Bindings, now = new Date()): Promise<void> {
  const at = now.toISOString();
  await env.DB.batch([
    env.DB.prepare('DELETE FROM login_tokens WHERE expires_at < ?1').bind(at),
    env.DB.prepare('DELETE FROM sessions WHERE expires_at < ?1').bind(at),
    env.DB.prepare('DELETE FROM temp_pet_data WHERE expires_at < ?1').bind(at),
    // rate-limit windows older than a day can no longer matter
    env.DB.prepare("DELETE FROM rate_limits WHERE window_start < strftime('%Y-%m-%dT%H:%M:%fZ', ?1, '-1 day')").bind(at),
  ]);
}
