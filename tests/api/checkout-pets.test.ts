import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { WEIGHT_TOO_HIGH_MESSAGE } from '../../src/domain/weight';
import { cookiePair } from './auth-helpers';
import { BASE, checkoutUrlBody, completeBody, completeCheckout, postJson, startCheckout } from './trial-factories';

const POPPY = { name: 'Poppy', weight: 4, life_stage: 'puppy', activity_level: 'active', body_condition: 'aboutRight', percent_kibble: 100 };
const BRUNO = { name: 'Bruno', weight: 38, life_stage: 'senior', activity_level: 'lazy', body_condition: 'overweight', percent_kibble: 80 };

/** The account's dogs as the dashboard reads them, with the session the checkout opened. */
async function accountDogs(cookie: string) {
  const res = await SELF.fetch(`${BASE}/api/pets`, { headers: { cookie, origin: BASE } });
  expect(res.status).toBe(200);
  return (await res.json<{ pets: Record<string, unknown>[] }>()).pets;
}

describe('POST /api/pets/checkout-url with the dogs the page priced (issue 61)', () => {
  it('saves every dog to the account the order creates, each with its first weighing', async () => {
    const id = await startCheckout(checkoutUrlBody({ discount: 'WELCOME20', pets: [POPPY, BRUNO] }));
    const done = await completeCheckout(id, completeBody());
    expect(done.status).toBe(201);
    const dogs = await accountDogs(cookiePair(done));
    expect(dogs.map((d) => [d.name, d.weight, d.life_stage, d.activity_level, d.body_condition, d.percent_kibble])).toEqual([
      ['Poppy', 4, 'puppy', 'active', 'aboutRight', 100],
      ['Bruno', 38, 'senior', 'lazy', 'overweight', 80],
    ]);
    const weighings = await env.DB.prepare(
      'SELECT weight_kg FROM weight_entries WHERE pet_id IN (SELECT id FROM pets WHERE name IN (?1, ?2)) ORDER BY weight_kg',
    )
      .bind('Poppy', 'Bruno')
      .all<{ weight_kg: number }>();
    expect(weighings.results.map((w) => w.weight_kg)).toEqual(expect.arrayContaining([4, 38]));
  });

  it('keeps a dog the account already has by name as the account has it, and adds the others after it', async () => {
    const body = completeBody();
    const first = await completeCheckout(await startCheckout(checkoutUrlBody({ pets: [{ ...BRUNO, name: 'bruno', weight: 35 }] })), body);
    const cookie = cookiePair(first);
    // The same customer, logged in, orders again for the household.
    const second = await startCheckout(checkoutUrlBody({ discount: 'WELCOME20', pets: [BRUNO, POPPY] }));
    const again = await SELF.fetch(postJson(`/api/checkout/${second}/complete`, { ...completeBody(), email: body.email }, { cookie }));
    expect(again.status).toBe(201);
    expect((await accountDogs(cookie)).map((d) => [d.name, d.weight])).toEqual([
      ['bruno', 35],
      ['Poppy', 4],
    ]);
  });

  it('refuses a dog the pet screens would refuse (400, on the field) and stores no checkout', async () => {
    const count = async () => (await env.DB.prepare('SELECT COUNT(*) AS n FROM checkout_sessions').first<{ n: number }>())!.n;
    const before = await count();
    const res = await SELF.fetch(postJson('/api/pets/checkout-url', checkoutUrlBody({ pets: [{ ...BRUNO, weight: 200 }] })));
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ issues: [{ path: 'pets.0.weight', message: WEIGHT_TOO_HIGH_MESSAGE }] });
    expect(await count()).toBe(before);
  });
});
