import { useStore } from '@nanostores/react';
import { useId } from 'react';
import { formatLongDateUS } from '../../domain/dates';
import { MOBILE_TEXTS } from '../../domain/mobile';
import { formatNzdMobile } from '../../domain/money';
import { orderNumberLabel, quantityLabel, trackingLabel, visibleLineItems } from '../../domain/orders';
import { $orders, $ordersLoad, $ordersMore, loadMoreMobileOrders, loadOrders, type Order } from '../../stores/mobile';
import { LoadMoreOrders } from '../dashboard/sections/LoadMoreOrders';
import { OrderStatusChip } from '../dashboard/sections/Chip';
import { goToCalculator } from '../pets/YourPetsList';
import { Empty, Loading, LoadError } from './LoadStates';
import { siteUrl } from '../../lib/site-url';

function OrderCard({ order }: { order: Order }) {
  const id = useId();
  const number = orderNumberLabel(order.order_number ?? order.name ?? order.id);
  const { shown, moreLabel } = visibleLineItems(order.line_items ?? []);
  const tracking = trackingLabel(order.tracking);
  return (
    <li>
      <article className="mobile-card mobile-order" aria-labelledby={`${id}-number`}>
        <div className="mobile-order-top">
          <div>
            <h3 id={`${id}-number`}>{number}</h3>
            <p className="mobile-muted">{formatLongDateUS(order.created_at)}</p>
          </div>
          <OrderStatusChip status={order.fulfillment_status} />
        </div>
        <ul className="mobile-line-items">
          {shown.map((item) => (
            <li key={item.id}>
              {item.image?.src ? (
                <img className="mobile-thumb-small" src={siteUrl(item.image.src)} alt="" width="44" height="44" loading="lazy" />
              ) : (
                <span className="mobile-thumb-small mobile-thumb-placeholder" aria-hidden="true">
                  🐾
                </span>
              )}
              <span className="mobile-line-title">{item.title}</span>
              <span className="mobile-muted">{quantityLabel(item.quantity)}</span>
            </li>
          ))}
        </ul>
        {moreLabel ? <p className="mobile-more">{moreLabel}</p> : null}
        {tracking ? <p className="mobile-tracking">{tracking}</p> : null}
        <div className="mobile-order-bottom">
          <p className="mobile-total">
            <span className="visually-hidden">{MOBILE_TEXTS.total}: </span>
            {formatNzdMobile(order.total_price)}
          </p>
          {order.order_status_url ? (
            // The whole card opens the order status page in a new tab (its ::after covers the card).
            <a className="button mobile-card-link" href={order.order_status_url} target="_blank" rel="noopener noreferrer">
              {MOBILE_TEXTS.viewDetails}
              <span className="visually-hidden"> of {number} (opens in a new tab)</span>
            </a>
          ) : null}
        </div>
      </article>
    </li>
  );
}

/**
 * The Orders tab (001 §2): loading, the failure with Try Again, none yet, or 'My Orders' with a
 * card per order: number, date, fulfilment chip ('Unknown' without one), the first two line
 * items and '+N more items', tracking, total and View Details (the order status page, new tab).
 */
export function OrdersTab() {
  const load = useStore($ordersLoad);
  const orders = useStore($orders);
  const more = useStore($ordersMore);
  const id = useId();

  let body;
  if (load.status === 'error') body = <LoadError message={load.message} onRetry={() => void loadOrders()} />;
  else if (load.status !== 'ready') body = <Loading text={MOBILE_TEXTS.loadingOrders} />;
  else if (orders.length === 0)
    body = <Empty title={MOBILE_TEXTS.noOrders} body={MOBILE_TEXTS.noOrdersBody} action={MOBILE_TEXTS.startShopping} onAction={goToCalculator} />;
  else
    body = (
      <>
        <h2 id={`${id}-title`}>{MOBILE_TEXTS.myOrders}</h2>
        <ul className="mobile-list" aria-labelledby={`${id}-title`}>
          {orders.map((o) => (
            <OrderCard key={o.id} order={o} />
          ))}
        </ul>
        <LoadMoreOrders more={more} onLoad={() => void loadMoreMobileOrders()} className="mobile-load-more" />
      </>
    );
  return <section className="mobile-screen mobile-orders">{body}</section>;
}
