import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { runScheduled } from './scheduled-run';
import { DEMO } from '../../functions/db/demo';

const count = async (sql: string, ...args: unknown[]) =>
  (await env.DB.prepare(sql)
    .bind(...args)
    .first<{ n: number }>())!.n;

describe('the scheduled job: clean-up', () => {
  it('removes expired sessions and tokens, and day-old uploads no pet uses, keeping photos in use', async () => {
    const now = new Date();
    const long = new Date(now.getTime() - 40 * 24 * 3600_000).toISOString();
    await env.DB.batch([
      env.DB.prepare("INSERT INTO sessions (id_hash, customer_id, created_at, expires_at) VALUES ('old', ?1, ?2, ?2)").bind(DEMO.customerId, long),
      env.DB.prepare("INSERT INTO login_tokens (token_hash, customer_id, created_at, expires_at) VALUES ('old', ?1, ?2, ?2)").bind(DEMO.customerId, long),
      env.DB.prepare(
        "INSERT INTO photos (id, customer_id, small_key, content_type, bytes, created_at) VALUES ('photo_orphan', ?1, 'pets/orphan.png', 'image/png', 4, ?2)",
      ).bind(DEMO.customerId, long),
    ]);
    await env.PHOTOS.put('pets/orphan.png', new Uint8Array([137, 80, 78, 71]));

    await runScheduled(env, now);

    expect(await count("SELECT COUNT(*) AS n FROM sessions WHERE id_hash = 'old'")).toBe(0);
    expect(await count("SELECT COUNT(*) AS n FROM login_tokens WHERE token_hash = 'old'")).toBe(0);
    expect(await count("SELECT COUNT(*) AS n FROM photos WHERE id = 'photo_orphan'")).toBe(0);
    expect(await env.PHOTOS.head('pets/orphan.png')).toBeNull();
    // Biscuit's photo is in use and stays.
    expect(await count("SELECT COUNT(*) AS n FROM photos WHERE id = 'photo_demo_biscuit'")).toBe(1);
  });
});
