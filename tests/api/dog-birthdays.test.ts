import { env } from 'cloudflare:workers';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { petFeeding } from '../../src/domain/feeding';
import { REMINDER_QUIET_DAYS } from '../../src/domain/dog-journey';
import { addInterval, shopToday } from '../../src/domain/renewals';
import { DEMO, loginAs } from './auth-helpers';
import { CHICKEN, demoPets, petBody, request } from './pets-helpers';
import { runScheduled } from './scheduled-run';

let sam: Record<string, string>;
let alex: Record<string, string>;
const now = new Date();
const today = shopToday(now);
const MS_PER_DAY = 86_400_000;
const daysLater = (n: number) => new Date(now.getTime() + n * MS_PER_DAY);
/** Turns one in 10 days. */
const mossDob = addInterval(addInterval(today, 10, 'day'), -12, 'month');

const mails = async (kind: string, to: string = DEMO.email) =>
  (
    await env.DB.prepare('SELECT subject, text, links FROM outbox WHERE to_email = ?1 AND kind = ?2')
      .bind(to, kind)
      .all<{ subject: string; text: string; links: string }>()
  ).results;

type Payload = { pets: { id: string; name: string; life_stage: string; grams_per_day: number; weight: number }[] };
const petsOf = async (headers: Record<string, string>) => (await (await request('GET', '/api/pets', { headers })).json()) as Payload;

beforeAll(async () => {
  sam = (await loginAs(DEMO.customerId)).headers;
  alex = (await loginAs(DEMO.otherCustomerId)).headers;
});

beforeEach(async () => {
  await env.DB.batch(['DELETE FROM outbox', 'DELETE FROM pet_birthdays', 'DELETE FROM pet_journeys'].map((q) => env.DB.prepare(q)));
  const pets = [
    demoPets()[0], // Biscuit, an adult of 2019
    petBody({ id: 'pet_moss', name: 'Moss', dob: mossDob, weight: 12, life_stage: 'puppy', sex: 'male' }),
    petBody({ id: 'pet_nodob', name: 'Kauri', dob: null, weight: 8, life_stage: 'puppy' }),
  ];
  expect((await request('POST', '/api/pets', { headers: sam, body: { pets, productId: CHICKEN } })).status).toBe(200);
});

describe('birthdays in the scheduled job', () => {
  it('tells the owner once, 10 days ahead, what the first birthday changes, by e-mail and on the dog', async () => {
    await runScheduled(env, now);
    await runScheduled(env, new Date(now.getTime() + 15 * 60_000));
    const sent = await mails('dog-birthday');
    expect(sent).toHaveLength(1);
    const before = petFeeding({ weight: 12, life_stage: 'puppy' }).grams_per_day;
    const after = petFeeding({ weight: 12, life_stage: 'adult' }).grams_per_day;
    expect(sent[0]!.text).toContain(`Moss turns 1 on `);
    expect(sent[0]!.text).toContain(`his food drops from ${before} g to ${after} g a day`);
    const journey = (await (await request('GET', '/api/pets/pet_moss/weights', { headers: sam })).json()) as { birthday: { text: string; day: string } };
    expect(journey.birthday.day).toBe(addInterval(today, 10, 'day'));
    expect(sent[0]!.text).toContain(journey.birthday.text);
  });

  it('makes the puppy an adult on the day, once, so its grams halve; a dog without a dob is left alone', async () => {
    await runScheduled(env, daysLater(11));
    let moss = (await petsOf(sam)).pets.find((p) => p.id === 'pet_moss')!;
    expect(moss.life_stage).toBe('adult');
    expect(moss.grams_per_day).toBe(petFeeding({ weight: 12, life_stage: 'adult' }).grams_per_day);
    // The owner puts it back to puppy by hand: the next run does not change it again.
    const set = (await petsOf(sam)).pets.map((p) => (p.id === 'pet_moss' ? { ...p, life_stage: 'puppy' } : p));
    await request('POST', '/api/pets', { headers: sam, body: { pets: set, productId: CHICKEN } });
    await runScheduled(env, daysLater(12));
    moss = (await petsOf(sam)).pets.find((p) => p.id === 'pet_moss')!;
    expect(moss.life_stage).toBe('puppy');
    expect((await petsOf(sam)).pets.find((p) => p.id === 'pet_nodob')!.life_stage).toBe('puppy');
    const rows = await env.DB.prepare("SELECT pet_id FROM pet_birthdays WHERE pet_id = 'pet_nodob'").all();
    expect(rows.results).toEqual([]);
  });

  it('keeps the old stage when the owner chose to, without a notice, and remembers it', async () => {
    await request('POST', '/api/pets/pet_moss/journey', { headers: sam, body: { keepLifeStage: true } });
    await runScheduled(env, now);
    expect(await mails('dog-birthday')).toEqual([]);
    await runScheduled(env, daysLater(11));
    expect((await petsOf(sam)).pets.find((p) => p.id === 'pet_moss')!.life_stage).toBe('puppy');
    const row = await env.DB.prepare("SELECT outcome FROM pet_birthdays WHERE pet_id = 'pet_moss'").first<{ outcome: string }>();
    expect(row!.outcome).toBe('kept');
  });
});

/**
 * The customer's dogs as added, and weighed (saving a dog records its weight for the day), `days`
 * ago: no reminder comes within REMINDER_QUIET_DAYS of either.
 */
async function addedDaysAgo(customerId: string, days: number) {
  const at = new Date(now.getTime() - days * MS_PER_DAY).toISOString();
  await env.DB.batch([
    env.DB.prepare('UPDATE pets SET created_at = ?2 WHERE customer_id = ?1').bind(customerId, at),
    env.DB.prepare('DELETE FROM weight_entries WHERE customer_id = ?1').bind(customerId),
    env.DB.prepare(
      'INSERT INTO weight_entries (pet_id, customer_id, day, weight_kg, created_at) SELECT id, customer_id, ?2, weight_kg, ?3 FROM pets WHERE customer_id = ?1',
    ).bind(customerId, shopToday(new Date(at)), at),
  ]);
}

describe('weigh-in reminders', () => {
  beforeEach(async () => {
    await addedDaysAgo(DEMO.customerId, 60);
  });

  it('wait three weeks after a dog is added, and after its last weighing (issue 61 §5)', async () => {
    await addedDaysAgo(DEMO.customerId, 0);
    await runScheduled(env, now);
    expect(await mails('weigh-in')).toEqual([]);

    await addedDaysAgo(DEMO.customerId, 60);
    await env.DB.prepare('DELETE FROM pet_journeys').run();
    // Moss weighed 5 days ago, Kauri 25 days ago: only Kauri is asked again.
    for (const [id, ago] of [
      ['pet_moss', 5],
      ['pet_nodob', REMINDER_QUIET_DAYS + 4],
    ] as const) {
      const res = await request('POST', `/api/pets/${id}/weights`, { headers: sam, body: { kg: 12, day: addInterval(today, -ago, 'day') } });
      expect(res.status, await res.text()).toBe(200);
    }
    await runScheduled(env, now);
    expect((await mails('weigh-in')).map((m) => m.subject)).toEqual(['Time to weigh Kauri']);
  });

  it('mail a puppy’s owner once a month with a link to enter today’s weight, not for an adult without a target', async () => {
    await runScheduled(env, now);
    await runScheduled(env, new Date(now.getTime() + 15 * 60_000));
    const sent = await mails('weigh-in');
    expect(sent.map((m) => m.subject).sort()).toEqual(['Time to weigh Kauri', 'Time to weigh Moss']);
    expect(JSON.parse(sent.find((m) => m.subject.endsWith('Moss'))!.links)[0]).toBe('http://localhost:8787/dashboard?weigh=pet_moss');
  });

  it('come for a dog with a target weight, and stop when turned off', async () => {
    await request('POST', '/api/pets/pet_demo_biscuit/journey', { headers: sam, body: { targetKg: 25 } });
    await request('POST', '/api/pets/pet_moss/journey', { headers: sam, body: { remindersOff: true } });
    await runScheduled(env, now);
    expect((await mails('weigh-in')).map((m) => m.subject).sort()).toEqual(['Time to weigh Biscuit', 'Time to weigh Kauri']);
  });

  it('never go to a cancelled customer', async () => {
    await env.DB.prepare("UPDATE subscriptions SET status = 'CANCELLED' WHERE customer_id = ?1").bind(DEMO.otherCustomerId).run();
    const cancelled = await env.DB.prepare('SELECT COUNT(*) AS n FROM subscriptions WHERE customer_id = ?1').bind(DEMO.otherCustomerId).first<{ n: number }>();
    if (cancelled!.n === 0) {
      await env.DB.prepare(
        `INSERT INTO subscriptions (id, customer_id, status, product_id, variant_id, order_interval_frequency, ship_address1, ship_city, ship_zip, created_at, updated_at)
         SELECT 'sub_alex_gone', ?1, 'CANCELLED', product_id, variant_id, 28, '1 Road', 'Auckland', '1010', ?2, ?2 FROM subscriptions LIMIT 1`,
      )
        .bind(DEMO.otherCustomerId, now.toISOString())
        .run();
    }
    const saved = await request('POST', '/api/pets', {
      headers: alex,
      body: { pets: [petBody({ name: 'Tui', dob: null, life_stage: 'puppy' })], productId: CHICKEN },
    });
    expect(saved.status).toBe(200);
    await addedDaysAgo(DEMO.otherCustomerId, 60);
    await runScheduled(env, now);
    expect(await mails('weigh-in', DEMO.otherEmail)).toEqual([]);
  });
});
