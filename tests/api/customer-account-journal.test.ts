/**
 * A dog's weight journal on the customer account page (issues 46 and 50): the dashboard's own
 * handlers under /api/customer-account/pets/{id}/…, for the customer the session token names.
 */
import { env } from 'cloudflare:workers';
import { beforeEach, describe, expect, it } from 'vitest';
import { PET_NOT_FOUND_MESSAGE } from '../../functions/dogs/journey';
import { addInterval, shopToday } from '../../src/domain/renewals';
import { JOURNAL_WEIGHT_MESSAGE, WEIGHT_DAY_FUTURE_MESSAGE, WEIGHT_DAY_MESSAGE } from '../../src/domain/schemas/weight-journal';
import { DEMO } from './auth-helpers';
import { accountCall } from './customer-account-helpers';
import { DEMO_PET_IDS } from './pets-helpers';

type Journey = { petId: string; entries: { day: string; kg: number }[]; points: { day: string; kg: number; grams: number }[]; targetKg: number | null };
type ErrorAnswer = { error: string; code: string };

const today = () => shopToday(new Date());
const CA = '/api/customer-account/pets';

beforeEach(async () => {
  await env.DB.batch(['weight_entries', 'pet_journeys'].map((t) => env.DB.prepare(`DELETE FROM ${t}`)));
});

describe('the customer account page’s weight journal', () => {
  it('adds a past day’s weighing and answers the journal with the chart’s point', async () => {
    const day = addInterval(today(), -20, 'day');
    const added = await accountCall('POST', `${CA}/${DEMO_PET_IDS.biscuit}/weights`, { customerId: DEMO.customerId, body: { day, kg: 27 } });
    expect(added.status).toBe(200);
    const journey = (await (await accountCall('GET', `${CA}/${DEMO_PET_IDS.biscuit}/weights`, { customerId: DEMO.customerId })).json()) as Journey;
    expect(journey.entries).toEqual([{ day, kg: 27 }]);
    expect(journey.points).toEqual([{ day, kg: 27, grams: expect.any(Number) }]);
  });

  it('sets a target weight, as the dashboard does', async () => {
    const res = await accountCall('POST', `${CA}/${DEMO_PET_IDS.biscuit}/journey`, { customerId: DEMO.customerId, body: { targetKg: 25 } });
    expect(res.status).toBe(200);
    expect(((await res.json()) as Journey).targetKg).toBe(25);
  });

  it('answers another customer’s dog as one that does not exist, and writes nothing', async () => {
    for (const [method, path, body] of [
      ['GET', 'weights', undefined],
      ['POST', 'weights', { kg: 20 }],
      ['POST', 'journey', { targetKg: 20 }],
    ] as const) {
      const res = await accountCall(method, `${CA}/${DEMO_PET_IDS.rua}/${path}`, { customerId: DEMO.customerId, body });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(((await res.json()) as ErrorAnswer).error).toBe(PET_NOT_FOUND_MESSAGE);
    }
    const rows = await env.DB.prepare('SELECT COUNT(*) AS n FROM weight_entries').first<{ n: number }>();
    expect(rows!.n).toBe(0);
  });

  it('refuses a future day, a weight of 0 or over 100 kg, and a non-date with 400', async () => {
    const cases: [unknown, string][] = [
      [{ day: addInterval(today(), 1, 'day'), kg: 20 }, WEIGHT_DAY_FUTURE_MESSAGE],
      [{ kg: 0 }, JOURNAL_WEIGHT_MESSAGE],
      [{ kg: 100.5 }, JOURNAL_WEIGHT_MESSAGE],
      [{ day: 'last Tuesday', kg: 20 }, WEIGHT_DAY_MESSAGE],
    ];
    for (const [body, message] of cases) {
      const res = await accountCall('POST', `${CA}/${DEMO_PET_IDS.biscuit}/weights`, { customerId: DEMO.customerId, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(((await res.json()) as ErrorAnswer).error).toContain(message);
    }
  });

  it('is 401 without a logged-in customer in the token', async () => {
    const res = await accountCall('GET', `${CA}/${DEMO_PET_IDS.biscuit}/weights`, { customerId: undefined });
    expect(res.status).toBe(401);
  });
});
