import { describe, expect, it } from 'vitest';
import { deliveryDays, feedingStart, forecast, forecastCsv, startDay, type ForecastSubscription } from '../../src/domain/forecast';
import { mrrCents, monthlyCents } from '../../src/domain/mrr';

const TODAY = '2026-12-01';
const chicken = (over: Partial<ForecastSubscription> = {}): ForecastSubscription => ({
  status: 'ACTIVE',
  frequency: 28,
  unit: 'day',
  next: '2026-12-03',
  pausedUntil: null,
  recipe: 'Chicken Dog Box',
  kcalPerKg: 3380,
  bagKg: 15,
  bags: 1,
  skippedDays: [],
  pets: [],
  ...over,
});

describe('the kibble forecast', () => {
  it('ships from the next day, or from the end of a pause; never while paused indefinitely or cancelled', () => {
    expect(startDay(chicken(), TODAY)).toBe('2026-12-03');
    expect(startDay(chicken({ next: '2026-11-20' }), TODAY)).toBe(TODAY); // overdue: today
    expect(startDay(chicken({ status: 'PAUSED', next: null, pausedUntil: '2026-12-10' }), TODAY)).toBe('2026-12-10');
    expect(startDay(chicken({ status: 'PAUSED', next: '2026-12-03' }), TODAY)).toBeNull();
    expect(startDay(chicken({ status: 'CANCELLED' }), TODAY)).toBeNull();
    expect(feedingStart(chicken(), TODAY)).toBe(TODAY);
  });

  it('leaves a skipped day out and keeps the rhythm; weeks and months step by their unit', () => {
    expect(deliveryDays(chicken({ skippedDays: ['2026-12-31'] }), TODAY, 90)).toEqual(['2026-12-03', '2027-01-28', '2027-02-25']);
    // 30 days from 1 December: 1–30 December (the 31st is the 31st day).
    expect(deliveryDays(chicken({ frequency: 2, unit: 'week' }), TODAY, 30)).toEqual(['2026-12-03', '2026-12-17']);
    expect(deliveryDays(chicken({ frequency: 1, unit: 'month' }), TODAY, 90)).toEqual(['2026-12-03', '2027-01-03', '2027-02-03']);
  });

  it('a 10 kg dog eats 163 g a day: a 15 kg bag every 28 days oversupplies by 372.7 g a day', () => {
    const f = forecast([chicken({ pets: [{ weight: 10 }] })], TODAY, 30);
    expect(f.recipes).toEqual([{ recipe: 'Chicken Dog Box', shipKg: 15, eatKg: 4.9 }]); // 3 December only; 163 g × 30
    expect(f.oversupplies).toEqual({ subscriptions: 1, kg: 11.2 });
    expect(f.runsOutEarly).toEqual({ subscriptions: 0, kg: 0 });
  });

  it('writes the shipping lines as CSV, quoting the recipe', () => {
    const f = forecast([chicken({ recipe: 'Mixed "Chicken" & Lamb' })], TODAY, 7);
    expect(forecastCsv([f])).toBe('days,recipe,bag_kg,bags,kg_to_ship\r\n7,"Mixed ""Chicken"" & Lamb",15,1,15\r\n');
  });
});

describe('MRR', () => {
  it('per average month of 365.25 / 12 days, rounded once at the end', () => {
    expect(monthlyCents(5600, 28, 'day')).toBe(6087.5);
    expect(monthlyCents(5600, 2, 'week')).toBe(12175);
    expect(monthlyCents(5600, 1, 'month')).toBe(5600);
    expect(
      mrrCents([
        { cents: 5600, frequency: 28, unit: 'day' },
        { cents: 4000, frequency: 1, unit: 'month' },
      ]),
    ).toBe(10088);
  });
});
