import { describe, expect, it } from 'vitest';
import { firstOrderPriceCents, renewalPriceCents } from '../../src/domain/money';
import * as renewals from '../../src/domain/renewals';
import { isActionAllowed } from '../../src/domain/subscription-action-table';
import { parseBagSizeKg } from '../../src/domain/plans';
import { dateRangeMessage, legacyPickLimits, pauseUntilPickLimits, pauseUntilTooSoonMessage, subscriptionPickLimits } from '../../src/domain/date-limits';
import { isWithinDateLimits, toIsoDate } from '../../src/domain/dates';

describe('renewal schedule', () => {
  it('counts days in the shop zone (+12:00)', () => {
    expect(renewals.shopToday(new Date('2025-06-01T11:59:00Z'))).toBe('2025-06-01');
    expect(renewals.shopToday(new Date('2025-06-01T12:00:00Z'))).toBe('2025-06-02');
    expect(renewals.shopDayOf('2025-05-31T19:00:00.000Z')).toBe('2025-06-01');
    expect(renewals.shopDayOf('nonsense')).toBeNull();
  });

  it('a day falls due at 07:00 +12:00 on that day', () => {
    expect(renewals.latestDueDay(new Date('2025-05-31T18:59:59Z'))).toBe('2025-05-31');
    expect(renewals.latestDueDay(new Date('2025-05-31T19:00:00Z'))).toBe('2025-06-01');
    expect(renewals.isChargeDue('2025-06-01', new Date('2025-05-31T19:00:00Z'))).toBe(true);
    expect(renewals.isChargeDue('2025-06-02', new Date('2025-05-31T19:00:00Z'))).toBe(false);
    expect(renewals.isChargeDue(null, new Date())).toBe(false);
  });

  it('moves days on by days, weeks and months (month ends clamp)', () => {
    expect(renewals.addInterval('2025-06-01', 28)).toBe('2025-06-29');
    expect(renewals.addInterval('2025-12-20', 2, 'week')).toBe('2026-01-03');
    expect(renewals.addInterval('2025-01-31', 1, 'months')).toBe('2025-02-28');
    expect(renewals.addInterval('2024-02-28', 1, 'day')).toBe('2024-02-29');
  });

  it('counts the days of the interval that ends on a day: months by the calendar', () => {
    expect(renewals.intervalDaysEndingOn('2025-06-29', 28)).toBe(28);
    expect(renewals.intervalDaysEndingOn('2025-06-29', 2, 'week')).toBe(14);
    expect(renewals.intervalDaysEndingOn('2025-03-01', 1, 'month')).toBe(28);
    expect(renewals.intervalDaysEndingOn('2024-03-01', 1, 'month')).toBe(29);
    expect(renewals.intervalDaysEndingOn('2025-08-01', 2, 'months')).toBe(61);
  });

  it('keeps the cadence after a charge, but never schedules into the past', () => {
    expect(renewals.nextChargeDayAfter('2025-06-01', 28, 'day', '2025-06-01')).toBe('2025-06-29');
    expect(renewals.nextChargeDayAfter('2025-06-01', 28, 'day', '2025-06-03')).toBe('2025-06-29');
    expect(renewals.nextChargeDayAfter('2025-01-01', 28, 'day', '2025-06-01')).toBe('2025-06-29');
  });

  it('a pause of N days moves the next date N days on; indefinite has none', () => {
    expect(renewals.pausedNextDay('2025-06-10', 14, '2025-06-01')).toBe('2025-06-24');
    expect(renewals.pausedNextDay('2025-05-01', 7, '2025-06-01')).toBe('2025-06-08');
    expect(renewals.pausedNextDay(null, 7, '2025-06-01')).toBe('2025-06-08');
    expect(renewals.pausedNextDay('2025-06-10', null, '2025-06-01')).toBeNull();
  });

  it('an order is recent for three days', () => {
    const now = new Date('2025-06-04T00:00:00Z');
    expect(renewals.isRecentOrder('2025-06-01T00:00:01Z', now)).toBe(true);
    expect(renewals.isRecentOrder('2025-06-01T00:00:00Z', now)).toBe(false);
    expect(renewals.isRecentOrder(null, now)).toBe(false);
  });
});

describe('action rules', () => {
  it('only the listed statuses allow an action', () => {
    expect(isActionAllowed('shipNow', 'ACTIVE')).toBe(true);
    expect(isActionAllowed('shipNow', 'PAUSED')).toBe(false);
    expect(isActionAllowed('resume', 'cancelled')).toBe(true);
    expect(isActionAllowed('resume', 'ACTIVE')).toBe(false);
    expect(isActionAllowed('cancel', 'CANCELLED')).toBe(false);
    expect(isActionAllowed('updateBilling', 'EXPIRED')).toBe(false);
  });

  it('an inactive legacy subscription allows only Confirm & Pay and an address change', () => {
    expect(renewals.isLegacyActionAllowed('updateDate', true)).toBe(true);
    expect(renewals.isLegacyActionAllowed('updateDate', false)).toBe(false);
    expect(renewals.isLegacyActionAllowed('quickCheckout', false)).toBe(true);
    expect(renewals.isLegacyActionAllowed('updateAddress', false)).toBe(true);
  });
});

describe('next-order discount and titles', () => {
  it('25 % off the renewal price is exactly the first-order price', () => {
    for (const list of [3999, 12499, 17499, 25999]) {
      expect(renewalPriceCents(list) - renewals.nextOrderDiscountCents(list, renewalPriceCents(list), 25)).toBe(firstOrderPriceCents(list));
    }
    expect(renewals.nextOrderDiscountCents(12499, 10999, 0)).toBe(0);
  });

  it('bag titles read back as their size', () => {
    expect(renewals.kibbleVariantTitle({ title: 'Luxe Lamb' }, { bagSizeKg: 2.5 })).toBe('Luxe Lamb 2.5kg');
    expect(parseBagSizeKg(renewals.kibbleVariantTitle({ title: 'Luxe Lamb' }, { bagSizeKg: 2.5 }))).toBe(2.5);
  });
});

describe("a picked day is checked against the shop's calendar, not the server's UTC one", () => {
  // 13:00 UTC on 1 June is 01:00 on 2 June in New Zealand.
  const now = new Date('2025-06-01T13:00:00Z');

  it("counts the subscription picker's days from the shop's today (the browser's picker and the API alike)", () => {
    const limits = subscriptionPickLimits(now);
    expect([toIsoDate(limits.min), toIsoDate(limits.max)]).toEqual(['2025-06-02', '2026-06-02']);
    expect(isWithinDateLimits(new Date(2025, 5, 1), limits)).toBe(false); // the shop's yesterday
    expect(isWithinDateLimits(new Date(2026, 5, 2), limits)).toBe(true);
  });

  it('starts a pause’s end the day after the next delivery, the day the pause call first takes', () => {
    expect(toIsoDate(pauseUntilPickLimits(now, '2025-06-20').min)).toBe('2025-06-21');
    expect(toIsoDate(pauseUntilPickLimits(now, '2025-06-20').max)).toBe('2026-06-02');
    // A next delivery already past (or none known): the subscription's own limits.
    expect(toIsoDate(pauseUntilPickLimits(now, '2025-05-30').min)).toBe('2025-06-02');
    expect(toIsoDate(pauseUntilPickLimits(now, null).min)).toBe('2025-06-02');
    expect(pauseUntilTooSoonMessage('2025-06-20')).toBe('Please choose a date after your next delivery (June 20, 2025)');
  });

  it("counts the legacy picker's days from the shop's tomorrow", () => {
    expect(toIsoDate(legacyPickLimits(now).min)).toBe('2025-06-03');
  });

  it('says which days it takes, in the words the picker shows and the API answers', () => {
    expect(dateRangeMessage(subscriptionPickLimits(now))).toBe('Please choose a date between June 2, 2025 and June 2, 2026');
  });

  it("offers the shop's today at every hour of a UTC day (issue 39: Resume offered the day before)", () => {
    for (let hour = 0; hour < 24; hour++) {
      const at = new Date(Date.UTC(2026, 10, 26, hour, 30));
      expect(toIsoDate(subscriptionPickLimits(at).min)).toBe(renewals.shopToday(at));
    }
    expect(toIsoDate(subscriptionPickLimits(new Date('2026-11-26T12:18:00Z')).min)).toBe('2026-11-27');
  });
});
