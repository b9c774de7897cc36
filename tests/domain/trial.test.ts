import { describe, expect, it } from 'vitest';
import * as trial from '../../src/domain/trial';
import { DEMO_CATALOGUE } from '../../functions/db/demo/demo-catalogue';
import { TIMERS_MS } from '../../src/copy/timers';
import { IFRAME_HEIGHT_CAP_PX, NARROW_LAYOUT_MAX_PX, iframeHeight, isNarrowLayout } from '../../src/domain/layout';
import { formatNzdCents } from '../../src/domain/money';

describe('trial terms (001 §9)', () => {
  it('pins the terms', () => {
    expect(trial.TRIAL_FREE_PORTION_MAX_KG).toBe(2);
    expect(trial.TRIAL_FIRST_ORDER_DELAY_DAYS).toBe(5);
    expect(trial.TRIAL_FIRST_ORDER_DISCOUNT_PERCENT).toBe(25);
    expect(formatNzdCents(trial.TRIAL_FREE_TREATS_VALUE_CENTS)).toBe('$12.99');
    expect(trial.TRIAL_FREE_TREATS_ORDER_NUMBER).toBe(2);
    expect(trial.TRIALS_PER_HOUSEHOLD).toBe(1);
  });

  it('reads protein from the catalogue: lamb 31 %, chicken 28 %', () => {
    expect(trial.trialProteinPercent(DEMO_CATALOGUE)).toEqual({ Chicken: 28, Lamb: 31 });
    const shop = { ...DEMO_CATALOGUE, kibbles: DEMO_CATALOGUE.kibbles.map((k) => ({ ...k, trial: k.name === 'Mixed' })) };
    expect(trial.trialProteinPercent(shop)).toEqual({ Mixed: 29 });
  });

  it('ramps evenly from 25 % on day 1 to 100 % on day 7', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(trial.trialRampPercent)).toEqual([25, 37.5, 50, 62.5, 75, 87.5, 100]);
    expect(trial.trialRampPercent(0)).toBe(25);
    expect(trial.trialRampPercent(9)).toBe(100);
  });

  it('schedules the trial days and caps the free portion at 2 kg', () => {
    const schedule = trial.trialSchedule(163);
    expect(schedule.days.map((d) => d.grams)).toEqual([41, 61, 82, 102, 122, 143, 163]);
    expect(schedule.portionGrams).toBe(714);
    expect(trial.trialSchedule(600).portionGrams).toBe(2000); // 600 × 4.375 = 2625 g, capped
  });
});

describe('discount codes', () => {
  it('defaults to FREE7DAYTRIAL on the trial page and WELCOME20 on the first-order page', () => {
    expect(trial.TRIAL_DISCOUNT_CODE).toBe('FREE7DAYTRIAL');
    expect(trial.FIRST_ORDER_DISCOUNT_CODE).toBe('WELCOME20');
    expect(trial.KNOWN_DISCOUNT_CODES).toEqual(['FREE7DAYTRIAL', 'WELCOME20']);
    expect(trial.discountCodeFor('trial', null)).toBe('FREE7DAYTRIAL');
    expect(trial.discountCodeFor('first-order', undefined)).toBe('WELCOME20');
    expect(trial.discountCodeFor('first-order', '  ')).toBe('WELCOME20');
  });

  it('uses a discount from the query', () => {
    expect(trial.discountCodeFor('trial', ' SPRING10 ')).toBe('SPRING10');
  });

  it('knows its codes regardless of case', () => {
    expect(trial.isKnownDiscountCode('welcome20')).toBe(true);
    expect(trial.isKnownDiscountCode('SPRING10')).toBe(false);
  });
});

describe('timers and layout (001 §9, 000 §9)', () => {
  it('pins every timer', () => {
    expect(TIMERS_MS).toEqual({
      saveDebounce: 500,
      addToCartOverlay: 5000,
      chunkLoadTimeout: 120000,
      freeTrialOverlay: 5000,
      mobileSave: 1000,
      successNotice: 3000,
      weightNotice: 2000,
      discountNotice: 4000,
      loadingMessageRotate: 1000,
      emailSentDialog: 10000,
      trialIframeHeight: 500,
      dashboardIframeHeightFirst: 3000,
      dashboardIframeHeightChange: 100,
    });
  });

  it('caps reported heights at 5000 px and switches layout at 768 px', () => {
    expect(IFRAME_HEIGHT_CAP_PX).toBe(5000);
    expect(iframeHeight(7200.4)).toBe(5000);
    expect(iframeHeight(1200.2)).toBe(1201);
    expect(iframeHeight(-5)).toBe(0);
    expect(NARROW_LAYOUT_MAX_PX).toBe(768);
    expect(isNarrowLayout(768)).toBe(true);
    expect(isNarrowLayout(769)).toBe(false);
  });
});

describe('loading messages and texts', () => {
  it('rotates the loading messages and wraps', () => {
    expect(trial.loadingMessageAt(0)).toBe(trial.CHECKOUT_LOADING_MESSAGES[0]);
    expect(trial.loadingMessageAt(trial.CHECKOUT_LOADING_MESSAGES.length + 1)).toBe(trial.CHECKOUT_LOADING_MESSAGES[1]);
    expect(new Set(trial.CHECKOUT_LOADING_MESSAGES).size).toBeGreaterThan(1);
  });

  it('words the titles and buttons with the dog’s name', () => {
    expect(trial.freeTrialTitle('Rex')).toBe("Claim Rex's 7 day FREE trial!");
    expect(trial.trialRecipeTitle('Rex')).toBe("Start Rex's risk FREE 1 week trial");
    expect(trial.firstOrderRecipeTitle('Rex')).toBe("We've calculated Rex's ideal calorie intake!");
    expect(trial.trialButtonLabel('Lamb')).toBe('Start FREE Lamb Trial');
    expect(trial.trialOfferLine('Luxe Lamb')).toBe('Get 1 week of Luxe Lamb For FREE - just pay shipping');
  });
});
