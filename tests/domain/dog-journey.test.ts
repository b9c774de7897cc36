import { DEMO_CATALOGUE } from '../../functions/db/demo/demo-catalogue';
import { afterEach, describe, expect, it } from 'vitest';
import { birthdayNoticeText } from '../../src/copy/dog-journey';
import { birthdayChange, isCancelledCustomer, isReminderDue } from '../../src/domain/dog-journey';
import { birthdayOf, boundaryAhead, boundaryReached, lifeStageOn } from '../../src/domain/life-stage-dates';
import { petFeeding } from '../../src/domain/feeding';
import { shopToday } from '../../src/domain/renewals';
import { chartPoints, targetProgress, withEntry } from '../../src/domain/weight-journal';

const ORIGINAL_TZ = process.env.TZ;
afterEach(() => {
  process.env.TZ = ORIGINAL_TZ;
});

describe('life stage from the date of birth', () => {
  it('moves puppy → adult on the first birthday and adult → senior on the eighth', () => {
    expect(lifeStageOn('2024-12-03', '2025-12-02')).toBe('puppy');
    expect(lifeStageOn('2024-12-03', '2025-12-03')).toBe('adult');
    expect(lifeStageOn('2017-12-03', '2025-12-02')).toBe('adult');
    expect(lifeStageOn('2017-12-03', '2025-12-03')).toBe('senior');
    expect(lifeStageOn(null, '2025-12-03')).toBeNull();
  });

  it('gives a dog born on 29 February its birthday on 1 March in a common year, as the pet card counts its age', () => {
    expect(birthdayOf('2024-02-29', 1)).toBe('2025-03-01');
    expect(birthdayOf('2024-02-29', 4)).toBe('2028-02-29');
    expect(lifeStageOn('2024-02-29', '2025-02-28')).toBe('puppy');
    expect(lifeStageOn('2024-02-29', '2025-03-01')).toBe('adult');
    expect(boundaryReached('2024-02-29', '2025-03-01')?.day).toBe('2025-03-01');
    expect(boundaryAhead('2024-02-29', '2025-02-15')?.day).toBe('2025-03-01');
  });
});

describe('the 14 days ahead', () => {
  const dob = '2024-12-03';
  it('finds a boundary 1 to 14 days after today, never today or the 15th day', () => {
    expect(boundaryAhead(dob, '2025-11-19')).toEqual({ boundary: { years: 1, from: 'puppy', to: 'adult' }, day: '2025-12-03' });
    expect(boundaryAhead(dob, '2025-11-18')).toBeNull();
    expect(boundaryAhead(dob, '2025-12-02')?.day).toBe('2025-12-03');
    expect(boundaryAhead(dob, '2025-12-03')).toBeNull();
    expect(boundaryAhead(null, '2025-11-23')).toBeNull();
  });

  it('finds the eighth birthday as well', () => {
    expect(boundaryAhead('2017-12-03', '2025-11-23')?.boundary.to).toBe('senior');
  });

  it('reaches the boundary on the day and catches up a missed run, but not a dog added weeks later', () => {
    expect(boundaryReached(dob, '2025-12-02')).toBeNull();
    expect(boundaryReached(dob, '2025-12-03')?.boundary.to).toBe('adult');
    expect(boundaryReached(dob, '2025-12-17')?.boundary.to).toBe('adult');
    expect(boundaryReached(dob, '2025-12-18')).toBeNull();
  });

  it('counts in the shop’s day (+12:00) whatever the machine’s zone', () => {
    // 12:00 UTC on 2 December is already 3 December in the shop: the birthday.
    const instant = new Date('2025-12-02T12:00:00Z');
    for (const tz of ['UTC', 'Pacific/Auckland', 'America/Los_Angeles', 'Pacific/Kiritimati']) {
      process.env.TZ = tz;
      const today = shopToday(instant);
      expect(today).toBe('2025-12-03');
      expect(boundaryReached(dob, today)?.day).toBe('2025-12-03');
      expect(boundaryAhead(dob, shopToday(new Date('2025-12-02T11:59:00Z')))?.day).toBe('2025-12-03');
    }
  });
});

describe('the birthday notice', () => {
  const biscuit = { id: 'b', name: 'Biscuit', sex: 'male', weight: 20, life_stage: 'puppy', dob: '2024-12-03' };
  const crossing = boundaryAhead(biscuit.dob, '2025-11-23')!;

  it('halves a puppy’s grams at one, from the feeding formula, and says how long the next delivery lasts', () => {
    const change = birthdayChange([biscuit], 'b', crossing, {
      catalogue: DEMO_CATALOGUE,
      kcalPerKg: 3380,
      bagKg: 15,
      frequency: 28,
      nextDelivery: '2025-12-10',
    })!;
    const before = petFeeding({ ...biscuit, life_stage: 'puppy' }).kibble_grams_per_day;
    const after = petFeeding({ ...biscuit, life_stage: 'adult' }).kibble_grams_per_day;
    expect(change).toMatchObject({ gramsBefore: before, gramsAfter: after, from: 'puppy', to: 'adult', years: 1, day: '2025-12-03' });
    expect(Math.abs(after * 2 - before)).toBeLessThanOrEqual(1);
    expect(change.daysAfter).toBeGreaterThan(change.daysBefore!);
    expect(change.fitAfter?.status).toBe('too_much');
    expect(birthdayNoticeText(change)).toBe(
      `Biscuit turns 1 on 3 December: his food drops from ${before} g to ${after} g a day; your next delivery would last ${change.daysAfter} days instead of ${change.daysBefore}`,
    );
  });

  it('says nothing of deliveries without a plan', () => {
    const change = birthdayChange([biscuit], 'b', crossing, null)!;
    expect(birthdayNoticeText(change)).toMatch(/a day$/);
  });
});

describe('weigh-in reminders', () => {
  it('are due once a month for a puppy or a dog with a target, unless turned off', () => {
    expect(isReminderDue({ life_stage: 'puppy' }, '2025-12-03')).toBe(true);
    expect(isReminderDue({ life_stage: 'adult' }, '2025-12-03')).toBe(false);
    expect(isReminderDue({ life_stage: 'adult', targetKg: 18 }, '2025-12-03')).toBe(true);
    expect(isReminderDue({ life_stage: 'puppy', lastReminderMonth: '2025-12' }, '2025-12-31')).toBe(false);
    expect(isReminderDue({ life_stage: 'puppy', lastReminderMonth: '2025-11' }, '2025-12-01')).toBe(true);
    expect(isReminderDue({ life_stage: 'puppy', remindersOff: true }, '2025-12-03')).toBe(false);
  });

  it('wait three weeks after the dog was added or last weighed', () => {
    // 2025-12-03 less 21 days is 2025-11-12: a day later is still too soon.
    expect(isReminderDue({ life_stage: 'puppy', addedOn: '2025-11-13' }, '2025-12-03')).toBe(false);
    expect(isReminderDue({ life_stage: 'puppy', addedOn: '2025-11-12' }, '2025-12-03')).toBe(true);
    expect(isReminderDue({ life_stage: 'puppy', addedOn: '2025-01-01', lastWeighedOn: '2025-11-30' }, '2025-12-03')).toBe(false);
    expect(isReminderDue({ life_stage: 'puppy', addedOn: '2025-01-01', lastWeighedOn: '2025-11-01' }, '2025-12-03')).toBe(true);
  });

  it('read the stage from the dob when there is one', () => {
    expect(isReminderDue({ life_stage: 'adult', dob: '2025-06-01' }, '2025-12-03')).toBe(true);
    expect(isReminderDue({ life_stage: 'puppy', dob: '2020-06-01' }, '2025-12-03')).toBe(false);
  });

  it('are never for a customer whose every subscription is over', () => {
    expect(isCancelledCustomer(['CANCELLED'])).toBe(true);
    expect(isCancelledCustomer(['CANCELLED', 'ACTIVE'])).toBe(false);
    expect(isCancelledCustomer([])).toBe(false);
  });
});

describe('the chart', () => {
  const dog = { weight: 12, life_stage: 'adult', dob: '2024-12-03' };

  it('shows the last 12 months, oldest first, with the formula’s grams at each weight and the stage of that day', () => {
    const entries = [
      { day: '2025-12-05', kg: 12 },
      { day: '2024-11-30', kg: 2 }, // more than 12 months back
      { day: '2025-06-01', kg: 8 },
    ];
    const points = chartPoints(entries, dog, '2025-12-10');
    expect(points.map((p) => p.day)).toEqual(['2025-06-01', '2025-12-05']);
    expect(points[0]!.grams).toBe(petFeeding({ weight: 8, life_stage: 'puppy' }).grams_per_day);
    expect(points[1]!.grams).toBe(petFeeding({ weight: 12, life_stage: 'adult' }).grams_per_day);
  });

  it('keeps the stage the owner chose for the current period', () => {
    const points = chartPoints([{ day: '2025-12-05', kg: 12 }], { ...dog, life_stage: 'puppy' }, '2025-12-10');
    expect(points[0]!.grams).toBe(petFeeding({ weight: 12, life_stage: 'puppy' }).grams_per_day);
  });

  it('measures progress toward a target from the first point', () => {
    expect(
      targetProgress(
        [
          { day: '2025-01-01', kg: 20 },
          { day: '2025-03-01', kg: 18 },
        ],
        16,
      ),
    ).toEqual({
      targetKg: 16,
      startKg: 20,
      currentKg: 18,
      toGoKg: 2,
      share: 0.5,
    });
    expect(targetProgress([], 16)).toBeNull();
    expect(targetProgress([{ day: '2025-01-01', kg: 20 }], null)).toBeNull();
  });

  it('keeps one reading per day in a browser’s journal', () => {
    expect(withEntry([{ day: '2025-06-01', kg: 10 }], { day: '2025-06-01', kg: 10.4 })).toEqual([{ day: '2025-06-01', kg: 10.4 }]);
  });
});
