import { parseISO } from 'date-fns';
import { describe, expect, it } from 'vitest';
import * as dates from '../../src/domain/dates';

describe('date picker limits', () => {
  it('lets subscriptions pick today up to 365 days ahead', () => {
    expect(dates.DATE_PICKER_HORIZON_DAYS).toBe(365);
    const limits = dates.subscriptionDateLimits(new Date(2025, 0, 10, 15, 30));
    expect(limits.min).toEqual(new Date(2025, 0, 10));
    expect(limits.max).toEqual(new Date(2026, 0, 10));
    expect(dates.isWithinDateLimits(new Date(2025, 0, 10, 23, 59), limits)).toBe(true);
    expect(dates.isWithinDateLimits(new Date(2025, 0, 9, 23, 59), limits)).toBe(false);
    expect(dates.isWithinDateLimits(new Date(2026, 0, 10, 12), limits)).toBe(true);
    expect(dates.isWithinDateLimits(new Date(2026, 0, 11), limits)).toBe(false);
  });

  it('lets legacy subscriptions pick tomorrow up to three months ahead', () => {
    const limits = dates.legacyDateLimits(new Date(2025, 0, 31, 9));
    expect(limits.min).toEqual(new Date(2025, 1, 1));
    expect(limits.max).toEqual(new Date(2025, 3, 30)); // 31 Jan + 3 months clamps to 30 Apr
    expect(dates.isWithinDateLimits(new Date(2025, 0, 31, 20), limits)).toBe(false);
  });
});

describe('date change body', () => {
  it('sends the date at 07:00 +12:00 with action reschedule', () => {
    expect(dates.DATE_CHANGE_TIME).toBe('07:00');
    expect(dates.DATE_CHANGE_TIMEZONE).toBe('+12:00');
    expect(dates.dateChangeBody('2025-06-01')).toEqual({
      date: '2025-06-01',
      time: '07:00',
      timezone: '+12:00',
      action: 'reschedule',
      reset_schedule: false,
    });
    expect(dates.dateChangeBody(new Date(2025, 5, 1, 23, 30), true)).toMatchObject({
      date: '2025-06-01',
      reset_schedule: true,
    });
  });

  it('ships now with today and a reset schedule', () => {
    expect(dates.shipNowBody(new Date(2025, 5, 3, 10))).toEqual({
      date: '2025-06-03',
      time: '07:00',
      timezone: '+12:00',
      action: 'reschedule',
      reset_schedule: true,
    });
  });

  it('turns a date change into the UTC instant it names', () => {
    expect(dates.scheduledInstant(dates.dateChangeBody('2025-06-01'))).toBe('2025-05-31T19:00:00.000Z');
    expect(dates.scheduledInstant({ date: 'nope', time: '07:00', timezone: '+12:00' })).toBeNull();
  });
});

describe('stale next date', () => {
  const now = new Date('2025-06-10T12:00:00Z');

  it('is stale when missing or unreadable', () => {
    expect(dates.isNextDateStale(null, now)).toBe(true);
    expect(dates.isNextDateStale(undefined, now)).toBe(true);
    expect(dates.isNextDateStale('', now)).toBe(true);
    expect(dates.isNextDateStale('garbage', now)).toBe(true);
  });

  it('is stale only when more than one day in the past', () => {
    expect(dates.isNextDateStale('2025-06-09T12:00:00Z', now)).toBe(false); // exactly one day
    expect(dates.isNextDateStale('2025-06-09T11:59:59Z', now)).toBe(true);
    expect(dates.isNextDateStale('2025-06-10T00:00:00Z', now)).toBe(false);
    expect(dates.isNextDateStale('2025-07-01T00:00:00Z', now)).toBe(false);
  });
});

describe('ISO helpers', () => {
  it('formats calendar dates and UTC instants', () => {
    expect(dates.toIsoDate(new Date(2025, 5, 1, 23, 30))).toBe('2025-06-01');
    expect(dates.toIsoDate('2025-06-01T07:00:00Z')).toBe('2025-06-01');
    expect(dates.toIsoUtc(new Date(Date.UTC(2025, 5, 1, 7)))).toBe('2025-06-01T07:00:00.000Z');
    expect(dates.parseIsoDate('2025-06-01T07:00:00Z')?.toISOString()).toBe('2025-06-01T07:00:00.000Z');
    expect(dates.parseIsoDate('nope')).toBeNull();
    expect(dates.parseIsoDate(null)).toBeNull();
  });

  it('reads a calendar date as date-fns does: local midnight, and no day the month lacks', () => {
    for (const day of ['2025-06-01', '2024-02-29', '2026-12-31', '1000-01-01', '0999-12-31', '2026-12-1'])
      expect(dates.parseIsoDate(day)?.getTime() ?? null, day).toBe(validTime(parseISO(day)));
    expect(dates.parseIsoDate('2025-06-01')).toEqual(new Date(2025, 5, 1));
    for (const day of ['2025-02-29', '2025-04-31', '2025-13-01', '2025-00-10', '2025-06-00']) expect(dates.parseIsoDate(day), day).toBeNull();
  });
});

const validTime = (d: Date) => (Number.isNaN(d.getTime()) ? null : d.getTime());

describe('US date formats', () => {
  it('shows the mobile next delivery as an en-US short date in the shop’s zone', () => {
    expect(dates.formatShortDateUS('2025-06-01')).toBe('6/1/2025');
    expect(dates.formatShortDateUS('2025-05-31T19:00:00Z')).toBe('6/1/2025'); // 07:00 in Auckland
    expect(dates.formatShortDateUS('2025-05-31T19:00:00Z', 'UTC')).toBe('5/31/2025');
    expect(dates.formatShortDateUS('nope')).toBe('');
  });

  it('shows order dates as a long US-style date', () => {
    expect(dates.formatLongDateUS('2025-06-01')).toBe('June 1, 2025');
    expect(dates.formatLongDateUS('2024-12-31T12:00:00Z')).toBe('January 1, 2025');
  });
});

describe('shop time of day', () => {
  it('shows an instant as 24-hour HH:MM in Auckland, standard and daylight time', () => {
    expect(dates.formatShopTime('2025-05-31T19:05:00Z')).toBe('07:05'); // +12:00
    expect(dates.formatShopTime('2026-11-26T11:30:00.000Z')).toBe('00:30'); // +13:00, past midnight
    expect(dates.formatShopTime('not a time')).toBe('');
  });
});
