/**
 * A customer's subscriptions in the console: a legacy subscription's status reads like any
 * other's, with the same words and the same tone (a cancelled one is critical in both tables).
 */
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CustomerDetails } from '../../../src/components/console/CustomerDetails';
import type { ConsoleCustomer } from '../../../src/domain/schemas/console';

const record: ConsoleCustomer = {
  customer: { id: '7001', email: 'kiri@example.com', name: 'Kiri Tane' },
  subscriptions: [
    {
      id: 's1',
      status: 'ACTIVE',
      product: 'Chicken Dog Box 15kg',
      every: '28 days',
      next: '2026-12-05',
      pausedUntil: null,
      skipped: [],
      variantId: 'v1',
      frequencyDays: 28,
    },
    {
      id: 's2',
      status: 'CANCELLED',
      product: 'Luxe Lamb 5kg',
      every: '14 days',
      next: null,
      pausedUntil: null,
      skipped: [],
      variantId: 'v2',
      frequencyDays: 14,
    },
  ],
  legacy: [
    { id: 'l1', active: true, product: 'Chicken Dog Box 5kg', variantId: 'v3', frequencyDays: 28, next: '2026-12-10', reorderNow: true },
    { id: 'l2', active: false, product: 'Luxe Lamb 15kg', variantId: 'v4', frequencyDays: 42, next: null, reorderNow: true },
  ],
  dogs: [],
  orders: [],
  timeline: [],
};

vi.mock('../../../src/components/console/api', () => ({
  consoleCall: vi.fn(() => Promise.resolve(record)),
  toast: vi.fn(),
}));

/** Each row's status badge: its text and tone. */
const badges = (testId: string) => [...screen.getByTestId(testId).querySelectorAll('s-badge')].map((b) => [b.textContent, b.getAttribute('tone')]);

describe('the console’s status badges', () => {
  it('legacy subscriptions use the subscriptions’ words and tones', async () => {
    render(<CustomerDetails id="7001" />);
    await screen.findByTestId('customer-legacy');
    expect(badges('customer-subscriptions')).toEqual([
      ['Active', 'success'],
      ['Cancelled', 'critical'],
    ]);
    expect(badges('customer-legacy')).toEqual([
      ['Active', 'success'],
      ['Cancelled', 'critical'],
    ]);
    expect(within(screen.getByTestId('customer-legacy')).getByText('Luxe Lamb 15kg')).toBeTruthy();
  });
});
