/**
 * Upcoming deliveries (issue 47 §5), until now covered only by E2E: it loads after the first
 * screen, lists the next three deliveries with their date, contents and price, and skips or
 * unskips any one of them through POST /subscriptions/:id/skip|unskip with its day. The API is
 * faked at `fetch`.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { LazyUpcomingDeliveries } from '../../../src/components/dashboard/sections/LazyUpcomingDeliveries';
import { UpcomingDeliveries } from '../../../src/components/dashboard/sections/UpcomingDeliveries';
import { UPCOMING_TEXTS, skipDeliveryLabel, unskipDeliveryLabel, upcomingTotalText } from '../../../src/copy/upcoming-deliveries';
import { formatLongDateUS } from '../../../src/domain/dates';
import { PRICES_INCLUDE_GST } from '../../../src/domain/money';
import { addInterval } from '../../../src/domain/renewals';
import { loadWithSkipApi, makeLegacy, makeSubscription, skippedAttempt, type Call } from './fixtures';

const SUB = makeSubscription();
const FIRST = SUB.next_charge_scheduled_at!.slice(0, 10);
const SECOND = addInterval(FIRST, 28, 'day');
const THIRD = addInterval(SECOND, 28, 'day');
const SECOND_SKIPPED = makeSubscription({
  billing_attempts: [skippedAttempt(SECOND)],
} as never);

let calls: Call[];

beforeEach(async () => {
  calls = await loadWithSkipApi(SUB, SECOND_SKIPPED);
});

const rows = () => within(screen.getByRole('region', { name: UPCOMING_TEXTS.title })).getAllByRole('listitem');

describe('Upcoming deliveries', () => {
  it('loads after the first screen: nothing in its place, then the list', async () => {
    const { container } = render(<LazyUpcomingDeliveries subscriptions={[SUB]} />);
    expect(container.textContent).toBe('');
    expect(await screen.findByRole('heading', { name: UPCOMING_TEXTS.title })).toBeTruthy();
  });

  it('lists the next three deliveries, each with its date, what it holds and its price', () => {
    render(<UpcomingDeliveries subscriptions={[SUB]} />);
    const [first, second, third] = rows();
    expect(rows()).toHaveLength(3);
    for (const [row, day] of [
      [first, FIRST],
      [second, SECOND],
      [third, THIRD],
    ] as const) {
      expect(row!.getAttribute('aria-label')).toBe(formatLongDateUS(day));
      expect(row!.textContent).toContain('Chicken Dog Box 15kg × 1, Venison Jerky Strips × 2');
      // 153.99 + 2 × 14.24 + 6.99 shipping
      expect(row!.textContent).toContain('$189.46');
      expect(within(row!).getByRole('button', { name: skipDeliveryLabel(day) })).toBeTruthy();
    }
    // New Zealand prices include GST, and the list says so once.
    expect(screen.getAllByText(PRICES_INCLUDE_GST)).toHaveLength(1);
  });

  it('takes the next order’s discount off the first delivery only, and says so (issue 61 §2)', () => {
    render(<UpcomingDeliveries subscriptions={[makeSubscription({ next_order_discount_percent: 25 })]} />);
    const [first, second] = rows();
    // 189.46 less 38.50 (the bag at 0.66 × list, 115.49, instead of 153.99)
    expect(first!.textContent).toContain('$150.96');
    expect(first!.textContent).toContain('25% off this order: −$38.50');
    expect(second!.textContent).toContain('$189.46');
    expect(second!.textContent).not.toContain('off this order');
  });

  it('says why there is no list while the next order waits for a payment', () => {
    render(<UpcomingDeliveries subscriptions={[makeSubscription({ next_charge_scheduled_at: null })]} />);
    expect(screen.getByText(UPCOMING_TEXTS.pending)).toBeTruthy();
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
  });

  it('skips the second delivery with its day', async () => {
    render(<UpcomingDeliveries subscriptions={[SUB]} />);
    await userEvent.click(screen.getByRole('button', { name: skipDeliveryLabel(SECOND) }));
    await waitFor(() => expect(calls.find((c) => c.path === `/subscriptions/${SUB.id}/skip`)?.body).toEqual({ date: SECOND }));
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it('shows a skipped delivery as skipped, charging nothing, and Unskip puts it back with its day', async () => {
    render(<UpcomingDeliveries subscriptions={[SECOND_SKIPPED]} />);
    const skipped = rows().find((r) => r.getAttribute('aria-label') === `${formatLongDateUS(SECOND)}, ${UPCOMING_TEXTS.skipped}`)!;
    expect(skipped.textContent).toContain(UPCOMING_TEXTS.nothingCharged);
    expect(skipped.textContent).not.toContain('$189.46');
    await userEvent.click(within(skipped).getByRole('button', { name: unskipDeliveryLabel(SECOND) }));
    await waitFor(() => expect(calls.find((c) => c.path === `/subscriptions/${SUB.id}/unskip`)?.body).toEqual({ date: SECOND }));
  });

  describe('every plan in one timeline (issue 61 §2)', () => {
    const LAMB = makeSubscription({ id: 'sub_2', product_name: 'Luxe Lamb 10kg', next_charge_scheduled_at: addInterval(FIRST, 3, 'day') });
    const LEGACY = makeLegacy();
    const days = (el: HTMLElement[]) => el.map((r) => r.getAttribute('aria-label')!);

    it('lists each active plan’s next three deliveries and the legacy plan’s by day, with the total they charge', () => {
      render(<UpcomingDeliveries subscriptions={[SUB, LAMB]} legacy={LEGACY} />);
      expect(rows()).toHaveLength(9);
      const labels = days(rows());
      expect(labels).toContain(`${formatLongDateUS(FIRST)}, Chicken Dog Box 15kg`);
      expect(labels).toContain(`${formatLongDateUS(LEGACY.nextDelivery!)}, Mixed Chicken & Lamb 10kg`);
      // By day: each row's date is on or after the one before.
      const order = rows().map((r) => Date.parse(r.querySelector('strong')!.textContent!));
      expect(order).toEqual([...order].sort((a, b) => a - b));
      // The legacy plan: its products and shipping, the tag, and no Skip (its dates are changed on its panel).
      const legacyRows = rows().filter((r) => r.textContent!.includes(UPCOMING_TEXTS.legacyTag));
      expect(legacyRows).toHaveLength(3);
      for (const row of legacyRows) {
        expect(row.textContent).toContain('$137.77');
        expect(within(row).queryByRole('button')).toBeNull();
      }
      // 6 × $189.46 + 3 × $137.77
      expect(screen.getByText(upcomingTotalText(9, '$1,550.07'))).toBeTruthy();
      // Two plans can be skipped: each button names its plan.
      expect(screen.getByRole('button', { name: skipDeliveryLabel(FIRST, 'Chicken Dog Box 15kg') })).toBeTruthy();
    });

    it('a skipped delivery charges nothing and leaves the total', () => {
      render(<UpcomingDeliveries subscriptions={[SECOND_SKIPPED]} legacy={makeLegacy({ is_active: false })} />);
      expect(rows()).toHaveLength(4);
      expect(screen.getByText(upcomingTotalText(3, '$568.38'))).toBeTruthy();
    });
  });
});
