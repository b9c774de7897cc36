/**
 * The plan-fit notice's fix and numbers (issue 21): which change call a suggestion becomes, and
 * the sentence the cards say (src/copy/plan-fit.ts), edges included.
 */
import { describe, expect, it } from 'vitest';
import { planFitFixLabel, planFitNoticeText } from '../../src/copy/plan-fit';
import { planFitFix, planFitFixMonthly, planFitGapDays } from '../../src/domain/plan-fit-fix';
import { DEMO_CATALOGUE } from '../../functions/db/demo/demo-catalogue';
import type { Catalogue } from '../../src/domain/catalogue';

const CHICKEN_10 = '47100000000102';
const CHICKEN_15 = '47100000000103';
const CHICKEN_20 = '47100000000104';
const LAMB_15 = '47100000000203';
const LAMB_20 = '47100000000204';

describe('planFitFix', () => {
  it('the same bag: a change of frequency', () => {
    expect(planFitFix(DEMO_CATALOGUE, { bagKg: 15, suggestion: { frequency: 23, bagKg: 15 } }, CHICKEN_15)).toEqual({ kind: 'frequency', frequency: 23 });
  });

  it('another bag: that size of the same kibble, at the suggested frequency', () => {
    expect(planFitFix(DEMO_CATALOGUE, { bagKg: 10, suggestion: { frequency: 17, bagKg: 20 } }, CHICKEN_10)).toEqual({
      kind: 'bag',
      frequency: 17,
      bagKg: 20,
      variantId: CHICKEN_20,
    });
    expect(planFitFix(DEMO_CATALOGUE, { bagKg: 15, suggestion: { frequency: 17, bagKg: 20 } }, LAMB_15)).toEqual({
      kind: 'bag',
      frequency: 17,
      bagKg: 20,
      variantId: LAMB_20,
    });
  });

  it('two 10 kg bags a delivery count as 20 kg: a 20 kg suggestion is a change of frequency', () => {
    expect(planFitFix(DEMO_CATALOGUE, { bagKg: 20, suggestion: { frequency: 30, bagKg: 20 } }, CHICKEN_10)).toEqual({ kind: 'frequency', frequency: 30 });
  });

  it('nothing to suggest, or a kibble we do not sell: no fix', () => {
    expect(planFitFix(DEMO_CATALOGUE, { bagKg: 15, suggestion: null }, CHICKEN_15)).toBeNull();
    expect(planFitFix(DEMO_CATALOGUE, { bagKg: 10, suggestion: { frequency: 17, bagKg: 20 } }, '999')).toBeNull();
    expect(planFitFix(DEMO_CATALOGUE, { bagKg: 10, suggestion: { frequency: 17, bagKg: 20 } }, null)).toBeNull();
  });

  it('takes the bag from the catalogue it is given: a shop of 3, 8 and 12 kg bags at its own prices', () => {
    const shop: Catalogue = {
      kibbles: [
        {
          ...DEMO_CATALOGUE.kibbles[0]!,
          id: 'p-1',
          variants: [
            { id: 'v-3', bagSizeKg: 3, sku: 'A-3', priceCents: 3000 },
            { id: 'v-8', bagSizeKg: 8, sku: 'A-8', priceCents: 7000 },
            { id: 'v-12', bagSizeKg: 12, sku: 'A-12', priceCents: 10000 },
          ],
        },
      ],
      treats: [],
      plans: [{ id: 'sp-14', frequencyDays: 14, discountPercent: 20 }],
      defaultProductId: 'p-1',
    };
    const fix = planFitFix(shop, { bagKg: 8, suggestion: { frequency: 14, bagKg: 12 } }, 'v-8');
    expect(fix).toEqual({ kind: 'bag', frequency: 14, bagKg: 12, variantId: 'v-12' });
    // The new bag at its list price less the 14-day plan's 20 %: 8000 c a delivery, every 14 days.
    expect(planFitFixMonthly(shop, { mainUnitCents: 6160, quantity: 1, restCents: 0, frequency: 28 }, fix!).afterCents).toBe(
      Math.round((8000 * 365.25) / 12 / 14),
    );
    expect(planFitFix(shop, { bagKg: 8, suggestion: { frequency: 14, bagKg: 10 } }, 'v-8')).toBeNull();
    expect(planFitFix(DEMO_CATALOGUE, { bagKg: 8, suggestion: { frequency: 14, bagKg: 12 } }, 'v-8')).toBeNull();
  });
});

describe('planFitGapDays', () => {
  it('is the days either side of the next delivery, or null when nothing eats', () => {
    expect(planFitGapDays({ daysPerBag: 23, frequency: 28 })).toBe(5);
    expect(planFitGapDays({ daysPerBag: 40, frequency: 28 })).toBe(12);
    expect(planFitGapDays({ daysPerBag: 28, frequency: 28 })).toBe(0);
    expect(planFitGapDays({ daysPerBag: null, frequency: 28 })).toBeNull();
  });
});

describe('the notice’s words', () => {
  const fit = { bagKg: 15, daysPerBag: 23, frequency: 28, nextDelivery: '2026-12-12' } as const;

  it('runs out early, for dogs and for one dog', () => {
    expect(planFitNoticeText({ ...fit, status: 'runs_out_early' }, { dogs: 2 })).toBe(
      'Your dogs finish this 15 kg bag in 23 days, 5 days before the next delivery on December 12, 2026.',
    );
    expect(planFitNoticeText({ ...fit, status: 'runs_out_early' }, { dogs: 1 })).toBe(
      'Your dog finishes this 15 kg bag in 23 days, 5 days before the next delivery on December 12, 2026.',
    );
  });

  it('too much, with two bags a delivery, a 2.5 kg bag and a single day', () => {
    expect(planFitNoticeText({ ...fit, bagKg: 30, daysPerBag: 40, status: 'too_much' }, { dogs: 2, quantity: 2 })).toBe(
      'These 2 × 15 kg bags last your dogs 40 days, 12 days past the next delivery on December 12, 2026.',
    );
    expect(planFitNoticeText({ ...fit, bagKg: 2.5, daysPerBag: 1, frequency: 16, status: 'runs_out_early' }, { dogs: 2 })).toBe(
      'Your dogs finish this 2.5 kg bag in 1 day, 15 days before the next delivery on December 12, 2026.',
    );
  });

  it('without a next delivery it still says how it compares', () => {
    expect(planFitNoticeText({ ...fit, nextDelivery: null, status: 'runs_out_early' }, { dogs: 2 })).toBe(
      'Your dogs finish this 15 kg bag in 23 days, 5 days before the next delivery.',
    );
  });

  it('says nothing when it fits or nothing eats', () => {
    expect(planFitNoticeText({ ...fit, daysPerBag: 27, status: 'fits' }, { dogs: 2 })).toBeNull();
    expect(planFitNoticeText({ ...fit, daysPerBag: null, status: 'fits' }, { dogs: 0 })).toBeNull();
  });

  it('labels the fix by what it changes', () => {
    expect(planFitFixLabel({ kind: 'frequency', frequency: 23 })).toBe('Deliver every 23 days');
    expect(planFitFixLabel({ kind: 'bag', frequency: 17, bagKg: 20, variantId: CHICKEN_20 })).toBe('Switch to 20 kg every 17 days');
  });
});
