/**
 * The first-party funnel store (issue 35): POST /api/funnel-events stores good batches and
 * refuses bad ones with 4xx, storing none of them; the scheduled clean-up rolls the daily counts
 * up and drops raw events older than 90 days.
 */
import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { FUNNEL_BATCH_MAX, FUNNEL_EVENTS_PER_VISIT } from '../../src/domain/funnel';
import { postJson } from './auth-helpers';
import { runScheduled } from './scheduled-run';

let serial = 0;
const visit = () => `v${Date.now().toString(36)}${(serial++).toString(36).padStart(4, '0')}abcdefgh`;
const stored = async (visitId: string) =>
  (await env.DB.prepare('SELECT name, campaign, props FROM funnel_events WHERE visit_id = ?1 ORDER BY id').bind(visitId).all()).results;
const send = (body: unknown) => SELF.fetch(postJson('/api/funnel-events', body));

describe('POST /api/funnel-events', () => {
  it('stores a visit’s events in order, with the plan fields and nothing else', async () => {
    const visitId = visit();
    const res = await send({
      visitId,
      campaign: 'spring',
      events: [{ name: 'funnel_viewed' }, { name: 'plan_selected', recipe: 'Luxe Lamb', bag_kg: 2, frequency_days: 28 }],
    });
    expect(res.status).toBe(204);
    expect(await stored(visitId)).toEqual([
      { name: 'funnel_viewed', campaign: 'spring', props: null },
      { name: 'plan_selected', campaign: 'spring', props: JSON.stringify({ recipe: 'Luxe Lamb', bag_kg: 2, frequency_days: 28 }) },
    ]);
  });

  it.each([
    ['an unknown event name', { events: [{ name: 'funnel_viewed' }, { name: 'page_scrolled' }] }, 400],
    ['a field an event may not carry (an e-mail)', { events: [{ name: 'pet_entered', email: 'aroha@example.com' }] }, 400],
    ['an oversized value', { events: [{ name: 'plan_selected', recipe: 'x'.repeat(61) }] }, 400],
    ['too many events in one batch', { events: Array.from({ length: FUNNEL_BATCH_MAX + 1 }, () => ({ name: 'funnel_viewed' })) }, 400],
    ['no events', { events: [] }, 400],
    ['a visit id that is not random-looking', { visitId: 'aroha@example.com', events: [{ name: 'funnel_viewed' }] }, 400],
  ])('refuses %s with %i and stores nothing of the batch', async (_, body, status) => {
    const visitId = visit();
    const res = await send({ visitId, ...body });
    expect(res.status).toBe(status);
    expect(await res.json()).toMatchObject({ code: 'invalid_json' });
    expect(await stored(visitId)).toEqual([]);
  });

  it('refuses an oversized body with 413', async () => {
    const visitId = visit();
    const res = await send({ visitId, events: [{ name: 'funnel_viewed' }], padding: 'x'.repeat(300 * 1024) });
    expect(res.status).toBe(413);
    expect(await stored(visitId)).toEqual([]);
  });

  it('refuses a visit past its events with 422, storing none of that batch', async () => {
    const visitId = visit();
    const batch = Array.from({ length: FUNNEL_BATCH_MAX }, () => ({ name: 'funnel_viewed' }));
    for (let i = 0; i < FUNNEL_EVENTS_PER_VISIT / FUNNEL_BATCH_MAX; i++) expect((await send({ visitId, events: batch })).status).toBe(204);
    const res = await send({ visitId, events: [{ name: 'pet_entered' }] });
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({ code: 'visit_event_limit' });
    expect((await stored(visitId)).length).toBe(FUNNEL_EVENTS_PER_VISIT);
  });
});

describe('the scheduled clean-up of the funnel store', () => {
  it('keeps the daily counts and drops raw events older than 90 days', async () => {
    const now = new Date();
    const daysAgo = (n: number) => new Date(now.getTime() - n * 86_400_000).toISOString();
    const [old, recent] = [daysAgo(101), daysAgo(2)];
    const insert = (visitId: string, name: string, at: string) =>
      env.DB.prepare("INSERT INTO funnel_events (visit_id, name, campaign, created_at) VALUES (?1, ?2, 'autumn', ?3)").bind(visitId, name, at);
    await env.DB.batch([
      insert('oldvisit00000001', 'funnel_viewed', old),
      insert('oldvisit00000001', 'funnel_viewed', old),
      insert('oldvisit00000002', 'funnel_viewed', old),
      insert('oldvisit00000002', 'pet_entered', old),
      insert('newvisit00000001', 'funnel_viewed', recent),
    ]);

    await runScheduled(env, now);

    const raw = await env.DB.prepare("SELECT created_at FROM funnel_events WHERE campaign = 'autumn'").all<{ created_at: string }>();
    expect(raw.results.map((r) => r.created_at)).toEqual([recent]);
    const daily = await env.DB.prepare("SELECT day, name, visits FROM funnel_daily WHERE campaign = 'autumn' ORDER BY day, name").all();
    expect(daily.results).toEqual([
      { day: old.slice(0, 10), name: 'funnel_viewed', visits: 2 },
      { day: old.slice(0, 10), name: 'pet_entered', visits: 1 },
      { day: recent.slice(0, 10), name: 'funnel_viewed', visits: 1 },
    ]);

    // A second run changes nothing: the old day's counts stay though its raw events are gone.
    await runScheduled(env, now);
    expect((await env.DB.prepare("SELECT day, name, visits FROM funnel_daily WHERE campaign = 'autumn' ORDER BY day, name").all()).results).toEqual(
      daily.results,
    );
  });
});
