import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

const post = (body: string) =>
  SELF.fetch('http://localhost/api/pets/temp-store', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: 'http://localhost' },
    body,
  });

const storedCopies = async () => (await env.DB.prepare('SELECT COUNT(*) AS n FROM temp_pet_data').first<{ n: number }>())!.n;

const goodBody = { pets: [{ name: 'Rex', weight: 12 }], kcal_per_kg: 3380, productId: null };

describe('request validation (POST /api/pets/temp-store)', () => {
  it('answers 400 in the JSON error shape for a body that is not JSON, and stores nothing', async () => {
    const res = await post('{"pets": [');
    expect(res.status).toBe(400);
    const body = await res.json<{ error: string; code: string }>();
    expect(body.code).toBe('malformed_request');
    expect(body.error).toMatch(/JSON/i);
    expect(await storedCopies()).toBe(0);
  });

  it('answers 400 naming the field for a body that breaks the schema, and stores nothing', async () => {
    const res = await post(JSON.stringify({ pets: [{ name: 'Rex', weight: -3 }] }));
    expect(res.status).toBe(400);
    const body = await res.json<{ error: string; code: string; issues: { path: string }[] }>();
    expect(body.code).toBe('invalid_json');
    expect(body.error).toContain('pets.0.weight');
    expect(body.error).toContain('Pet weight must be at least 1kg');
    expect(body.issues[0]?.path).toBe('pets.0.weight');
    expect(await storedCopies()).toBe(0);
  });

  it('stores a valid body and gives it back to the same browser only', async () => {
    const res = await post(JSON.stringify(goodBody));
    expect(res.status).toBe(200);
    const cookie = res.headers.get('set-cookie')!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(await storedCopies()).toBe(1);

    const browser = cookie.split(';')[0]!;
    const mine = await SELF.fetch('http://localhost/api/pets/temp-get', { headers: { cookie: browser } });
    expect(mine.status).toBe(200);
    const { data } = await mine.json<{ data: { pets: { name: string; weight: number; life_stage: string }[] } }>();
    expect(data.pets[0]).toMatchObject({ name: 'Rex', weight: 12, life_stage: 'adult' });

    const stranger = await SELF.fetch('http://localhost/api/pets/temp-get');
    expect(stranger.status).toBe(404);
  });
});
