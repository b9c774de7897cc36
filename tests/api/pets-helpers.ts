/**
 * Test data and snapshots for the pets API tests (tests/api/pets*.test.ts, upload-photo.test.ts).
 */
import { env, exports } from 'cloudflare:workers';
import { expect } from 'vitest';
import { BASE, DEMO } from './auth-helpers';
import { DEFAULT_FEEDING } from '../factories/pet';
import { PNG_1X1 } from '../factories/image';

/** The Worker under test (`exports.default`, typed: the generated types do not know our entry). */
export const worker = (exports as unknown as { default: { fetch: (input: string, init?: RequestInit) => Promise<Response> } }).default;

export const CHICKEN = '8710529646842';
export const LAMB = '8730358808826';

export const DEMO_PET_IDS = { biscuit: 'pet_demo_biscuit', pip: 'pet_demo_pip', rua: 'pet_other_rua' } as const;
export const DEMO_PHOTO_URL = `/api/photos/${DEMO.photoKey}`;

/** A pet body as the calculator sends it; every field can be overridden. */
export function petBody(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Rex',
    breed: 'Mixed Breed',
    dob: '2020-01-01',
    ...DEFAULT_FEEDING,
    sex: 'female',
    ...overrides,
  };
}

/** Sam's two demo dogs, as a client that loaded them would send them back. */
export function demoPets() {
  return [
    petBody({
      id: DEMO_PET_IDS.biscuit,
      name: 'Biscuit',
      breed: 'Labrador Retriever',
      dob: '2019-03-14',
      weight: 28,
      activity_level: 'active',
      sex: 'male',
      photo_url: DEMO_PHOTO_URL,
    }),
    petBody({ id: DEMO_PET_IDS.pip, name: 'Pip', breed: 'Cavoodle', weight: 6.5, life_stage: 'puppy' }),
  ];
}

export function request(method: string, path: string, opts: { headers?: Record<string, string>; body?: unknown } = {}) {
  const headers: Record<string, string> = { origin: BASE, ...opts.headers };
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  return worker.fetch(`${BASE}${path}`, {
    method,
    headers,
    body: opts.body === undefined ? undefined : typeof opts.body === 'string' ? opts.body : JSON.stringify(opts.body),
  });
}

/** Everything a pets call could change: every pet row, the kibble choices and the photos. */
export async function storedState() {
  const [pets, customers, photos] = await env.DB.batch([
    env.DB.prepare('SELECT * FROM pets ORDER BY customer_id, position, id'),
    env.DB.prepare('SELECT id, product_id, kcal_per_kg, updated_at FROM customers ORDER BY id'),
    env.DB.prepare('SELECT * FROM photos ORDER BY id'),
  ]);
  const objects = await env.PHOTOS.list({ prefix: 'pets/' });
  return { pets: pets!.results, customers: customers!.results, photos: photos!.results, objects: objects.objects.map((o) => o.key).sort() };
}

export async function petsOf(customerId: string) {
  const { results } = await env.DB.prepare('SELECT id, name, weight_kg, photo_id, position FROM pets WHERE customer_id = ?1 ORDER BY position')
    .bind(customerId)
    .all<{ id: string; name: string; weight_kg: number; photo_id: string | null; position: number }>();
  return results;
}

export { PNG_1X1 };

/** The demo photo's object in R2 (the start script puts it there; tests do it themselves). */
export async function putDemoPhoto() {
  await env.PHOTOS.put(`pets/${DEMO.photoKey}`, PNG_1X1, { httpMetadata: { contentType: 'image/png' } });
}

/** Answer body of a JSON error. */
export type ErrorAnswer = { error: string; code: string; issues?: { path: string; message: string }[] };

/** `send` is refused with `status`, `code` and an error containing `message`, and no pet, photo or customer changes (storedState). */
export async function expectRefusedNothingStored(send: () => Promise<Response>, status: number, code: string, message: string) {
  const before = await storedState();
  const res = await send();
  expect(res.status).toBe(status);
  const answer = await res.json<ErrorAnswer>();
  expect(answer.code).toBe(code);
  expect(answer.error).toContain(message);
  expect(await storedState()).toEqual(before);
}
