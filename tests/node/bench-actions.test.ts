import { describe, expect, it } from 'vitest';
import { breakdown, percentile, summarise } from '../../scripts/bench/actions.mjs';

/** An API call of a round trip, as the page's Resource Timing and Server-Timing give it (ms). */
const call = (path: string, start: number, end: number, workerMs = 0, queries = 0, roundTrips = 0) => ({ path, start, end, workerMs, queries, roundTrips });

describe("a dashboard action's round trip", () => {
  it('splits the time into the Worker’s, the network’s and the page’s, and counts the D1 statements', () => {
    const skip = call('/api/subscriptions/s1/skip', 1_010, 1_060, 12, 4, 2);
    expect(breakdown(80, [skip], 1_000, 1_080)).toEqual({
      totalMs: 80,
      workerMs: 12,
      networkMs: 38,
      restMs: 30,
      d1Statements: 4,
      d1RoundTrips: 2,
      call: '/api/subscriptions/s1/skip',
    });
  });

  it('counts overlapping calls’ time on the wire once', () => {
    const calls = [call('/api/pets/calculate', 1_000, 1_040, 2), call('/api/pets', 1_020, 1_070, 10, 3, 1)];
    const r = breakdown(100, calls, 1_000, 1_100);
    expect([r.workerMs, r.networkMs, r.restMs, r.d1Statements]).toEqual([12, 58, 30, 3]);
  });

  it('gives the nearest-rank p50 and p95 of twenty runs', () => {
    const totals = Array.from({ length: 20 }, (_, i) => (i + 1) * 10);
    expect([percentile(totals, 50), percentile(totals, 95)]).toEqual([100, 190]);
    const samples = totals.map((totalMs) => ({
      totalMs,
      workerMs: 5,
      networkMs: 20,
      restMs: totalMs - 25,
      d1Statements: 4,
      d1RoundTrips: 2,
      call: 'POST /api/x',
    }));
    expect(summarise('skip', samples)).toMatchObject({ action: 'skip', runs: 20, p50: 100, p95: 190, max: 200, workerMsP50: 5 });
  });
});
