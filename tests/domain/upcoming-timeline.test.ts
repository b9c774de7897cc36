import { describe, expect, it } from 'vitest';
import { legacyDeliveries, upcomingTimeline } from '../../src/domain/upcoming-timeline';

const LEGACY = {
  id: 'legacy_1',
  is_active: 'true',
  nextDelivery: '2026-12-21',
  frequency: 35,
  mainProduct: { shopify_variant_id: '471', title: 'Mixed 10kg', quantity: 1, price: '118.79' },
  additionalItems: [
    { shopify_variant_id: '488', title: 'Hoki Fish Skins', quantity: 1, price: 11.99 },
    { shopify_variant_id: '489', title: 'Birthday box', quantity: 1, price: 20, one_time: true },
  ],
  shippingPrice: '6.99',
};

describe('a legacy plan in the timeline (issue 61 §2)', () => {
  it('ships every 35 days from its date, its one-time add-on in the first delivery only, with shipping', () => {
    const deliveries = legacyDeliveries(LEGACY, '2026-12-03');
    expect(deliveries.map((d) => [d.day, d.totalCents])).toEqual([
      ['2026-12-21', 11879 + 1199 + 2000 + 699],
      ['2027-01-25', 11879 + 1199 + 699],
      ['2027-03-01', 11879 + 1199 + 699],
    ]);
  });

  it('has none when it is inactive, dateless or has no rhythm', () => {
    expect(legacyDeliveries({ ...LEGACY, is_active: false }, '2026-12-03')).toEqual([]);
    expect(legacyDeliveries({ ...LEGACY, nextDelivery: null }, '2026-12-03')).toEqual([]);
    expect(legacyDeliveries({ ...LEGACY, frequency: null }, '2026-12-03')).toEqual([]);
  });
});

describe('upcomingTimeline', () => {
  const day = (d: string, totalCents: number, skipped = false) => ({ day: d, skipped, items: [], totalCents, discountCents: 0 });

  it('merges the plans by day (a tie keeps the plans’ order) and totals what is charged, not what is skipped', () => {
    const timeline = upcomingTimeline([
      { id: 'a', name: 'Chicken', legacy: false, deliveries: [day('2026-12-10', 9000), day('2027-01-07', 9000, true)] },
      { id: 'b', name: 'Mixed', legacy: true, deliveries: [day('2026-12-05', 13777), day('2026-12-10', 13777)] },
    ]);
    expect(timeline.entries.map((e) => `${e.day} ${e.planId}`)).toEqual(['2026-12-05 b', '2026-12-10 a', '2026-12-10 b', '2027-01-07 a']);
    expect(timeline).toMatchObject({ totalCents: 9000 + 2 * 13777, charged: 3 });
  });

  it('is empty without plans', () => {
    expect(upcomingTimeline([])).toEqual({ entries: [], totalCents: 0, charged: 0 });
  });
});
