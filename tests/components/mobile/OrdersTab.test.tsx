import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ORDER_HISTORY_TEXTS } from '../../../src/copy/order-history';
import { CUSTOMER, failure, json, makeOrder, expectEmptyTab, expectLoadingUntilAnswered, networkFailure } from './fakes';
import { startMobile, mobileTestWorld } from './harness';

const { OrdersTab } = await import('../../../src/components/mobile/OrdersTab');

const ORDERS = `GET /api/orders/customer/${CUSTOMER.customerId}`;

const api = mobileTestWorld();

function renderTab() {
  render(<OrdersTab />);
  startMobile(CUSTOMER.customerId);
  return userEvent.setup();
}

describe('Orders tab: loading, failure, none', () => {
  it("shows 'Loading your orders...' until they arrive", async () => {
    await expectLoadingUntilAnswered(api, ORDERS, renderTab, 'Loading your orders...', json({ orders: [] }));
  });

  it("a non-ok answer: 'Failed to fetch orders: {status}'; Try Again loads again", async () => {
    api.answers[ORDERS] = () => failure(503);
    const user = renderTab();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to fetch orders: 503');
    api.answers[ORDERS] = () => json({ orders: [makeOrder()] });
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'My Orders' })).toBeTruthy();
  });

  it("a network failure: 'Failed to load orders'", async () => {
    api.answers[ORDERS] = networkFailure;
    renderTab();
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to load orders');
  });

  it("none yet: 'No orders yet', the line and Start Shopping", async () => {
    api.answers[ORDERS] = () => json({ orders: [] });
    renderTab();
    await expectEmptyTab({ heading: 'No orders yet', line: 'Your order history will appear here once you place your first order.', button: 'Start Shopping' });
  });
});

describe('Orders tab: the cards', () => {
  it("number, date, chip, the first two items, '+N more items', tracking, total and View Details in a new tab", async () => {
    api.answers[ORDERS] = () =>
      json({
        orders: [
          makeOrder(),
          makeOrder({
            id: 'order_1004',
            name: '#1004',
            order_number: 1004,
            fulfillment_status: null,
            tracking: null,
            line_items: [makeOrder().line_items[0]!],
            total_price: 19.5,
          }),
        ],
      });
    renderTab();
    const order = await screen.findByRole('article', { name: 'Order #1001' });
    expect(within(order).getByText('March 1, 2025')).toBeTruthy();
    expect(within(order).getByText('delivered').className).toContain('dash-chip-success');
    const items = within(order).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual(['Luxe Lamb Dog Box 5kgQty: 1', 'Green-Lipped Mussel BitesQty: 1']);
    expect(items[0]!.querySelector('img')!.getAttribute('src')).toBe('/images/treats/t1.svg');
    expect(within(order).getByText('+2 more items')).toBeTruthy();
    expect(within(order).getByText('Track: NZ100100101')).toBeTruthy();
    expect(within(order).getByText('$80')).toBeTruthy();
    const view = within(order).getByRole('link', { name: /^View Details/ });
    expect(view.getAttribute('href')).toBe('http://localhost/order-status?order=order_1001');
    expect(view.getAttribute('target')).toBe('_blank');
    expect(view.getAttribute('rel')).toContain('noopener');

    const pending = screen.getByRole('article', { name: 'Order #1004' });
    const chip = within(pending).getByText('Unknown');
    expect(chip.className).toContain('dash-chip-default');
    expect(within(pending).queryByText(/more item/)).toBeNull();
    expect(within(pending).queryByText(/^Track:/)).toBeNull();
    expect(within(pending).getByText('$20')).toBeTruthy();
  });
});

describe("Orders tab: a page at a time, with 'Load more orders' (issue 20)", () => {
  /** Two pages: the newest answers a cursor, the page before it answers none. */
  function twoPages(failFirstMore = false) {
    let mores = 0;
    api.answers[ORDERS] = (request) => {
      const before = new URL(request.url).searchParams.get('before');
      if (!before) return json({ orders: [makeOrder({ id: 'o_2', order_number: 1002, name: '#1002' })], nextCursor: 'page-2' });
      mores += 1;
      if (failFirstMore && mores === 1) return failure(503);
      expect(before).toBe('page-2');
      return json({ orders: [makeOrder({ id: 'o_1', order_number: 1001, name: '#1001' })], nextCursor: null });
    };
  }
  const numbers = () => screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);

  it('shows the newest page, adds the next one under it, and offers no more at the end', async () => {
    twoPages();
    const user = renderTab();
    await user.click(await screen.findByRole('button', { name: ORDER_HISTORY_TEXTS.loadMore }));
    await screen.findByRole('heading', { name: 'Order #1001' });
    expect(numbers()).toEqual(['Order #1002', 'Order #1001']);
    expect(screen.queryByRole('button', { name: ORDER_HISTORY_TEXTS.loadMore })).toBeNull();
  });

  it('a failed page says so and keeps the button, which loads it on the next tap', async () => {
    twoPages(true);
    const user = renderTab();
    await user.click(await screen.findByRole('button', { name: ORDER_HISTORY_TEXTS.loadMore }));
    expect((await screen.findByText(ORDER_HISTORY_TEXTS.loadMoreFailed)).getAttribute('role')).toBe('alert');
    expect(numbers()).toEqual(['Order #1002']);
    await user.click(screen.getByRole('button', { name: ORDER_HISTORY_TEXTS.loadMore }));
    await screen.findByRole('heading', { name: 'Order #1001' });
  });
});
