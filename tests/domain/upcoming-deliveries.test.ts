import { describe, expect, it } from 'vitest';
import { dayAfterSkipping, deliverySchedule, upcomingDeliveries, upcomingDeliveryDays } from '../../src/domain/upcoming-deliveries';
import { scheduleSubject } from '../factories/schedule-subject';

const sub = scheduleSubject;

describe('the deliveries ahead', () => {
  it('are the next three days of the rhythm', () => {
    expect(upcomingDeliveryDays(sub(), '2026-11-25')).toEqual(['2026-12-01', '2026-12-29', '2027-01-26']);
  });

  it('keep three scheduled ones when a later one is skipped, the skipped one listed among them', () => {
    expect(deliverySchedule(sub({ attempts: [{ date: '2026-12-29', status: 'skipped' }] }), '2026-11-25')).toEqual([
      { day: '2026-12-01', skipped: false },
      { day: '2026-12-29', skipped: true },
      { day: '2027-01-26', skipped: false },
      { day: '2027-02-23', skipped: false },
    ]);
  });

  it('list a skipped next delivery before the day it moved on to, and leave out skips in the past', () => {
    const skippedNext = sub({
      next_charge_scheduled_at: '2026-12-29',
      attempts: [
        { date: '2026-12-01', status: 'skipped' },
        { date: '2026-10-01', status: 'skipped' },
      ],
    });
    expect(deliverySchedule(skippedNext, '2026-11-25')[0]).toEqual({ day: '2026-12-01', skipped: true });
    expect(deliverySchedule(skippedNext, '2026-11-25')).toHaveLength(4);
  });

  it('are none without a next charge day', () => {
    expect(deliverySchedule(sub({ next_charge_scheduled_at: null }), '2026-11-25')).toEqual([]);
  });

  it('pass over skipped days when the next one is skipped', () => {
    expect(dayAfterSkipping(sub({ attempts: [{ date: '2026-12-29', status: 'skipped' }] }), '2026-12-01')).toBe('2027-01-26');
    expect(dayAfterSkipping(sub(), '2026-12-01')).toBe('2026-12-29');
  });

  it('price each delivery with shipping; one-time items only in the next scheduled one', () => {
    const items = [
      { id: 'a', title: 'Luxe Lamb 5kg', quantity: 1, final_price: '61.59' },
      { id: 'b', title: 'Treats', quantity: 2, final_price: '5.00', one_time: true },
    ];
    const [first, second] = upcomingDeliveries(sub(), items, '7.99', '2026-11-25');
    expect(first).toMatchObject({ day: '2026-12-01', totalCents: 6159 + 1000 + 799 });
    expect(first!.items.map((i) => i.id)).toEqual(['a', 'b']);
    expect(second).toMatchObject({ day: '2026-12-29', totalCents: 6159 + 799, items: [{ id: 'a', title: 'Luxe Lamb 5kg', quantity: 1 }] });
  });

  it('take the next-order discount off the first delivery charged only, as the renewal charges it (issue 61 §2)', () => {
    // The trial's 25 % off the first full bag: 79.99 list, 70.39 subscription price, 52.79 charged (0.88 × 0.75 × list).
    const items = [{ id: 'a', title: 'Luxe Lamb 5kg', quantity: 1, price: '79.99', final_price: '70.39', is_main: true }];
    const [first, second] = upcomingDeliveries(sub(), items, '6.99', '2026-11-25', 25);
    expect([first!.discountCents, first!.totalCents]).toEqual([7039 - 5279, 5279 + 699]);
    expect([second!.discountCents, second!.totalCents]).toEqual([0, 7039 + 699]);
    // A skipped first delivery charges nothing: the discount waits for the next one charged.
    const skipped = upcomingDeliveries(sub({ attempts: [{ date: '2026-12-01', status: 'skipped' }] }), items, '6.99', '2026-11-25', 25);
    expect(skipped.map((d) => d.discountCents)).toEqual([0, 7039 - 5279, 0, 0]);
  });
});
