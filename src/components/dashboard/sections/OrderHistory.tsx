import { formatLongDateUS } from '../../../domain/dates';
import { formatNzd } from '../../../domain/money';
import { orderChipColour, orderChipIcon, orderNumberLabel, orderStatusLabel } from '../../../domain/orders';
import type { Order } from '../../../stores/dashboard';
import type { MoreOrders } from '../../../stores/order-pages';
import { Chip } from './Chip';
import { LoadMoreOrders } from './LoadMoreOrders';

/**
 * 'My Order History' (001 §2): Order, Date (long US-style), Total, Order Status, Payment Status;
 * a page at a time, with 'Load more orders' while there are older ones (issue 20).
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
        <p role="status" className="loading">
          <span className="spinner" aria-hidden="true" /> Loading your orders…
        </p>
      ) : orders.length === 0 ? (
        <p className="empty">No orders yet.</p>
      ) : (
        <div className="dash-table-wrap">
          <table className="dash-table">
            <thead>
              <tr>
                <th scope="col">Order</th>
                <th scope="col">Date</th>
                <th scope="col">Total</th>
                <th scope="col">Order Status</th>
                <th scope="col">Payment Status</th>
              </tr>
            </thead>
            <tbody>
              {orders.map((o) => {
                const status = o.fulfillment_status ?? o.status;
                return (
                  <tr key={o.id}>
                    <th scope="row">
                      <a href={o.order_status_url} aria-label={orderNumberLabel(o.order_number)}>
                        {o.name}
                      </a>
                    </th>
                    <td>{formatLongDateUS(o.created_at)}</td>
                    <td>{formatNzd(o.total_price)}</td>
                    <td>
                      <Chip label={orderStatusLabel(status)} colour={orderChipColour(status)} icon={orderChipIcon(status)} />
                    </td>
                    <td className="dash-capitalise">{o.financial_status}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          {more && onLoadMore ? <LoadMoreOrders more={more} onLoad={onLoadMore} /> : null}
        </div>
      )}
    </section>
  );
}
