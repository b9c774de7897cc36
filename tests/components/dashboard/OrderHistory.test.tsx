/**
 * My Order History a page at a time (issue 20): 'Load more orders' while the history has another
 * page, busy while it is read, a failure said under it; nothing to load at the end.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { OrderHistory } from '../../../src/components/dashboard/sections/OrderHistory';
import { ORDER_HISTORY_TEXTS } from '../../../src/copy/order-history';
import type { Order } from '../../../src/stores/dashboard';
import { NO_MORE_ORDERS } from '../../../src/stores/order-pages';

const order = {
  id: 'order_1',
  name: '#1001',
  order_number: 1001,
  created_at: '2026-11-01T00:00:00.000Z',
  total_price: 160.98,
  fulfillment_status: 'delivered',
  financial_status: 'paid',
  status: 'delivered',
  order_status_url: 'http://localhost/order-status?order=order_1',
} as unknown as Order;

describe("My Order History's 'Load more orders'", () => {
  it('is offered while there is another page, and asks for it', async () => {
    const onLoadMore = vi.fn();
    render(<OrderHistory orders={[order]} more={{ ...NO_MORE_ORDERS, cursor: 'next' }} onLoadMore={onLoadMore} />);
    await userEvent.click(screen.getByRole('button', { name: ORDER_HISTORY_TEXTS.loadMore }));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  it('is busy while the page is read, says when it failed, and is gone at the end', () => {
    const { rerender } = render(<OrderHistory orders={[order]} more={{ cursor: 'next', loading: true, failed: false }} onLoadMore={vi.fn()} />);
    const busy = screen.getByRole('button', { name: ORDER_HISTORY_TEXTS.loadingMore }) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
    expect(busy.getAttribute('aria-busy')).toBe('true');
    rerender(<OrderHistory orders={[order]} more={{ cursor: 'next', loading: false, failed: true }} onLoadMore={vi.fn()} />);
    expect(screen.getByRole('alert').textContent).toBe(ORDER_HISTORY_TEXTS.loadMoreFailed);
    rerender(<OrderHistory orders={[order]} more={NO_MORE_ORDERS} onLoadMore={vi.fn()} />);
    expect(screen.queryByRole('button', { name: ORDER_HISTORY_TEXTS.loadMore })).toBeNull();
  });
});
