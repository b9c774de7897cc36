import { DEMO_CATALOGUE } from '../../functions/db/demo/demo-catalogue';
import { env } from 'cloudflare:workers';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PET_ID_REQUIRED_MESSAGE } from '../../src/domain/pets';
import { computePetsPayload } from '../../src/domain/pets-payload';
import { DUPLICATE_PET_NAME_MESSAGE, UNKNOWN_KIBBLE_MESSAGE } from '../../src/domain/schemas/pet-save';
import { WEIGHT_TOO_LOW_MESSAGE } from '../../src/domain/weight';
import { DEMO, loginAs } from './auth-helpers';
import {
  CHICKEN,
  DEMO_PET_IDS,
  DEMO_PHOTO_URL,
  LAMB,
  demoPets,
  expectRefusedNothingStored,
  petBody,
  petsOf,
  putDemoPhoto,
  request,
  storedState,
  type ErrorAnswer,
} from './pets-helpers';

type Payload = ReturnType<typeof computePetsPayload<ReturnType<typeof petBody> & { id: string; photo_url: string | null; photo_large_url: string | null }>>;
type SaveAnswer = { success: boolean; data: Payload };

let sam: Record<string, string>;
let alex: Record<string, string>;

beforeAll(async () => {
  sam = (await loginAs(DEMO.customerId)).headers;
  alex = (await loginAs(DEMO.otherCustomerId)).headers;
});

/** Every test starts from Sam's demo dogs on Chicken. */
beforeEach(async () => {
  await putDemoPhoto();
  const res = await request('POST', '/api/pets', { headers: sam, body: { pets: demoPets(), productId: CHICKEN } });
  expect(res.status).toBe(200);
});

describe('GET /api/pets and /pets', () => {
  it('answers 401 in the error shape when nobody is logged in', async () => {
    for (const path of ['/api/pets', '/pets']) {
      const res = await request('GET', path);
      expect(res.status).toBe(401);
      expect(await res.json()).toMatchObject({ code: 'unauthenticated', error: expect.any(String) });
    }
  });

  it("answers the customer's pets with the numbers the domain module computes", async () => {
    const res = await request('GET', '/api/pets', { headers: sam });
    expect(res.status).toBe(200);
    const data = await res.json<Payload>();
    expect(data.pets.map((p) => p.name)).toEqual(['Biscuit', 'Pip']);
    const expected = computePetsPayload({ pets: data.pets, productId: CHICKEN }, DEMO_CATALOGUE);
    expect(data).toEqual(expected);
    expect(data.pets[0]).toMatchObject({ id: DEMO_PET_IDS.biscuit, photo_url: DEMO_PHOTO_URL, photo_large_url: DEMO_PHOTO_URL, breed: 'Labrador Retriever' });
    expect(data.pets[1]).toMatchObject({ id: DEMO_PET_IDS.pip, photo_url: null });
    expect(data).toMatchObject({ kcal_per_kg: 3380, productId: CHICKEN });
    expect(data.feedingPlans.length).toBeGreaterThan(0);
    expect(data.daily_cost).toBeGreaterThan(0);
  });

  it('answers the same at the unprefixed path', async () => {
    const a = await (await request('GET', '/api/pets', { headers: sam })).json();
    const b = await (await request('GET', '/pets', { headers: sam })).json();
    expect(b).toEqual(a);
  });

  it("never shows another customer's pets", async () => {
    const data = await (await request('GET', '/api/pets', { headers: alex })).json<Payload>();
    expect(data.pets.map((p) => p.name)).toEqual(['Rua']);
  });
});

describe('POST /api/pets/calculate (anonymous, nothing stored)', () => {
  it('computes 10 kg adult typical about-right on Chicken: 551 kcal, 163 g, 1.5 cups', async () => {
    const before = await storedState();
    const res = await request('POST', '/api/pets/calculate', { body: { kcal_per_kg: 3380, pets: [petBody()] } });
    expect(res.status).toBe(200);
    const { success, data } = await res.json<SaveAnswer>();
    expect(success).toBe(true);
    expect(data.pets[0]).toMatchObject({ name: 'Rex', calories_per_day: 551, grams_per_day: 163, kibble_grams_per_day: 163 });
    expect(data).toMatchObject({ total_subscribed_calories_per_day: 551, total_subscribed_grams_per_day: 163, total_subscribed_cups_per_day: 1.5 });
    expect(await storedState()).toEqual(before);
  });

  it('uses the kibble chosen: Lamb gives more grams', async () => {
    const res = await request('POST', '/api/pets/calculate', { body: { pets: [petBody()], productId: LAMB } });
    const { data } = await res.json<SaveAnswer>();
    expect(data).toMatchObject({ kcal_per_kg: 3225, productId: LAMB });
    expect(data.pets[0]!.grams_per_day).toBe(171);
  });

  it('also answers at /pets/calculate', async () => {
    const res = await request('POST', '/pets/calculate', { body: { pets: [petBody()] } });
    expect(res.status).toBe(200);
  });

  it.each([
    ['a negative weight', { pets: [petBody({ weight: -4 })] }, 'pets.0.weight', WEIGHT_TOO_LOW_MESSAGE],
    ['an unknown life stage', { pets: [petBody({ life_stage: 'teenager' })] }, 'pets.0.life_stage', 'Life stage must be puppy, adult or senior'],
    // Below the 256 KB body limit (a 1 MB body is 413 before the schema: hostile-input.test.ts).
    ['a 100 KB name', { pets: [petBody({ name: 'x'.repeat(100 * 1024) })] }, 'pets.0.name', 'Name must be 60 characters or fewer'],
    ['an unknown kibble', { pets: [petBody()], productId: '123' }, 'productId', UNKNOWN_KIBBLE_MESSAGE],
  ])('answers 400 for %s', async (_what, body, path, message) => {
    const res = await request('POST', '/api/pets/calculate', { body });
    expect(res.status).toBe(400);
    const answer = await res.json<ErrorAnswer>();
    expect(answer.code).toBe('invalid_json');
    expect(answer.issues?.[0]).toEqual({ path, message });
  });
});

describe('POST /api/pets: saving the set', () => {
  it('answers 401 when nobody is logged in, and stores nothing', async () => {
    const before = await storedState();
    const res = await request('POST', '/api/pets', { body: { pets: [petBody()], productId: null } });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code: 'unauthenticated' });
    expect(await storedState()).toEqual(before);
  });

  it('adds a new dog with a new id and answers { success, data } with the computed numbers', async () => {
    const res = await request('POST', '/api/pets', { headers: sam, body: { pets: [...demoPets(), petBody()], kcal_per_kg: 3380, productId: CHICKEN } });
    expect(res.status).toBe(200);
    const { success, data } = await res.json<SaveAnswer>();
    expect(success).toBe(true);
    const rex = data.pets[2]!;
    expect(rex).toMatchObject({ name: 'Rex', calories_per_day: 551, grams_per_day: 163, kibble_grams_per_day: 163 });
    expect(rex.id).toMatch(/^pet_[a-z0-9]{16}$/);
    expect(data).toEqual(computePetsPayload({ pets: data.pets, productId: CHICKEN }, DEMO_CATALOGUE));
    expect((await petsOf(DEMO.customerId)).map((p) => p.name)).toEqual(['Biscuit', 'Pip', 'Rex']);
  });

  it('keeps a browser-made id for a new dog', async () => {
    const res = await request('POST', '/pets', { headers: sam, body: { pets: [...demoPets(), petBody({ id: 'pet_lx2k9a3fq1' })], productId: null } });
    expect(res.status).toBe(200);
    expect((await petsOf(DEMO.customerId))[2]).toMatchObject({ id: 'pet_lx2k9a3fq1', name: 'Rex' });
  });

  it('updates a dog matched by id, including a new name', async () => {
    const [biscuit, pip] = demoPets();
    const res = await request('POST', '/api/pets', { headers: sam, body: { pets: [{ ...biscuit, name: 'Biscuit Jr', weight: 30 }, pip], productId: null } });
    expect(res.status).toBe(200);
    expect((await petsOf(DEMO.customerId))[0]).toMatchObject({ id: DEMO_PET_IDS.biscuit, name: 'Biscuit Jr', weight_kg: 30 });
  });

  it('updates a dog matched by name ignoring case when the id is a browser id, keeping the saved id', async () => {
    const [biscuit, pip] = demoPets();
    const res = await request('POST', '/api/pets', {
      headers: sam,
      body: { pets: [biscuit, { ...pip, id: 'pet_localcopy1', name: 'PIP', weight: 7 }], productId: null },
    });
    expect(res.status).toBe(200);
    const { data } = await res.json<SaveAnswer>();
    expect(data.pets[1]).toMatchObject({ id: DEMO_PET_IDS.pip, name: 'PIP', weight: 7 });
    expect(await petsOf(DEMO.customerId)).toHaveLength(2);
  });

  it('deletes a dog left out of the set, and removes its photo from R2 and the photos table', async () => {
    expect(await env.PHOTOS.head(`pets/${DEMO.photoKey}`)).not.toBeNull();
    const res = await request('POST', '/api/pets', { headers: sam, body: { pets: [demoPets()[1]], productId: null } });
    expect(res.status).toBe(200);
    expect((await petsOf(DEMO.customerId)).map((p) => p.name)).toEqual(['Pip']);
    expect(await env.DB.prepare("SELECT id FROM photos WHERE id = 'photo_demo_biscuit'").first()).toBeNull();
    expect(await env.PHOTOS.head(`pets/${DEMO.photoKey}`)).toBeNull();
    // Restore the demo photo row for the next tests.
    await env.DB.prepare(
      "INSERT INTO photos (id, customer_id, small_key, large_key, content_type, bytes, created_at) VALUES ('photo_demo_biscuit', ?1, ?2, NULL, 'image/png', 1928, '2026-01-01T00:00:00.000Z')",
    )
      .bind(DEMO.customerId, `pets/${DEMO.photoKey}`)
      .run();
  });

  it('keeps the photo when the dog keeps it', async () => {
    await request('POST', '/api/pets', { headers: sam, body: { pets: demoPets().reverse(), productId: null } });
    expect(await env.PHOTOS.head(`pets/${DEMO.photoKey}`)).not.toBeNull();
    expect((await petsOf(DEMO.customerId)).map((p) => [p.name, p.photo_id])).toEqual([
      ['Pip', null],
      ['Biscuit', 'photo_demo_biscuit'],
    ]);
  });

  it('saves an empty set (every dog deleted)', async () => {
    const res = await request('POST', '/api/pets', { headers: sam, body: { pets: [], productId: null } });
    expect(res.status).toBe(200);
    const { data } = await res.json<SaveAnswer>();
    expect(data).toMatchObject({ pets: [], total_subscribed_calories_per_day: 0, daily_cost: 0, feedingPlans: [] });
    await env.DB.prepare(
      "INSERT OR IGNORE INTO photos (id, customer_id, small_key, large_key, content_type, bytes, created_at) VALUES ('photo_demo_biscuit', ?1, ?2, NULL, 'image/png', 1928, '2026-01-01T00:00:00.000Z')",
    )
      .bind(DEMO.customerId, `pets/${DEMO.photoKey}`)
      .run();
  });

  it('adopts the kcal per kg of a chosen kibble and keeps it when productId is null', async () => {
    const lamb = await (
      await request('POST', '/api/pets', { headers: sam, body: { pets: demoPets(), kcal_per_kg: 3380, productId: LAMB } })
    ).json<SaveAnswer>();
    expect(lamb.data).toMatchObject({ kcal_per_kg: 3225, productId: LAMB });
    expect(lamb.data).toEqual(computePetsPayload({ pets: lamb.data.pets, productId: LAMB }, DEMO_CATALOGUE));
    const overlay = await (await request('POST', '/api/pets', { headers: sam, body: { pets: demoPets(), productId: null } })).json<SaveAnswer>();
    expect(overlay.data).toMatchObject({ kcal_per_kg: 3225, productId: LAMB });
    const row = await env.DB.prepare('SELECT product_id, kcal_per_kg FROM customers WHERE id = ?1').bind(DEMO.customerId).first();
    expect(row).toEqual({ product_id: LAMB, kcal_per_kg: 3225 });
  });

  it("drops a photo URL that is not one of the customer's own uploads", async () => {
    const res = await request('POST', '/api/pets', {
      headers: alex,
      body: { pets: [petBody({ id: DEMO_PET_IDS.rua, name: 'Rua', photo_url: DEMO_PHOTO_URL })], productId: null },
    });
    expect(res.status).toBe(200);
    const { data } = await res.json<SaveAnswer>();
    expect(data.pets[0]!.photo_url).toBeNull();
    expect((await petsOf(DEMO.otherCustomerId))[0]!.photo_id).toBeNull();
  });
});

describe('POST /api/pets: bad input is answered 4xx with the JSON error, and nothing is stored', () => {
  const cases: [string, () => unknown, number, string, string][] = [
    ['a negative weight', () => ({ pets: [demoPets()[0], petBody({ weight: -2 })], productId: null }), 400, 'invalid_json', WEIGHT_TOO_LOW_MESSAGE],
    [
      'a 100 KB name',
      () => ({ pets: [petBody({ name: 'n'.repeat(100 * 1024) })], productId: null }),
      400,
      'invalid_json',
      'Name must be 60 characters or fewer',
    ],
    [
      'an unknown life stage',
      () => ({ pets: [petBody({ life_stage: 'ancient' })], productId: null }),
      400,
      'invalid_json',
      'Life stage must be puppy, adult or senior',
    ],
    ['a blank name', () => ({ pets: [petBody({ name: '   ' })], productId: null }), 400, 'invalid_json', "Please enter your furbaby's name"],
    ['two dogs of one name', () => ({ pets: [petBody(), petBody({ name: 'REX ' })], productId: null }), 400, 'invalid_json', DUPLICATE_PET_NAME_MESSAGE],
    ['an unknown kibble', () => ({ pets: demoPets(), productId: '999' }), 400, 'invalid_json', UNKNOWN_KIBBLE_MESSAGE],
    ['an id that is not an id', () => ({ pets: [petBody({ id: 'x'.repeat(500) })], productId: null }), 400, 'invalid_json', 'Pet id must be'],
    ['21 dogs', () => ({ pets: Array.from({ length: 21 }, (_, i) => petBody({ name: `Dog ${i}` })), productId: null }), 400, 'invalid_json', 'at most 20'],
    [
      'an update without an id (a saved name, no id)',
      () => ({ pets: [demoPets()[0], petBody({ name: 'pip', weight: 8 })], productId: null }),
      400,
      'pet_id_required',
      PET_ID_REQUIRED_MESSAGE,
    ],
    [
      "another customer's pet id",
      () => ({ pets: [...demoPets(), petBody({ id: DEMO_PET_IDS.rua, name: 'Stolen' })], productId: null }),
      404,
      'not_found',
      'Pet not found',
    ],
    ['a body that is not JSON', () => '{"pets": [', 400, 'malformed_request', 'JSON'],
  ];

  it.each(cases)('%s', async (_what, body, status, code, message) => {
    await expectRefusedNothingStored(() => request('POST', '/api/pets', { headers: sam, body: body() }), status, code, message);
  });

  it('refuses a call from a page on another origin', async () => {
    const before = await storedState();
    const res = await request('POST', '/api/pets', { headers: { ...sam, origin: 'https://evil.example' }, body: { pets: [], productId: null } });
    expect(res.status).toBe(403);
    expect(await storedState()).toEqual(before);
  });
});

describe('GET /api/pets/by-customer/:customerId', () => {
  it("answers one's own pets", async () => {
    const res = await request('GET', `/api/pets/by-customer/${DEMO.customerId}`, { headers: sam });
    expect(res.status).toBe(200);
    const data = await res.json<Payload>();
    expect(data.pets.map((p) => p.name)).toEqual(['Biscuit', 'Pip']);
  });

  it("answers 404 for another customer's id, exactly as for an id that does not exist", async () => {
    const other = await request('GET', `/api/pets/by-customer/${DEMO.otherCustomerId}`, { headers: sam });
    const missing = await request('GET', '/api/pets/by-customer/123', { headers: sam });
    expect(other.status).toBe(404);
    expect(missing.status).toBe(404);
    expect(await other.json()).toEqual(await missing.json());
  });

  it('answers 401 when nobody is logged in', async () => {
    const res = await request('GET', `/api/pets/by-customer/${DEMO.customerId}`);
    expect(res.status).toBe(401);
  });
});
