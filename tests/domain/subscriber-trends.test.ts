import { describe, expect, it } from 'vitest';
import { retentionCohorts, subscriberWeeks } from '../../src/domain/subscriber-trends';

describe('subscriberWeeks', () => {
  it('counts a subscription cancelled on a week’s last day as cancelled in it, not active at its end', () => {
    const weeks = subscriberWeeks([{ customerId: 'c', started: '2026-11-10', ended: '2026-11-21' }], '2026-11-28', 3);
    expect(weeks).toEqual([
      { start: '2026-11-08', active: 1, started: 1, cancelled: 0 },
      { start: '2026-11-15', active: 0, started: 0, cancelled: 1 },
      { start: '2026-11-22', active: 0, started: 0, cancelled: 0 },
    ]);
  });
});

describe('retentionCohorts', () => {
  // Today 30 Nov 2026, the last day of its month: the October cohort's 1-month cell is known.
  const subs = [
    { customerId: 'a', started: '2026-10-31', ended: null },
    // Cancelled on the day a month after: gone by then.
    { customerId: 'b', started: '2026-10-15', ended: '2026-11-15' },
    { customerId: 'b', started: '2026-11-20', ended: null },
  ];
  it('counts a customer once, in the month of their first order, still subscribed n months after it', () => {
    const october = retentionCohorts(subs, '2026-11-30').at(-1)!;
    expect(october).toEqual({ month: '2026-10', customers: 2, still: [1, ...Array(11).fill(null)], shares: [50, ...Array(11).fill(null)] });
  });
  it('leaves a cell empty until every customer of the month has got there', () => {
    expect(retentionCohorts(subs, '2026-11-29').at(-1)!.still[0]).toBeNull();
  });
});
