/**
 * GET /api/console/subscribers' weeks and retention (src/domain/subscriber-trends.ts) on a fixed
 * data set, counted by hand. T is the shop's today, M its month's first day; a day written as
 * M-3+4 is the 5th of the month three before this one. Every time is midnight UTC, noon in the shop.
 *
 * - A (Sam): started M-3+0, running. B (Alex): started M-3+4, cancelled M-2+19.
 * - C (Kiri): started M-14+9, cancelled M-13+19; started again M-1+2, running (her first order is old).
 * - D (Ana): started M-1+1, running. E (Sam): started T-3, running. F (Alex): started T-10, cancelled T-2.
 */
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { addInterval } from '../../src/domain/renewals';
import type { ConsoleSubscribers } from '../../src/domain/schemas/console';
import { consoleCall } from './console-helpers';
import { daysFromToday, DEMO, makeSubscription, today } from './subscription-helpers';

const KIRI = '7001000000998';
const ANA = '7001000000997';
const M = `${today().slice(0, 8)}01`;
const monthDay = (monthsBack: number, day: number) => addInterval(addInterval(M, -monthsBack, 'month'), day, 'day');
const isLastDayOfMonth = addInterval(today(), 1, 'day').endsWith('-01');

async function span(customerId: string, started: string, ended: string | null) {
  const id = await makeSubscription({ customerId, status: ended ? 'CANCELLED' : 'ACTIVE', next: ended ? null : daysFromToday(5) });
  await env.DB.prepare('UPDATE subscriptions SET created_at = ?2, cancelled_at = ?3 WHERE id = ?1')
    .bind(id, `${started}T00:00:00.000Z`, ended && `${ended}T00:00:00.000Z`)
    .run();
}

beforeAll(async () => {
  const at = new Date().toISOString();
  await env.DB.batch([
    env.DB.prepare('DELETE FROM subscriptions'),
    env.DB.prepare('DELETE FROM console_snapshots'),
    ...[
      [KIRI, 'kiri@example.com', 'Kiri'],
      [ANA, 'ana@example.com', 'Ana'],
    ].map(([id, email, name]) =>
      env.DB.prepare("INSERT INTO customers (id, email, first_name, last_name, created_at, updated_at) VALUES (?1, ?2, ?3, 'Walker', ?4, ?4)").bind(
        id,
        email,
        name,
        at,
      ),
    ),
  ]);
  await span(DEMO.customerId, monthDay(3, 0), null);
  await span(DEMO.otherCustomerId, monthDay(3, 4), monthDay(2, 19));
  await span(KIRI, monthDay(14, 9), monthDay(13, 19));
  await span(KIRI, monthDay(1, 2), null);
  await span(ANA, monthDay(1, 1), null);
  await span(DEMO.customerId, daysFromToday(-3), null);
  await span(DEMO.otherCustomerId, daysFromToday(-10), daysFromToday(-2));
});

describe('GET /api/console/subscribers: weeks and retention', () => {
  it('counts the 26 weeks ending today: active at each week’s end, new and cancelled in it', async () => {
    const body = await (await consoleCall('GET', '/api/console/subscribers')).json<ConsoleSubscribers>();
    expect(body.weeks).toHaveLength(26);
    // The oldest week, T-181 … T-175: C's first run ended a year before, A had not begun.
    expect(body.weeks[0]).toEqual({ start: daysFromToday(-181), active: 0, started: 0, cancelled: 0 });
    // T-13 … T-7: F started; A, C's second, D and F are active on T-7.
    expect(body.weeks[24]).toEqual({ start: daysFromToday(-13), active: 4, started: 1, cancelled: 0 });
    // T-6 … T: E started, F cancelled; A, C's second, D and E are active today.
    expect(body.weeks[25]).toEqual({ start: daysFromToday(-6), active: 4, started: 1, cancelled: 1 });
    // In the 26 weeks: A, B, C's second, D, E and F started; B and F were cancelled.
    expect(body.weeks.reduce((n, w) => n + w.started, 0)).toBe(6);
    expect(body.weeks.reduce((n, w) => n + w.cancelled, 0)).toBe(2);
  });

  it('shows each month of first order with the share still subscribed after 1 to 12 months', async () => {
    const { retention } = await (await consoleCall('GET', '/api/console/subscribers')).json<ConsoleSubscribers>();
    expect(retention.map((c) => c.month)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1].map((back) => monthDay(back, 0).slice(0, 7)));
    const byMonth = new Map(retention.map((c) => [c.month, c]));
    // M-3: A and B. One month on, both subscribed (B until M-2+19); two months on (M-1+4) only A.
    // Three months on is known only once the month's last customer got there: the end of this month.
    const m3 = byMonth.get(monthDay(3, 0).slice(0, 7))!;
    expect(m3.customers).toBe(2);
    expect(m3.still).toEqual([2, 1, isLastDayOfMonth ? 1 : null, ...Array<null>(9).fill(null)]);
    expect(m3.shares).toEqual([100, 50, isLastDayOfMonth ? 50 : null, ...Array<null>(9).fill(null)]);
    // M-1: only D; C came back that month but her first order was 14 months ago, outside every cohort.
    const m1 = byMonth.get(monthDay(1, 0).slice(0, 7))!;
    expect(m1.customers).toBe(1);
    expect(m1.still.slice(1)).toEqual(Array<null>(11).fill(null));
    // Every other month had no first order.
    expect(retention.filter((c) => c !== m3 && c !== m1).every((c) => c.customers === 0 && c.shares.every((s) => s === null || s === 0))).toBe(true);
  });
});
