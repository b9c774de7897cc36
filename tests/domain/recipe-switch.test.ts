import { describe, expect, it } from 'vitest';
import { DEMO_CATALOGUE } from '../../functions/db/demo/demo-catalogue';
import { findKibbleVariant } from '../../src/domain/catalogue';
import { recipeSwitchOver } from '../../src/domain/recipe-switch';
import { trialSchedule } from '../../src/domain/trial';

const lamb = findKibbleVariant(DEMO_CATALOGUE, '47100000000201')!;
const chicken = findKibbleVariant(DEMO_CATALOGUE, '47100000000101')!;

describe('recipeSwitchOver', () => {
  it('is the checkout’s ramp for the new bag, the old recipe making up each day', () => {
    const s = recipeSwitchOver({ from: chicken.product, to: lamb.product, variant: lamb.variant, frequencyDays: 44 })!;
    expect(s.gramsPerDay).toBe(114);
    expect(s.days.map(({ day, percent, grams }) => ({ day, percent, grams }))).toEqual(trialSchedule(114).days);
    for (const d of s.days) expect(d.grams + d.previousGrams).toBe(114);
    expect(s.days[6]).toMatchObject({ percent: 100, previousGrams: 0 });
  });

  it('is null when only the size or frequency changes', () => {
    expect(recipeSwitchOver({ from: chicken.product, to: chicken.product, variant: chicken.variant, frequencyDays: 28 })).toBeNull();
  });
});
