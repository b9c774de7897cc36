import { describe, expect, it } from 'vitest';
import * as weight from '../../src/domain/weight';

describe('pet-screen weight', () => {
  it('is 1–60 kg with default 10', () => {
    expect([weight.WEIGHT_MIN_KG, weight.WEIGHT_MAX_KG, weight.DEFAULT_WEIGHT_KG]).toEqual([1, 60, 10]);
  });

  it.each([
    [0.99, 1],
    [1, 1],
    [60, 60],
    [60.01, 60],
    [-4, 1],
    [12.5, 12.5],
    ['12.5', 12.5],
    ['', 10],
    ['   ', 10],
    [0, 10],
    ['0', 10],
    ['abc', 10],
    [null, 10],
    [undefined, 10],
  ])('on blur %s becomes %s', (input, kg) => {
    expect(weight.normaliseWeight(input)).toBe(kg);
  });

  it('reads a decimal comma as a decimal point, and says what the blur rule did to a typed weight', () => {
    expect(['12,5', ' 7,25 ', '1.250,5'].map(weight.normaliseWeight)).toEqual([12.5, 7.25, 10]);
    expect(weight.sanitiseWeightInput('12,5')).toBe('12.5'); // the overlay's keystrokes
    const typed = ['200', '0.5', '0', '', 'heavy', '12,5', '60'];
    expect(Object.fromEntries(typed.map((t) => [t, weight.weightChangeNote(t)]))).toEqual({
      '200': '200 kg is more than the 60 kg we plan for: the plan uses 60 kg.',
      '0.5': '0.5 kg is less than the 1 kg we plan for: the plan uses 1 kg.',
      '0': '0 kg is not a weight: the plan uses 10 kg.',
      '': 'No weight given: the plan uses 10 kg.',
      heavy: '“heavy” is not a weight in kg: the plan uses 10 kg.',
      '12,5': null,
      '60': null,
    });
  });

  it('alerts with the spec’s exact texts on submit', () => {
    expect(weight.WEIGHT_TOO_HIGH_MESSAGE).toBe('Pet weight cannot exceed 60kg. Please adjust the weight.');
    expect(weight.WEIGHT_TOO_LOW_MESSAGE).toBe('Pet weight must be at least 1kg. Please adjust the weight.');
    expect(weight.weightAlert(60.01)).toBe(weight.WEIGHT_TOO_HIGH_MESSAGE);
    expect(weight.weightAlert(60)).toBeNull();
    expect(weight.weightAlert(1)).toBeNull();
    expect(weight.weightAlert(0.99)).toBe(weight.WEIGHT_TOO_LOW_MESSAGE);
    expect(weight.weightAlert('')).toBeNull();
  });

  it('checks the range inclusively', () => {
    expect(weight.isWeightInRange(0.99)).toBe(false);
    expect(weight.isWeightInRange(1)).toBe(true);
    expect(weight.isWeightInRange(60)).toBe(true);
    expect(weight.isWeightInRange(60.01)).toBe(false);
    expect(weight.isWeightInRange('x')).toBe(false);
  });

  it('accepts only digits and one decimal point in the overlay', () => {
    expect(weight.sanitiseWeightInput('12.3.4kg')).toBe('12.34');
    expect(weight.sanitiseWeightInput('-7')).toBe('7');
    expect(weight.sanitiseWeightInput('.5')).toBe('.5');
    expect(weight.sanitiseWeightInput('abc')).toBe('');
  });

  it('lets the mobile screen turn a non-numeric weight into 0', () => {
    expect(weight.mobileWeight('heavy')).toBe(0);
    expect(weight.mobileWeight('23.4')).toBe(23.4);
  });
});

describe('free-trial weight', () => {
  it('caps at 30 kg, step 0.1, with the spec’s texts', () => {
    expect(weight.FREE_TRIAL_MAX_WEIGHT_KG).toBe(30);
    expect(weight.FREE_TRIAL_WEIGHT_STEP_KG).toBe(0.1);
    expect(weight.FREE_TRIAL_WEIGHT_NOTE).toBe('Maximum free trial weight: 30kg');
    expect(weight.FREE_TRIAL_WEIGHT_TOO_HIGH_MESSAGE).toBe('Maximum free trial weight: 30kg');
    expect(weight.FREE_TRIAL_WEIGHT_LIMIT_REDIRECT_MESSAGE).toBe('Pet weight cannot exceed 30kg. Please adjust the weight below.');
  });

  it('errors above 30 kg only', () => {
    expect(weight.freeTrialWeightError(30)).toBeNull();
    expect(weight.freeTrialWeightError(30.1)).toBe(weight.FREE_TRIAL_WEIGHT_TOO_HIGH_MESSAGE);
  });
});

describe('recipe-page weight', () => {
  it('caps at 45 kg with step 0.5', () => {
    expect(weight.RECIPE_PAGE_MAX_WEIGHT_KG).toBe(45);
    expect(weight.RECIPE_PAGE_WEIGHT_STEP_KG).toBe(0.5);
  });

  it('redirects above 45 kg to the free-trial form with the weight_limit error', () => {
    expect(weight.WEIGHT_LIMIT_REDIRECT_PATH).toBe('/free-trial?error=weight_limit');
    expect(weight.recipePageWeightRedirect(45)).toBeNull();
    expect(weight.recipePageWeightRedirect(45.5)).toBe('/free-trial?error=weight_limit');
    expect(weight.recipePageWeightRedirect('46')).toBe('/free-trial?error=weight_limit');
    expect(weight.recipePageWeightRedirect(null)).toBeNull();
  });

  it('clamps to 45 kg on blur with the 2-second notice text', () => {
    expect(weight.RECIPE_PAGE_WEIGHT_NOTICE).toBe('maximum dog weight for the free 1 week trial is 45kg');
    expect(weight.clampRecipePageWeight(50)).toEqual({ weight: 45, notice: weight.RECIPE_PAGE_WEIGHT_NOTICE });
    expect(weight.clampRecipePageWeight(45)).toEqual({ weight: 45, notice: null });
  });
});
