import { env } from 'cloudflare:workers';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addInterval, shopToday } from '../../src/domain/renewals';
import { petFeeding } from '../../src/domain/feeding';
import { JOURNAL_WEIGHT_MESSAGE, WEIGHT_DAY_FUTURE_MESSAGE, WEIGHT_DAY_MESSAGE } from '../../src/domain/schemas/weight-journal';
import { DEMO, loginAs } from './auth-helpers';
import { CHICKEN, DEMO_PET_IDS, demoPets, petBody, request, type ErrorAnswer } from './pets-helpers';

type Journey = { petId: string; entries: { day: string; kg: number }[]; points: { day: string; kg: number; grams: number }[]; targetKg: number | null };

let sam: Record<string, string>;
let alex: Record<string, string>;
const today = () => shopToday(new Date());

beforeAll(async () => {
  sam = (await loginAs(DEMO.customerId)).headers;
  alex = (await loginAs(DEMO.otherCustomerId)).headers;
});

/** Every test starts from Sam's demo dogs with empty journals. */
beforeEach(async () => {
  const res = await request('POST', '/api/pets', { headers: sam, body: { pets: demoPets(), productId: CHICKEN } });
  expect(res.status).toBe(200);
  await env.DB.batch(['weight_entries', 'pet_journeys'].map((t) => env.DB.prepare(`DELETE FROM ${t}`)));
});

const weights = async (id: string, headers = sam) => (await request('GET', `/api/pets/${id}/weights`, { headers })).json() as Promise<Journey>;

describe('every weight change is kept with its day', () => {
  it('keeps the weight of a save that changes it, one reading per day, with the formula’s grams', async () => {
    const pets: Record<string, unknown>[] = demoPets();
    pets[0]!.weight = 30;
    expect((await request('POST', '/api/pets', { headers: sam, body: { pets, productId: CHICKEN } })).status).toBe(200);
    pets[0]!.weight = 29.5;
    expect((await request('POST', '/api/pets', { headers: sam, body: { pets, productId: CHICKEN } })).status).toBe(200);
    const journey = await weights(DEMO_PET_IDS.biscuit);
    expect(journey.entries).toEqual([{ day: today(), kg: 29.5 }]);
    expect(journey.points[0]!.grams).toBe(petFeeding({ ...demoPets()[0]!, weight: 29.5 }).grams_per_day);
  });

  it('adds a vet’s weighing for a past day without changing today’s weight', async () => {
    const day = addInterval(today(), -20, 'day');
    const res = await request('POST', `/api/pets/${DEMO_PET_IDS.biscuit}/weights`, { headers: sam, body: { day, kg: 27 } });
    expect(res.status).toBe(200);
    expect(((await res.json()) as Journey).entries).toEqual([{ day, kg: 27 }]);
    const payload = (await (await request('GET', '/api/pets', { headers: sam })).json()) as { pets: { id: string; weight: number }[] };
    expect(payload.pets.find((p) => p.id === DEMO_PET_IDS.biscuit)!.weight).toBe(28);
  });

  it('makes today’s weighing the dog’s weight, so its food follows', async () => {
    await request('POST', `/api/pets/${DEMO_PET_IDS.pip}/weights`, { headers: sam, body: { kg: 7.2 } });
    const payload = (await (await request('GET', '/api/pets', { headers: sam })).json()) as { pets: { id: string; weight: number }[] };
    expect(payload.pets.find((p) => p.id === DEMO_PET_IDS.pip)!.weight).toBe(7.2);
  });

  it('removes a deleted dog’s journal with it', async () => {
    await request('POST', `/api/pets/${DEMO_PET_IDS.pip}/weights`, { headers: sam, body: { kg: 7 } });
    await request('POST', '/api/pets', { headers: sam, body: { pets: [demoPets()[0]], productId: CHICKEN } });
    const left = await env.DB.prepare('SELECT COUNT(*) AS n FROM weight_entries WHERE pet_id = ?1').bind(DEMO_PET_IDS.pip).first<{ n: number }>();
    expect(left!.n).toBe(0);
  });
});

describe('refused weighings', () => {
  const cases: [string, unknown, string][] = [
    ['a future day', { day: '2999-01-01', kg: 10 }, WEIGHT_DAY_FUTURE_MESSAGE],
    ['a weight of 0', { kg: 0 }, JOURNAL_WEIGHT_MESSAGE],
    ['over 100 kg', { kg: 100.1 }, JOURNAL_WEIGHT_MESSAGE],
    ['a non-date', { day: 'last tuesday', kg: 10 }, WEIGHT_DAY_MESSAGE],
    ['a day that does not exist', { day: '2025-02-30', kg: 10 }, WEIGHT_DAY_MESSAGE],
  ];
  for (const [what, body, message] of cases) {
    it(`answers 400 for ${what} and stores nothing`, async () => {
      const res = await request('POST', `/api/pets/${DEMO_PET_IDS.biscuit}/weights`, { headers: sam, body });
      expect(res.status).toBe(400);
      expect(((await res.json()) as ErrorAnswer).issues?.[0]?.message).toBe(message);
      expect((await weights(DEMO_PET_IDS.biscuit)).entries).toEqual([]);
    });
  }

  it('takes 100 kg, the heaviest entry', async () => {
    expect((await request('POST', `/api/pets/${DEMO_PET_IDS.biscuit}/weights`, { headers: sam, body: { kg: 100 } })).status).toBe(200);
  });
});

describe('only one’s own dogs', () => {
  it('answers 404 for another customer’s dog, read or written, and 401 without a session', async () => {
    expect((await request('GET', `/api/pets/${DEMO_PET_IDS.rua}/weights`, { headers: sam })).status).toBe(404);
    expect((await request('GET', `/api/pets/${DEMO_PET_IDS.biscuit}/weights`, { headers: alex })).status).toBe(404);
    expect((await request('POST', `/api/pets/${DEMO_PET_IDS.biscuit}/weights`, { headers: alex, body: { kg: 5 } })).status).toBe(404);
    expect((await request('POST', `/api/pets/${DEMO_PET_IDS.biscuit}/journey`, { headers: alex, body: { targetKg: 5 } })).status).toBe(404);
    expect((await request('GET', `/api/pets/${DEMO_PET_IDS.biscuit}/weights`)).status).toBe(401);
    expect((await weights(DEMO_PET_IDS.biscuit)).entries).toEqual([]);
  });
});

describe('the anonymous merge', () => {
  it('keeps the entries a browser kept with its dog when the dog is saved at login', async () => {
    const kept = [
      { day: addInterval(today(), -40, 'day'), kg: 3.1 },
      { day: addInterval(today(), -10, 'day'), kg: 4.4 },
    ];
    const merged = [...demoPets(), petBody({ id: 'pet_local_moss', name: 'Moss', weight: 5, life_stage: 'puppy', weights: kept })];
    const res = await request('POST', '/api/pets', { headers: sam, body: { pets: merged, productId: CHICKEN } });
    expect(res.status).toBe(200);
    expect((await weights('pet_local_moss')).entries).toEqual([...kept, { day: today(), kg: 5 }]);
  });
});

describe('journey settings', () => {
  it('keeps a target weight and shows progress toward it', async () => {
    await request('POST', `/api/pets/${DEMO_PET_IDS.biscuit}/weights`, { headers: sam, body: { day: addInterval(today(), -30, 'day'), kg: 32 } });
    await request('POST', `/api/pets/${DEMO_PET_IDS.biscuit}/weights`, { headers: sam, body: { day: addInterval(today(), -1, 'day'), kg: 30 } });
    const res = await request('POST', `/api/pets/${DEMO_PET_IDS.biscuit}/journey`, { headers: sam, body: { targetKg: 28, remindersOff: true } });
    expect(await res.json()).toMatchObject({ targetKg: 28, remindersOff: true, keepLifeStage: false, progress: { startKg: 32, currentKg: 30, share: 0.5 } });
    // a later change of another setting keeps the target
    expect(await (await request('POST', `/api/pets/${DEMO_PET_IDS.biscuit}/journey`, { headers: sam, body: { keepLifeStage: true } })).json()).toMatchObject({
      targetKg: 28,
      remindersOff: true,
      keepLifeStage: true,
    });
  });
});
