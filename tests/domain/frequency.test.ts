import { describe, expect, it } from 'vitest';
import {
  FREQUENCY_OPTIONS_DAYS,
  LEGACY_FREQUENCY_MAX_DAYS,
  LEGACY_FREQUENCY_MIN_DAYS,
  isAllowedFrequency,
  isAllowedLegacyFrequency,
  nearestAllowedFrequency,
} from '../../src/domain/frequency';

describe('frequency options', () => {
  it('are 16–30 each day, 32–48 by two, then 50, 55, 60, 70, 80, 90, 120', () => {
    expect(FREQUENCY_OPTIONS_DAYS).toEqual([
      16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 32, 34, 36, 38, 40, 42, 44, 46, 48, 50, 55, 60, 70, 80, 90, 120,
    ]);
  });

  it.each([
    [15, false],
    [16, true],
    [30, true],
    [31, false],
    [32, true],
    [33, false],
    [48, true],
    [49, false],
    [55, true],
    [100, false],
    [120, true],
    [121, false],
  ])('%i allowed: %s', (days, allowed) => {
    expect(isAllowedFrequency(days)).toBe(allowed);
  });

  it('rejects non-numbers', () => {
    expect(isAllowedFrequency('30')).toBe(false);
  });

  it('snaps to the nearest option, ties to the shorter gap', () => {
    expect(nearestAllowedFrequency(31)).toBe(30);
    expect(nearestAllowedFrequency(52)).toBe(50);
    expect(nearestAllowedFrequency(53)).toBe(55);
    expect(nearestAllowedFrequency(3)).toBe(16);
    expect(nearestAllowedFrequency(200)).toBe(120);
  });

  it('snaps within a narrower list of options when given one', () => {
    expect(nearestAllowedFrequency(66)).toBe(70);
    expect(nearestAllowedFrequency(66, [50, 55, 60])).toBe(60);
    expect(nearestAllowedFrequency(65, [60, 70])).toBe(60);
  });
});

describe('legacy frequency', () => {
  it('is a whole number of days from 7 to 90', () => {
    expect([LEGACY_FREQUENCY_MIN_DAYS, LEGACY_FREQUENCY_MAX_DAYS]).toEqual([7, 90]);
    expect(isAllowedLegacyFrequency(6)).toBe(false);
    expect(isAllowedLegacyFrequency(7)).toBe(true);
    expect(isAllowedLegacyFrequency(90)).toBe(true);
    expect(isAllowedLegacyFrequency(91)).toBe(false);
    expect(isAllowedLegacyFrequency(7.5)).toBe(false);
  });
});
