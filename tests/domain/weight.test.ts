import { describe, expect, it } from 'vitest';
import {
  DEFAULT_WEIGHT_KG,
  FREE_TRIAL_MAX_WEIGHT_KG,
  FREE_TRIAL_WEIGHT_LIMIT_REDIRECT_MESSAGE,
  FREE_TRIAL_WEIGHT_NOTE,
  FREE_TRIAL_WEIGHT_STEP_KG,
  FREE_TRIAL_WEIGHT_TOO_HIGH_MESSAGE,
  RECIPE_PAGE_MAX_WEIGHT_KG,
  RECIPE_PAGE_WEIGHT_NOTICE,
  RECIPE_PAGE_WEIGHT_STEP_KG,
  WEIGHT_LIMIT_REDIRECT_PATH,
  WEIGHT_MAX_KG,
  WEIGHT_MIN_KG,
  WEIGHT_TOO_HIGH_MESSAGE,
  WEIGHT_TOO_LOW_MESSAGE,
  clampRecipePageWeight,
  freeTrialWeightError,
  isWeightInRange,
  mobileWeight,
  normaliseWeight,
  recipePageWeightRedirect,
  sanitiseWeightInput,
  weightAlert,
} from '../../src/domain/weight';

describe('pet-screen weight', () => {
  it('is 1–60 kg with default 10', () => {
    expect([WEIGHT_MIN_KG, WEIGHT_MAX_KG, DEFAULT_WEIGHT_KG]).toEqual([1, 60, 10]);
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
    expect(normaliseWeight(input)).toBe(kg);
  });

  it('alerts with the spec’s exact texts on submit', () => {
    expect(WEIGHT_TOO_HIGH_MESSAGE).toBe('Pet weight cannot exceed 60kg. Please adjust the weight.');
    expect(WEIGHT_TOO_LOW_MESSAGE).toBe('Pet weight must be at least 1kg. Please adjust the weight.');
    expect(weightAlert(60.01)).toBe(WEIGHT_TOO_HIGH_MESSAGE);
    expect(weightAlert(60)).toBeNull();
    expect(weightAlert(1)).toBeNull();
    expect(weightAlert(0.99)).toBe(WEIGHT_TOO_LOW_MESSAGE);
    expect(weightAlert('')).toBeNull();
  });

  it('checks the range inclusively', () => {
    expect(isWeightInRange(0.99)).toBe(false);
    expect(isWeightInRange(1)).toBe(true);
    expect(isWeightInRange(60)).toBe(true);
    expect(isWeightInRange(60.01)).toBe(false);
    expect(isWeightInRange('x')).toBe(false);
  });

  it('accepts only digits and one decimal point in the overlay', () => {
    expect(sanitiseWeightInput('12.3.4kg')).toBe('12.34');
    expect(sanitiseWeightInput('-7')).toBe('7');
    expect(sanitiseWeightInput('.5')).toBe('.5');
    expect(sanitiseWeightInput('abc')).toBe('');
  });

  it('lets the mobile screen turn a non-numeric weight into 0', () => {
    expect(mobileWeight('heavy')).toBe(0);
    expect(mobileWeight('23.4')).toBe(23.4);
  });
});

describe('free-trial weight', () => {
  it('caps at 30 kg, step 0.1, with the spec’s texts', () => {
    expect(FREE_TRIAL_MAX_WEIGHT_KG).toBe(30);
    expect(FREE_TRIAL_WEIGHT_STEP_KG).toBe(0.1);
    expect(FREE_TRIAL_WEIGHT_NOTE).toBe('Maximum free trial weight: 30kg');
    expect(FREE_TRIAL_WEIGHT_TOO_HIGH_MESSAGE).toBe('Pet weight cannot exceed 30kg. Please adjust the weight.');
    expect(FREE_TRIAL_WEIGHT_LIMIT_REDIRECT_MESSAGE).toBe('Pet weight cannot exceed 30kg. Please adjust the weight below.');
  });

  it('errors above 30 kg only', () => {
    expect(freeTrialWeightError(30)).toBeNull();
    expect(freeTrialWeightError(30.1)).toBe(FREE_TRIAL_WEIGHT_TOO_HIGH_MESSAGE);
  });
});

describe('recipe-page weight', () => {
  it('caps at 45 kg with step 0.5', () => {
    expect(RECIPE_PAGE_MAX_WEIGHT_KG).toBe(45);
    expect(RECIPE_PAGE_WEIGHT_STEP_KG).toBe(0.5);
  });

  it('redirects above 45 kg to the free-trial form with the weight_limit error', () => {
    expect(WEIGHT_LIMIT_REDIRECT_PATH).toBe('/free-trial?error=weight_limit');
    expect(recipePageWeightRedirect(45)).toBeNull();
    expect(recipePageWeightRedirect(45.5)).toBe('/free-trial?error=weight_limit');
    expect(recipePageWeightRedirect('46')).toBe('/free-trial?error=weight_limit');
    expect(recipePageWeightRedirect(null)).toBeNull();
  });

  it('clamps to 45 kg on blur with the 2-second notice text', () => {
    expect(RECIPE_PAGE_WEIGHT_NOTICE).toBe('maximum dog weight for the free 1 week trial is 45kg');
    expect(clampRecipePageWeight(50)).toEqual({ weight: 45, notice: RECIPE_PAGE_WEIGHT_NOTICE });
    expect(clampRecipePageWeight(45)).toEqual({ weight: 45, notice: null });
  });
});
