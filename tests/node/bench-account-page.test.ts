import { describe, expect, it } from 'vitest';
import { phases, summariseAccountPage } from '../../scripts/bench/account-page.mjs';

/** A page frame that started 60 ms after the host's navigation and showed its list at 700 ms (host time). */
const HOST = 1_000_000;
const frame = (resources: { path: string; start: number; end: number }[]) => ({
  timeOrigin: HOST + 60,
  shownAt: HOST + 700,
  loadEventEnd: 200,
  resources,
  cards: 3,
});

describe("the customer account page's time to show subscriptions", () => {
  it('splits a load along its critical path: host, frame and bundle, token, Worker reads, plan fit, render', () => {
    const f = frame([
      { path: '/account/bundles/customer-account-page.js', start: 20, end: 150 },
      { path: '/account/session-token', start: 200, end: 240 },
      // The second read's own token, after the first: not the token's part.
      { path: '/account/session-token', start: 201, end: 300 },
      { path: '/api/customer-account/subscriptions', start: 240, end: 480 },
      { path: '/api/customer-account/pets', start: 300, end: 500 },
      { path: '/api/customer-account/subscriptions/sub_1/plan-fit', start: 500, end: 590 },
    ]);
    const p = phases(HOST, f);
    expect(p).toEqual({ totalMs: 700, hostMs: 60, bundleMs: 200, tokenMs: 40, readsMs: 260, planFitMs: 90, renderMs: 50 });
    expect(p.hostMs + p.bundleMs + p.tokenMs + p.readsMs + p.planFitMs + p.renderMs).toBe(p.totalMs);
  });

  it('gives plan fit nothing when no subscription is active (no plan-fit read)', () => {
    const p = phases(
      HOST,
      frame([
        { path: '/account/session-token', start: 200, end: 240 },
        { path: '/api/customer-account/subscriptions', start: 240, end: 480 },
      ]),
    );
    expect(p).toMatchObject({ readsMs: 240, planFitMs: 0, renderMs: 700 - 60 - 480 });
  });

  it('reports p50, p95 and max over the loads, nearest rank', () => {
    const loads = [700, 650, 900, 800, 620, 640, 710, 2100, 690, 730].map((totalMs) => ({
      ...phases(HOST, frame([])),
      totalMs,
      workerMs: 12,
      cards: 3,
    }));
    expect(summariseAccountPage(loads)).toMatchObject({ runs: 10, subscriptions: 3, p50: 700, p95: 2100, max: 2100 });
  });
});
