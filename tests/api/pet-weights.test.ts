import { env } from 'cloudflare:workers';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addInterval, shopToday } from '../../src/domain/renewals';
import { petFeeding } from '../../src/domain/feeding';
import {
  JOURNAL_FULL_MESSAGE,
  JOURNAL_WEIGHT_MESSAGE,
  WEIGHINGS_LIMITED_MESSAGE,
  WEIGHT_DAY_FUTURE_MESSAGE,
  WEIGHT_DAY_MESSAGE,
  WEIGHT_DAY_TOO_EARLY_MESSAGE,
} from '../../src/domain/schemas/weight-journal';
import { CHART_MONTHS, JOURNAL_ENTRIES_MAX, JOURNAL_PAGE_SIZE, JOURNAL_YEARS_BACK } from '../../src/domain/weight-journal';
import { WEIGHING_LIMITS } from '../../functions/lib/limits';
import { DEMO, loginAs } from './auth-helpers';
import { CHICKEN, DEMO_PET_IDS, demoPets, petBody, request, type ErrorAnswer } from './pets-helpers';

type Entry = { day: string; kg: number };
type Journey = {
  petId: string;
  entries: Entry[];
  window: { from: string; to: string };
  olderBefore: string | null;
  points: { day: string; kg: number; grams: number }[];
  targetKg: number | null;
};
type OlderPage = { petId: string; entries: Entry[]; next: string | null };

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
  await env.DB.batch(['weight_entries', 'pet_journeys', 'rate_limits'].map((t) => env.DB.prepare(`DELETE FROM ${t}`)));
});

/** Writes `count` entries for Biscuit straight into D1, one a day from `daysBack` days ago back. */
async function seedBiscuit(count: number, daysBack = 1) {
  await env.DB.prepare(
    `WITH RECURSIVE n(i) AS (SELECT ?3 UNION ALL SELECT i + 1 FROM n WHERE i < ?3 + ?4 - 1)
     INSERT INTO weight_entries (pet_id, customer_id, day, weight_kg, created_at)
     SELECT ?1, ?2, date(?5, '-' || i || ' days'), 30, ?6 FROM n`,
  )
    .bind(DEMO_PET_IDS.biscuit, DEMO.customerId, daysBack, count, today(), new Date().toISOString())
    .run();
}

const addBiscuitWeight = (body: unknown) => request('POST', `/api/pets/${DEMO_PET_IDS.biscuit}/weights`, { headers: sam, body });

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
    ['the year 0100', { day: '0100-01-01', kg: 10 }, WEIGHT_DAY_TOO_EARLY_MESSAGE],
    ['the day before the dog’s birth (14 March 2019)', { day: '2019-03-13', kg: 3 }, WEIGHT_DAY_TOO_EARLY_MESSAGE],
    ['a kg of 1e-300', { kg: 1e-300 }, JOURNAL_WEIGHT_MESSAGE],
    ['a kg under 0.1', { kg: 0.09 }, JOURNAL_WEIGHT_MESSAGE],
    ['a kg as a string', { kg: '20' }, JOURNAL_WEIGHT_MESSAGE],
    ['a kg as a padded string', { kg: ' 20 ' }, JOURNAL_WEIGHT_MESSAGE],
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

  it('takes the day of the dog’s birth, and 0.1 kg, the lightest entry', async () => {
    expect((await addBiscuitWeight({ day: '2019-03-14', kg: 0.1 })).status).toBe(200);
    const journey = await weights(DEMO_PET_IDS.biscuit);
    expect(journey.olderBefore).toBe(journey.window.from);
  });

  it(`bounds a dog without a birthday at ${JOURNAL_YEARS_BACK} years back`, async () => {
    await env.DB.prepare('UPDATE pets SET dob = NULL WHERE id = ?1').bind(DEMO_PET_IDS.biscuit).run();
    const tooOld = await addBiscuitWeight({ day: addInterval(today(), -(JOURNAL_YEARS_BACK * 12 + 1), 'month'), kg: 10 });
    expect(tooOld.status).toBe(400);
    expect(((await tooOld.json()) as ErrorAnswer).issues?.[0]?.message).toBe(WEIGHT_DAY_TOO_EARLY_MESSAGE);
    expect((await addBiscuitWeight({ day: addInterval(today(), -(JOURNAL_YEARS_BACK * 12 - 1), 'month'), kg: 10 })).status).toBe(200);
  });
});

describe('a cap per dog', () => {
  it(`refuses a new day once the dog has ${JOURNAL_ENTRIES_MAX} entries (409), and still replaces a day it has`, async () => {
    await seedBiscuit(JOURNAL_ENTRIES_MAX);
    const res = await addBiscuitWeight({ kg: 29 });
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ code: 'journal_full', error: JOURNAL_FULL_MESSAGE });
    const count = () => env.DB.prepare('SELECT COUNT(*) AS n FROM weight_entries WHERE pet_id = ?1').bind(DEMO_PET_IDS.biscuit).first<{ n: number }>();
    expect((await count())!.n).toBe(JOURNAL_ENTRIES_MAX);
    const yesterday = addInterval(today(), -1, 'day');
    expect((await addBiscuitWeight({ day: yesterday, kg: 29.5 })).status).toBe(200);
    expect((await count())!.n).toBe(JOURNAL_ENTRIES_MAX);
    expect((await weights(DEMO_PET_IDS.biscuit)).entries.at(-1)).toEqual({ day: yesterday, kg: 29.5 });
  });
});

describe('a rate limit per customer', () => {
  it(`answers 429 with Retry-After past ${WEIGHING_LIMITS.perCustomer} weighings and journey changes an hour`, { timeout: 60_000 }, async () => {
    for (let i = 0; i < WEIGHING_LIMITS.perCustomer; i++) {
      const path = i % 2 === 0 ? 'weights' : 'journey';
      const body = i % 2 === 0 ? { kg: 20 + i / 10 } : { remindersOff: i % 4 === 1 };
      expect((await request('POST', `/api/pets/${DEMO_PET_IDS.biscuit}/${path}`, { headers: sam, body })).status).toBe(200);
    }
    const res = await addBiscuitWeight({ kg: 25 });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await res.json()).toMatchObject({ code: 'rate_limited', error: WEIGHINGS_LIMITED_MESSAGE });
    // another customer is not counted with Sam
    expect((await request('POST', `/api/pets/${DEMO_PET_IDS.rua}/weights`, { headers: alex, body: { kg: 12 } })).status).toBe(200);
  });
});

describe('answers that carry the chart’s window, with older entries paged', () => {
  it(`answers the last ${CHART_MONTHS} months, and pages of ${JOURNAL_PAGE_SIZE} older entries, newest page first`, async () => {
    const total = 600;
    await seedBiscuit(total);
    const journey = await weights(DEMO_PET_IDS.biscuit);
    expect(journey.window).toEqual({ from: addInterval(today(), -CHART_MONTHS, 'month'), to: today() });
    expect(journey.entries.length).toBeGreaterThan(300);
    expect(journey.entries.length).toBeLessThan(total);
    expect(journey.entries.every((e) => e.day >= journey.window.from)).toBe(true);
    expect(journey.olderBefore).toBe(journey.window.from);

    const older: Entry[] = [];
    let before: string | null = journey.olderBefore;
    const sizes: number[] = [];
    while (before) {
      const res = await request('GET', `/api/pets/${DEMO_PET_IDS.biscuit}/weights/older?before=${before}`, { headers: sam });
      expect(res.status).toBe(200);
      const page = (await res.json()) as OlderPage;
      sizes.push(page.entries.length);
      older.unshift(...page.entries);
      before = page.next;
    }
    expect(sizes.slice(0, -1).every((n) => n === JOURNAL_PAGE_SIZE)).toBe(true);
    expect(older.length + journey.entries.length).toBe(total);
    expect(older.every((e) => e.day < journey.window.from)).toBe(true);
    expect(new Set([...older, ...journey.entries].map((e) => e.day)).size).toBe(total);
    expect(older.map((e) => e.day)).toEqual([...older.map((e) => e.day)].sort());
  });

  it('says there is nothing older for a young journal, and pages only one’s own dogs', async () => {
    await addBiscuitWeight({ kg: 30 });
    expect((await weights(DEMO_PET_IDS.biscuit)).olderBefore).toBeNull();
    expect((await request('GET', `/api/pets/${DEMO_PET_IDS.biscuit}/weights/older?before=${today()}`, { headers: alex })).status).toBe(404);
    expect((await request('GET', `/api/pets/${DEMO_PET_IDS.biscuit}/weights/older?before=soon`, { headers: sam })).status).toBe(400);
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
