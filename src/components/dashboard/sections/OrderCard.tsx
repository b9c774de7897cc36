import { useId } from 'react';
import { formatLongDateUS } from '../../../domain/dates';
import { formatNzd } from '../../../domain/money';
import { orderCardTitle, orderNumberLabel, trackingLabel } from '../../../domain/orders';
import type { Order } from '../../../stores/dashboard';
import { Fact } from '../../ui/Facts';
import { OrderStatusChip } from './Chip';

/** 'My Last Order' (fulfilled) or 'My Current Order' (001 §2): status, number, date, tracking, total, View. */
export function OrderCard({ order }: { order: Order }) {
  const id = useId();
  const status = order.fulfillment_status ?? order.status;
  const tracking = trackingLabel(order.tracking);
  const number = orderNumberLabel(order.order_number);
  return (
    <section className="dash-card dash-order-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{orderCardTitle(order.fulfillment_status)}</h2>
      <p>
        <OrderStatusChip status={status} />
      </p>
      <dl className="dash-facts">
        <Fact term="Order" value={<a href={order.order_status_url}>{number}</a>} />
        <Fact term="Date" value={formatLongDateUS(order.created_at)} />
        {tracking ? (
          <Fact
            term="Tracking"
            value={
              order.tracking?.tracking_url ? (
                <a href={order.tracking.tracking_url} target="_blank" rel="noopener noreferrer">
                  {tracking}
                </a>
              ) : (
                tracking
              )
            }
          />
        ) : null}
        <Fact term="Total" value={formatNzd(order.total_price)} />
      </dl>
      <p className="dash-card-actions">
        <a className="button" href={order.order_status_url} aria-label={`View ${number}`}>
          View
        </a>
      </p>
    </section>
  );
}
