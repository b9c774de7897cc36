/**
 * My Next Order's totals say what the next order is charged (issue 61 §2): the spec's subtotal
 * and shipping, the next-order discount when one is due (the trial's 25 % off the first full
 * bag, a stay offer), the total, and that prices include GST.
 */
import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { NextOrderCard } from '../../../src/components/dashboard/sections/NextOrderCard';
import { PRICES_INCLUDE_GST } from '../../../src/domain/money';
import { $busy, $dialog } from '../../../src/stores/dashboard';
import { makeSubscription } from './fixtures';

beforeEach(() => {
  $dialog.set(null);
  $busy.set(null);
});

/** The card's totals as label → amount. */
function totals(): Record<string, string> {
  const list = document.querySelector('.dash-next-order .dash-totals')!;
  return Object.fromEntries([...list.querySelectorAll('div')].map((row) => [row.querySelector('dt')!.textContent, row.querySelector('dd')!.textContent]));
}

describe('My Next Order’s totals', () => {
  it('without a discount: subtotal, shipping and the total charged, incl. GST', () => {
    render(<NextOrderCard subscription={makeSubscription()} />);
    // 153.99 + 2 × 14.24 = 182.47, + 6.99 shipping
    expect(totals()).toEqual({ Subtotal: '$182.47', Shipping: '$6.99', Total: '$189.46' });
    expect(screen.getByText(PRICES_INCLUDE_GST)).toBeTruthy();
  });

  it('with the trial’s 25 % off the first full bag: the discount and the lower total, as the renewal charges it', () => {
    render(<NextOrderCard subscription={makeSubscription({ next_order_discount_percent: 25 })} />);
    // The bag at 0.88 × 0.75 × 174.99 = 115.49 instead of 153.99: 38.50 off.
    expect(totals()).toEqual({ Subtotal: '$182.47', '25% off this order': '−$38.50', Shipping: '$6.99', Total: '$150.96' });
  });
});
