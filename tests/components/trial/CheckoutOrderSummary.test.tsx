import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OrderSummary } from '../../../src/components/trial/CheckoutOrderSummary';
import { DEMO_CATALOGUE } from '../../../functions/db/demo/demo-catalogue';
import { checkoutSummary } from '../../../src/domain/checkout';
import { formatNzdCents, PRICES_INCLUDE_GST } from '../../../src/domain/money';

const lamb = DEMO_CATALOGUE.kibbles.find((k) => k.name === 'Lamb')!;
const bag = lamb.variants.find((v) => v.bagSizeKg === 5)!;
const now = new Date('2026-12-03T00:00:00Z');

describe('the checkout’s order (issue 61 §2: the price shown is the price charged, all of it)', () => {
  it.each(['FREE7DAYTRIAL', 'WELCOME20'])('with %s: says prices include GST and that shipping comes with every renewal', (discountCode) => {
    const summary = checkoutSummary({ product: lamb, variant: bag, frequencyDays: 31, discountCode, now });
    render(<OrderSummary summary={summary} />);
    const order = screen.getByRole('region', { name: 'Your order' });
    expect(screen.getByText(PRICES_INCLUDE_GST)).toBeTruthy();
    const shipping = formatNzdCents(summary.shippingCents);
    expect(order.textContent).toContain(`${formatNzdCents(summary.renewalPriceCents)} plus ${shipping} shipping every 31 days`);
  });

  it('names the first order’s discount by what it gives, and says which code carries it', () => {
    const summary = checkoutSummary({ product: lamb, variant: bag, frequencyDays: 31, discountCode: 'WELCOME20', now });
    render(<OrderSummary summary={summary} />);
    expect(screen.getByRole('rowheader', { name: '34% OFF your first order' })).toBeTruthy();
    expect(screen.getByText('34% OFF your first order: 25% off the subscription price, which is already 12% off the list price. Code WELCOME20.')).toBeTruthy();
  });

  it('says the trial’s first full bag is charged its shipping too', () => {
    const summary = checkoutSummary({ product: lamb, variant: bag, frequencyDays: 31, discountCode: 'FREE7DAYTRIAL', now });
    render(<OrderSummary summary={summary} />);
    expect(screen.getByRole('region', { name: 'Your order' }).textContent).toContain(
      `${formatNzdCents(summary.firstOrderPriceCents)} plus ${formatNzdCents(summary.shippingCents)} shipping.`,
    );
  });
});
