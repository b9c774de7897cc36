import { describe, expect, it } from 'vitest';
import { DEMO_CATALOGUE } from '../../functions/db/demo/demo-catalogue';
import {
  CARD_DECLINED_MESSAGE,
  TEST_CARD_ONLY_MESSAGE,
  checkoutDiscount,
  discountNotAppliedMessage,
  checkoutSummary,
  isExpiryCurrent,
  normaliseDiscountCode,
  offerOf,
  passesLuhn,
  testCardOutcome,
} from '../../src/domain/checkout';
import { firstOrderPriceCents, renewalPriceCents } from '../../src/domain/money';
import { trialSchedule } from '../../src/domain/trial';

const lamb = DEMO_CATALOGUE.kibbles.find((k) => k.name === 'Lamb')!;
const lamb5 = lamb.variants.find((v) => v.bagSizeKg === 5)!;
const NOW = new Date('2026-03-10T02:00:00.000Z');

describe('discount codes', () => {
  it('normalises, defaults to the page’s code (else the trial’s), and lets a code the catalogue lacks give way locally', () => {
    expect(normaliseDiscountCode(' welcome20 ')).toBe('WELCOME20');
    expect(normaliseDiscountCode('   ')).toBeNull();
    expect(checkoutDiscount(null, null, false)).toEqual({ code: 'FREE7DAYTRIAL', fallback: 'FREE7DAYTRIAL', notice: null });
    expect(checkoutDiscount(null, 'welcome20', false).code).toBe('WELCOME20');
    expect(checkoutDiscount('free7daytrial', 'WELCOME20', false)).toEqual({ code: 'FREE7DAYTRIAL', fallback: 'WELCOME20', notice: null });
    expect(checkoutDiscount('SPRING10', 'WELCOME20', false)).toEqual({
      code: 'WELCOME20',
      fallback: 'WELCOME20',
      notice: discountNotAppliedMessage('SPRING10', 'WELCOME20'),
    });
    // A page code we do not have is no offer: the trial's is.
    expect(checkoutDiscount('SPRING10', 'BOGUS', false).code).toBe('FREE7DAYTRIAL');
    // Where the shop decides, any code goes to the cart.
    expect(checkoutDiscount('spring10', 'WELCOME20', true)).toEqual({ code: 'SPRING10', fallback: 'WELCOME20', notice: null });
    expect(discountNotAppliedMessage('SPRING10', 'FREE7DAYTRIAL')).toBe(
      'The discount code "SPRING10" does not apply, so your free trial (FREE7DAYTRIAL) is used instead.',
    );
  });

  it('tells the offer from the code', () => {
    expect(offerOf('FREE7DAYTRIAL')).toBe('trial');
    expect(offerOf('welcome20')).toBe('first-order');
  });
});

describe('checkoutSummary', () => {
  it('a trial: the free portion for the plan’s grams, shipping only, first full order 2 + 5 days out at 0.88 × 0.75', () => {
    const s = checkoutSummary({ product: lamb, variant: lamb5, frequencyDays: 31, discountCode: 'FREE7DAYTRIAL', now: NOW });
    expect(s).toMatchObject({
      offer: 'trial',
      gramsPerDay: 161,
      dueTodayCents: 699,
      todayLine: { title: `Luxe Lamb – free 1 week trial (${trialSchedule(161).portionGrams} g)`, priceCents: 0 },
      todayDiscountCents: 0,
      firstOrderPriceCents: firstOrderPriceCents(lamb5.priceCents),
      renewalPriceCents: renewalPriceCents(lamb5.priceCents),
      firstFullOrderDate: '2026-03-17',
    });
    expect(s.trial).toMatchObject({ portionGrams: trialSchedule(161).portionGrams, estimatedDeliveryDate: '2026-03-12' });
    expect(s.trial!.days.map((d) => d.percent)).toEqual([25, 37.5, 50, 62.5, 75, 87.5, 100]);
  });

  it('caps the free portion at 2 kg for a big eater', () => {
    const lamb20 = lamb.variants.find((v) => v.bagSizeKg === 20)!;
    expect(checkoutSummary({ product: lamb, variant: lamb20, frequencyDays: 30, discountCode: 'FREE7DAYTRIAL', now: NOW }).trial!.portionGrams).toBe(2000);
  });

  it('a first order: the bag today at the first-order price, renewing after its frequency', () => {
    const s = checkoutSummary({ product: lamb, variant: lamb5, frequencyDays: 31, discountCode: 'WELCOME20', now: NOW });
    expect(s).toMatchObject({
      offer: 'first-order',
      trial: null,
      todayLine: { title: 'Luxe Lamb 5kg', priceCents: lamb5.priceCents },
      todayDiscountCents: lamb5.priceCents - firstOrderPriceCents(lamb5.priceCents),
      dueTodayCents: firstOrderPriceCents(lamb5.priceCents) + 699,
      firstFullOrderDate: '2026-04-10',
    });
  });
});

describe('the local checkout’s test cards', () => {
  it('approves the approved test card, declines the declined one, refuses anything else', () => {
    expect(testCardOutcome('4242 4242 4242 4242')).toEqual({ ok: true });
    expect(testCardOutcome('4000-0000-0000-0002')).toEqual({ ok: false, code: 'card_declined', message: CARD_DECLINED_MESSAGE });
    expect(testCardOutcome('5555555555554444')).toEqual({ ok: false, code: 'test_card_only', message: TEST_CARD_ONLY_MESSAGE });
  });

  it('checks the Luhn digit and the expiry month', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(passesLuhn('42')).toBe(false);
    expect(isExpiryCurrent('03/26', NOW)).toBe(true);
    expect(isExpiryCurrent('02/26', NOW)).toBe(false);
    expect(isExpiryCurrent('13/30', NOW)).toBe(false);
    expect(isExpiryCurrent('1230', NOW)).toBe(false);
  });
});
