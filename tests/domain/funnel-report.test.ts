import { describe, expect, it } from 'vitest';
import {
  dailyCounts,
  funnelReport,
  funnelReportText,
  renewalCounts,
  renewedVisits,
  type RawFunnelEvent,
  type VisitOrder,
} from '../../src/domain/funnel-report';

/** A visit's events on a day: each name once, in order. */
const visit = (visitId: string, campaign: string, day: string, names: string[]): RawFunnelEvent[] =>
  names.map((name, i) => ({ visitId, name, campaign, at: `${day}T10:0${i}:00.000Z` }));

const FUNNEL = ['funnel_viewed', 'pet_entered', 'recommendations_viewed', 'plan_selected', 'checkout_started'];
const EVENTS: RawFunnelEvent[] = [
  // spring, 1 March: 4 visits; 3 enter a dog, 2 see recommendations, 2 start checkout, 1 trial
  ...visit('a', 'spring', '2031-03-01', [...FUNNEL, 'trial_started']),
  ...visit('b', 'spring', '2031-03-01', FUNNEL),
  ...visit('c', 'spring', '2031-03-01', ['funnel_viewed', 'pet_entered']),
  ...visit('d', 'spring', '2031-03-01', ['funnel_viewed', 'funnel_viewed']), // reloads count once
  // no campaign, 2 March: 2 visits; one places a first order
  ...visit('e', '', '2031-03-02', [...FUNNEL, 'order_placed']),
  ...visit('f', '', '2031-03-02', ['funnel_viewed']),
  // outside the range
  ...visit('g', 'spring', '2031-03-05', [...FUNNEL, 'trial_started']),
];

/** The orders those visits made (a trial, a first order, one outside the range), each with its subscription's attempts since. */
const order = (visitId: string, utmCampaign: string | null, day: string, attempts: VisitOrder['attempts']): VisitOrder => ({
  visitId,
  orderId: `order_${visitId}`,
  utmCampaign,
  at: `${day}T10:06:00.000Z`,
  attempts,
});
const ORDERS: VisitOrder[] = [
  // a: declined once, then paid, then paid again: one visit renewed
  order('a', 'spring', '2031-03-01', [
    { status: 'error', orderId: null },
    { status: 'success', orderId: 'order_a2' },
    { status: 'success', orderId: 'order_a3' },
  ]),
  // e: skipped, then declined: not renewed
  order('e', null, '2031-03-02', [
    { status: 'skipped', orderId: null },
    { status: 'error', orderId: null },
  ]),
  // g: renewed, but ordered outside the range
  order('g', 'spring', '2031-03-05', [{ status: 'success', orderId: 'order_g2' }]),
];

describe('the funnel report', () => {
  const report = funnelReport([...dailyCounts(EVENTS), ...renewalCounts(renewedVisits(ORDERS))], '2031-03-01', '2031-03-02');

  it('counts distinct visits per step, by campaign, with the conversion from the step before', () => {
    expect(report.steps).toEqual(['visits', 'pet entered', 'recommendations', 'checkout started', 'trial/order', 'first paid renewal']);
    expect(report.byCampaign).toEqual([
      { key: '(none)', counts: [2, 1, 1, 1, 1, 0], conversions: [50, 100, 100, 100, 0] },
      { key: 'spring', counts: [4, 3, 2, 2, 1, 1], conversions: [75, 66.7, 100, 50, 100] },
    ]);
    expect(report.total).toEqual({ key: 'total', counts: [6, 4, 3, 3, 2, 1], conversions: [66.7, 75, 100, 66.7, 50] });
  });

  it('by day, within the range only', () => {
    expect(report.byDay.map((r) => [r.key, r.counts])).toEqual([
      ['2031-03-01', [4, 3, 2, 2, 1, 1]],
      ['2031-03-02', [2, 1, 1, 1, 1, 0]],
    ]);
  });

  it('a step after none has no conversion; the text shows it as –', () => {
    const empty = funnelReport(dailyCounts(visit('h', 'x', '2031-04-01', ['pet_entered'])), '2031-04-01', '2031-04-01');
    expect(empty.total).toEqual({ key: 'total', counts: [0, 1, 0, 0, 0, 0], conversions: [null, 0, null, null, null] });
    expect(funnelReportText(report)).toContain('spring    4       3 (75%)');
    expect(funnelReportText(empty)).toContain('1 (–%)');
  });

  it('counts a renewed visit once, under its order’s day and the campaign its own events used', () => {
    const long = 'x'.repeat(120);
    const renewed = renewedVisits([
      order('a', 'spring', '2031-03-01', [{ status: 'success', orderId: 'order_a2' }]),
      // the same visit's second order, renewed too: still one visit
      { ...order('a', 'spring', '2031-03-01', [{ status: 'success', orderId: 'order_a4' }]), orderId: 'order_a3' },
      // an attempt that paid the visit's own order is not a renewal
      order('b', 'spring', '2031-03-01', [{ status: 'success', orderId: 'order_b' }]),
      order('c', long, '2031-03-01', [{ status: 'success', orderId: 'order_c2' }]),
    ]);
    expect(renewalCounts(renewed)).toEqual([
      { day: '2031-03-01', campaign: 'spring', name: 'first_paid_renewal', visits: 1 },
      // cut to the events' bound, as funnelCampaignOf cuts a visit's campaign
      { day: '2031-03-01', campaign: 'x'.repeat(100), name: 'first_paid_renewal', visits: 1 },
    ]);
  });
});
