import { formatLongDateUS } from '../../../domain/dates';
import { formatNzd } from '../../../domain/money';
import { orderNumberLabel } from '../../../domain/orders';
import type { Order } from '../../../stores/dashboard';
import type { MoreOrders } from '../../../stores/order-pages';
import { OrderStatusChip } from './Chip';
import { LoadMoreOrders } from './LoadMoreOrders';
import { ResponsiveTable, type TableColumn } from '../../ui/ResponsiveTable';
import { Loading } from '../../ui/Loading';

/** The spec's columns of the order history, a row or a card each (issue 31). */
const ORDER_COLUMNS: readonly TableColumn<Order>[] = [
  {
    header: 'Order',
    cell: (o) => (
      <a href={o.order_status_url} aria-label={orderNumberLabel(o.order_number)}>
        {o.name}
      </a>
    ),
  },
  { header: 'Date', cell: (o) => formatLongDateUS(o.created_at) },
  { header: 'Total', cell: (o) => formatNzd(o.total_price) },
  {
    header: 'Order Status',
    cell: (o) => {
      const status = o.fulfillment_status ?? o.status;
      return <OrderStatusChip status={status} />;
    },
  },
  { header: 'Payment Status', className: 'dash-capitalise', cell: (o) => o.financial_status },
];

/**
 * 'My Order History' (001 §2): Order, Date (long US-style), Total, Order Status, Payment Status;
 * a page at a time, with 'Load more orders' while there are older ones (issue 20); a card per
 * order where the table does not fit (issue 31).
 */
export function OrderHistory({
  orders,
  loading = false,
  more,
  onLoadMore,
}: {
  orders: readonly Order[];
  loading?: boolean;
  more?: MoreOrders;
  onLoadMore?: () => void;
}) {
  return (
    <section className="dash-section" aria-labelledby="dash-history-title">
      <h2 id="dash-history-title">My Order History</h2>
      {loading ? (
        <Loading text="Loading your orders…" />
      ) : orders.length === 0 ? (
        <p className="empty">No orders yet.</p>
      ) : (
        <>
          <ResponsiveTable caption="Your orders" columns={ORDER_COLUMNS} rows={orders} rowKey={(o) => o.id} />
          {more && onLoadMore ? <LoadMoreOrders more={more} onLoad={onLoadMore} /> : null}
        </>
      )}
    </section>
  );
}
