import { describe, expect, it } from 'vitest';
import { owedFailedAttempt } from '../../src/domain/billing';
import { paymentCycleClosedMessage, paymentRetryCents, paymentRetryLabel, paymentRetryLine } from '../../src/domain/payment-retry';
import { nextOrderDiscountCents } from '../../src/domain/renewals';

describe('owedFailedAttempt (issue 47)', () => {
  it('is the latest failed cycle: paying it closes the earlier ones', () => {
    const attempts = [
      { date: '2026-10-30', status: 'error' },
      { date: '2026-11-27', status: 'error', error_code: 'card_declined' },
      { date: '2026-11-28', status: 'success', completed_at: '2026-11-28T07:00:00Z' },
    ];
    expect(owedFailedAttempt(attempts)?.date).toBe('2026-11-27');
    expect(owedFailedAttempt([{ date: '2026-11-27', status: 'error', skipped_on: '2026-11-28' }])).toBeNull();
    expect(owedFailedAttempt(null)).toBeNull();
  });
});

describe('what Retry Payment pays', () => {
  const items = [
    { price: 216.99, final_price: 190.95, quantity: 1, is_main: true },
    { price: 17.99, final_price: 16.19, quantity: 2, is_main: false },
  ];

  it('is the order as it stands: final prices, shipping, less the next-order discount on the main bag', () => {
    expect(paymentRetryCents({ items, shippingPrice: 6.99 })).toBe(19095 + 2 * 1619 + 699);
    const discount = nextOrderDiscountCents(21699, 19095, 25);
    expect(discount).toBeGreaterThan(0);
    expect(paymentRetryCents({ items, shippingPrice: 6.99, next_order_discount_percent: 25 })).toBe(19095 + 2 * 1619 + 699 - discount);
  });

  it('names the delivery and the amount, in the banner and on the button', () => {
    expect(paymentRetryLine('2026-11-27', 18946)).toBe('Retry Payment pays $189.46 for your delivery of November 27, 2026.');
    expect(paymentRetryLabel('2026-11-27', 18946)).toBe('Retry Payment of $189.46 for the delivery of November 27, 2026');
    expect(paymentCycleClosedMessage('2026-11-27')).toMatch(/^Nothing to pay: your delivery of November 27, 2026 is no longer owed/);
  });
});
