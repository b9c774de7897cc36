import { describe, expect, it } from 'vitest';
import * as offers from '../../src/domain/cancel-offers';
import type { PlanFit } from '../../src/domain/plan-fit';

const now = new Date('2026-11-25T00:00:00Z'); // 13:00 on the 25th in the shop
const subscription = (over: Partial<Parameters<typeof offers.cancelOffersFor>[0]['subscription']> = {}) => ({
  next_charge_scheduled_at: '2026-12-12',
  order_interval_frequency: 28,
  order_interval_unit: 'day',
  attempts: [],
  next_order_discount_percent: 0,
  ...over,
});
const fit = (over: Partial<PlanFit>): PlanFit => ({
  dailyGrams: 639,
  bagKg: 15,
  daysPerBag: 23,
  frequency: 28,
  runsOutOn: '2026-12-07',
  nextDelivery: '2026-12-12',
  status: 'runs_out_early',
  suggestion: { frequency: 23, bagKg: 15 },
  ...over,
});
const kinds = (input: Partial<Parameters<typeof offers.cancelOffersFor>[0]>) =>
  offers.cancelOffersFor({ subscription: subscription(), planFit: null, discountTakenRecently: false, discountPercent: 15, now, ...input }).map((o) => o.kind);

describe('cancelOffersFor', () => {
  it('offers skip, pause, the fitting frequency and the discount, each with what it changes', () => {
    expect(offers.cancelOffersFor({ subscription: subscription(), planFit: fit({}), discountTakenRecently: false, discountPercent: 15, now })).toEqual([
      { kind: 'skip', date: '2026-12-12', nextDelivery: '2027-01-09' },
      { kind: 'pause', days: 30, nextDelivery: '2027-01-11' },
      { kind: 'frequency', frequency: 23, currentFrequency: 28 },
      { kind: 'discount', percent: 15 },
    ]);
  });

  it('offers a frequency only when the bag does not fit and the same bag fits at another frequency', () => {
    expect(kinds({ planFit: fit({ status: 'fits', suggestion: null }) })).not.toContain('frequency');
    expect(kinds({ planFit: fit({ suggestion: { frequency: 17, bagKg: 20 } }) })).not.toContain('frequency');
    expect(kinds({ planFit: fit({ status: 'too_much', daysPerBag: 52, suggestion: { frequency: 50, bagKg: 15 } }) })).toContain('frequency');
    expect(kinds({ planFit: null })).not.toContain('frequency');
  });

  it('offers the discount once a year, and not when the next order already has as much off', () => {
    expect(kinds({ discountTakenRecently: true })).not.toContain('discount');
    expect(kinds({ subscription: subscription({ next_order_discount_percent: 25 }) })).not.toContain('discount');
    expect(kinds({ subscription: subscription({ next_order_discount_percent: 10 }) })).toContain('discount');
  });

  it('offers no skip once the next delivery is being charged or is skipped already; the pause still counts from today', () => {
    expect(kinds({ subscription: subscription({ next_charge_scheduled_at: '2026-11-25' }), now: new Date('2026-11-24T20:00:00Z') })).toEqual([
      'pause',
      'discount',
    ]);
    expect(kinds({ subscription: subscription({ attempts: [{ date: '2026-12-12', status: 'skipped' }] }) })).not.toContain('skip');
  });

  it('names the events it is logged under', () => {
    expect(offers.acceptedOfferEvent('discount')).toBe('cancel-offer-discount');
    expect(offers.discountOfferCutoff(now)).toBe('2025-11-25T00:00:00.000Z');
  });
});
