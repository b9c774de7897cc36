/**
 * 'Load more' for the order history (issue 20): the dashboard and /mobile read the newest page
 * of a customer's orders (GET /api/orders/customer/{id}, 20 a page) and each further page by the
 * cursor the last answer gave, so no read grows with the customer's whole history.
 */
import { atom, type WritableAtom } from 'nanostores';
import { api } from '../lib/api-client';
import { send } from '../lib/call';
import type { Order } from './dashboard/types';

export interface MoreOrders {
  /** The next page's cursor; null when the history is all shown. */
  cursor: string | null;
  loading: boolean;
  /** The last 'Load more' failed (the button offers it again). */
  failed: boolean;
}

export const NO_MORE_ORDERS: MoreOrders = { cursor: null, loading: false, failed: false };

/** A store's 'more orders' state. */
export const moreOrdersAtom = (): WritableAtom<MoreOrders> => atom<MoreOrders>(NO_MORE_ORDERS);

/** The first page's cursor goes into `$more` (the answer of an older server has none). */
export const startPaging = ($more: WritableAtom<MoreOrders>, nextCursor: string | null | undefined) =>
  $more.set({ ...NO_MORE_ORDERS, cursor: nextCursor ?? null });

/**
 * Reads the page after `$more`'s cursor for `customerId` and hands its orders to `append`;
 * does nothing while a page is being read or when there is none. An answer for a customer the
 * page has left (`stillFor` false) is dropped.
 */
export async function loadMoreOrders(
  customerId: string | null,
  $more: WritableAtom<MoreOrders>,
  append: (orders: Order[]) => void,
  stillFor: (customerId: string) => boolean,
): Promise<void> {
  const { cursor, loading } = $more.get();
  if (!customerId || !cursor || loading) return;
  $more.set({ cursor, loading: true, failed: false });
  const answer = await send(() => api.api.orders.customer[':customerId'].$get({ param: { customerId }, query: { before: cursor } }));
  if (!stillFor(customerId)) return;
  if (!answer.ok) {
    $more.set({ cursor, loading: false, failed: true });
    return;
  }
  append(answer.body.orders ?? []);
  startPaging($more, answer.body.nextCursor);
}
