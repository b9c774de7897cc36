import { describe, expect, it } from 'vitest';
import { ageInYears, ageLabel } from '../../src/domain/age';

describe('ageInYears', () => {
  it('counts a birthday today as a completed year', () => {
    expect(ageInYears('2020-06-15', '2025-06-15')).toBe(5);
  });

  it('is one less when the birthday is tomorrow', () => {
    expect(ageInYears('2020-06-16', '2025-06-15')).toBe(4);
  });

  it('is one less when the birthday month is still to come', () => {
    expect(ageInYears('2020-07-01', '2025-06-30')).toBe(4);
    expect(ageInYears('2020-05-31', '2025-06-01')).toBe(5);
  });

  it('accepts Date values read in local time and ISO timestamps', () => {
    expect(ageInYears('2019-03-10T00:00:00.000Z', new Date(2025, 2, 10))).toBe(6);
    expect(ageInYears(new Date(2019, 2, 11), new Date(2025, 2, 10))).toBe(5);
  });

  it('is 0 for a dog born this year or in the future, null without a usable dob', () => {
    expect(ageInYears('2025-01-01', '2025-06-15')).toBe(0);
    expect(ageInYears('2026-01-01', '2025-06-15')).toBe(0);
    expect(ageInYears(null, '2025-06-15')).toBeNull();
    expect(ageInYears('', '2025-06-15')).toBeNull();
    expect(ageInYears('soon', '2025-06-15')).toBeNull();
    expect(ageInYears('2020-13-01', '2025-06-15')).toBeNull();
  });
});

describe('ageLabel', () => {
  it('shows whole years with Yrs, or Age unknown', () => {
    expect(ageLabel('2020-06-15', '2025-06-15')).toBe('5 Yrs');
    expect(ageLabel('2020-06-16', '2025-06-15')).toBe('4 Yrs');
    expect(ageLabel(undefined, '2025-06-15')).toBe('Age unknown');
  });
});
