import { createExecutionContext, env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import app from '../../functions/app';
import { insertPhotoWithinQuota } from '../../functions/db/photo-quota';
import { PHOTO_QUOTA, PHOTO_QUOTA_MESSAGE } from '../../functions/lib/limits';
import { PHOTO_QUOTA_CODE } from '../../src/domain/photo-upload';
import { BASE, DEMO, loginAs } from './auth-helpers';
import { PNG_1X1 } from './pets-helpers';

let alex: Record<string, string>;

beforeAll(async () => {
  alex = (await loginAs(DEMO.otherCustomerId)).headers;
});

/** An upload handed straight to the app, so two of them really overlap. */
function upload(headers = alex): Promise<Response> {
  const form = new FormData();
  form.append('file', new Blob([PNG_1X1], { type: 'image/png' }), 'dog.png');
  const req = new Request(`${BASE}/api/upload-photo`, { method: 'POST', headers: { origin: BASE, ...headers }, body: form });
  return Promise.resolve(app.fetch(req, env, createExecutionContext()));
}

const photoCount = async () =>
  (await env.DB.prepare('SELECT COUNT(*) AS n FROM photos WHERE customer_id = ?1').bind(DEMO.otherCustomerId).first<{ n: number }>())!.n;

const objectCount = async () => (await env.PHOTOS.list({ prefix: 'pets/' })).objects.length;

/** Fills Alex's account up to `n` photos (rows only: the quota counts rows). */
async function fillTo(n: number, bytes = 1000) {
  const missing = n - (await photoCount());
  if (missing <= 0) return;
  await env.DB.prepare(
    `INSERT INTO photos (id, customer_id, small_key, content_type, bytes, created_at)
     WITH RECURSIVE k(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM k WHERE i < ?2)
     SELECT 'photo_fill_' || hex(randomblob(8)), ?1, 'pets/fill_' || hex(randomblob(8)) || '.png', 'image/png', ?3, ?4 FROM k`,
  )
    .bind(DEMO.otherCustomerId, missing, bytes, new Date().toISOString())
    .run();
}

describe('POST /api/upload-photo: a quota per customer', () => {
  it(`refuses the ${PHOTO_QUOTA.perCustomer + 1}th photo with 409 and a message the editor shows, storing nothing`, async () => {
    await fillTo(PHOTO_QUOTA.perCustomer - 1);
    expect((await upload()).status).toBe(200);
    expect(await photoCount()).toBe(PHOTO_QUOTA.perCustomer);

    const objects = await objectCount();
    const res = await upload();
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ error: PHOTO_QUOTA_MESSAGE, code: PHOTO_QUOTA_CODE });
    expect(await photoCount()).toBe(PHOTO_QUOTA.perCustomer);
    expect(await objectCount()).toBe(objects);
  });

  it('lets only one of two concurrent uploads take the last place', async () => {
    await env.DB.prepare("DELETE FROM photos WHERE id LIKE 'photo_fill_%'").run();
    await fillTo(PHOTO_QUOTA.perCustomer - 1);
    const objects = await objectCount();

    const answers = await Promise.all([upload(), upload()]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await photoCount()).toBe(PHOTO_QUOTA.perCustomer);
    // The refused upload's object was removed again.
    expect(await objectCount()).toBe(objects + 1);
  });

  it('decides the last place in the insert itself, past the early check', async () => {
    await env.DB.prepare("DELETE FROM photos WHERE id LIKE 'photo_fill_%'").run();
    await fillTo(PHOTO_QUOTA.perCustomer - 1);
    const row = (id: string) => ({
      id,
      customerId: DEMO.otherCustomerId,
      smallKey: `pets/${id}.png`,
      largeKey: null,
      contentType: 'image/png' as const,
      bytes: 10,
      createdAt: new Date(),
    });
    const stored = await Promise.all([insertPhotoWithinQuota(env.DB, row('photo_race_a')), insertPhotoWithinQuota(env.DB, row('photo_race_b'))]);
    expect(stored.sort()).toEqual([false, true]);
    expect(await photoCount()).toBe(PHOTO_QUOTA.perCustomer);
  });

  it('counts bytes too', async () => {
    await env.DB.prepare("DELETE FROM photos WHERE id LIKE 'photo_fill_%'").run();
    await fillTo((await photoCount()) + 1, PHOTO_QUOTA.bytesPerCustomer - 10);
    const res = await upload();
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ code: PHOTO_QUOTA_CODE });
  });
});
