/**
 * The order status page (/order-status?order={id}): where an order's `order_status_url`
 * points (the dashboard's order links, the mobile order cards). Shows one order of the
 * logged-in customer: number, date, fulfilment and payment status, line items, totals and
 * tracking. Another customer's order, or none, reads as not found.
 */
import { Fact } from '../ui/Facts';
import { ItemLines } from '../ui/ItemLines';
import { Totals } from '../ui/Totals';
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { formatLongDateUS } from '../../domain/dates';
import { formatNzd } from '../../domain/money';
import { orderNumberLabel, quantityLabel, trackingLabel } from '../../domain/orders';
import { api } from '../../lib/api-client';
import type { Order } from '../../stores/dashboard';
import { $session, initSession } from '../../stores/session';
import { useReportHeight } from '../embed/use-embed';
import { OrderStatusChip } from '../dashboard/sections/Chip';
import '../dashboard/dashboard.css';
import '../dashboard/sections/sections.css';
import { BASE } from '../../lib/base-path';

/** The query parameter naming the order. */
export const ORDER_PARAM = 'order';
export const ORDER_NOT_FOUND_MESSAGE = 'We could not find that order.';
export const ORDER_LOAD_FAILED_MESSAGE = 'Failed to load orders';

type State = { kind: 'loading' } | { kind: 'loggedOut' } | { kind: 'error'; message: string } | { kind: 'ready'; order: Order };

export default function OrderStatusApp() {
  const session = useStore($session);
  const [state, setState] = useState<State>({ kind: 'loading' });
  useReportHeight('dashboard');

  useEffect(() => {
    void (async () => {
      const s = await initSession();
      if (s.status !== 'loggedIn') {
        setState({ kind: 'loggedOut' });
        return;
      }
      const orderId = new URL(window.location.href).searchParams.get(ORDER_PARAM);
      if (!orderId) {
        setState({ kind: 'error', message: ORDER_NOT_FOUND_MESSAGE });
        return;
      }
      try {
        // The one order, whatever page of the history it is on.
        const res = await api.api.orders.customer[':customerId'].$get({ param: { customerId: s.customer.customerId }, query: { order: orderId } });
        // The client knows the 200 answer only; a 400 is an order id no order can have.
        if ((res.status as number) === 400) {
          setState({ kind: 'error', message: ORDER_NOT_FOUND_MESSAGE });
          return;
        }
        if (!res.ok) throw new Error(ORDER_LOAD_FAILED_MESSAGE);
        const order = (await res.json()).orders.find((o) => o.id === orderId);
        setState(order ? { kind: 'ready', order } : { kind: 'error', message: ORDER_NOT_FOUND_MESSAGE });
      } catch {
        setState({ kind: 'error', message: ORDER_LOAD_FAILED_MESSAGE });
      }
    })();
  }, []);

  let body;
  if (state.kind === 'loading' || session.status === 'unknown') {
    // The card and its heading are in the HTML from the start (the order's number replaces the
    // words once it is read): the first paint says what the page is, and the order's own heading,
    // no larger, does not come later as the page's largest paint.
    body = (
      <article className="dash-card" aria-busy="true">
        <h1>Your order status</h1>
        <p role="status" className="loading">
          <span className="fb-dash-spinner" aria-hidden="true" />
          <span className="visually-hidden">Loading your order…</span>
        </p>
      </article>
    );
  } else if (state.kind === 'loggedOut') {
    body = (
      <div className="fb-dash-card">
        <h1>Log in to see your order</h1>
        <p>
          <a className="fb-dash-button" href={`${BASE}/dashboard`}>
            Go to Dashboard
          </a>
        </p>
      </div>
    );
  } else if (state.kind === 'error') {
    body = (
      <div className="fb-dash-card">
        <h1>Order status</h1>
        <p role="alert" className="fb-dash-alert">
          {state.message}
        </p>
        <p>
          <a href={`${BASE}/dashboard`}>Back to my dashboard</a>
        </p>
      </div>
    );
  } else {
    const o = state.order;
    const status = o.fulfillment_status ?? o.status;
    const tracking = trackingLabel(o.tracking);
    body = (
      <article className="dash-card" aria-labelledby="order-title">
        <h1 id="order-title">{orderNumberLabel(o.order_number)}</h1>
        <p>
          <OrderStatusChip status={status} />
        </p>
        <dl className="dash-facts">
          <Fact term="Placed" value={formatLongDateUS(o.created_at)} />
          <div>
            <dt>Payment</dt>
            <dd className="dash-capitalise">{o.financial_status}</dd>
          </div>
          {tracking ? <Fact term="Tracking" value={o.tracking?.tracking_url ? <a href={o.tracking.tracking_url}>{tracking}</a> : tracking} /> : null}
        </dl>
        <h2 className="dash-subtitle">Items</h2>
        <ItemLines
          lazy={false}
          keepImagePlace
          lines={o.line_items.map((li) => ({
            id: String(li.id),
            title: li.title,
            image: li.image?.src,
            quantity: quantityLabel(li.quantity),
            price: formatNzd(li.price * li.quantity),
          }))}
        />
        <Totals
          rows={[
            ['Subtotal', formatNzd(o.subtotal_price)],
            o.total_discounts > 0 ? ['Discount', `−${formatNzd(o.total_discounts)}`] : null,
            ['Shipping', formatNzd(o.shipping_price)],
            ['Total', formatNzd(o.total_price)],
          ]}
        />
        <p className="dash-card-actions">
          <a className="fb-dash-button fb-dash-button-secondary" href={`${BASE}/dashboard`}>
            Back to my dashboard
          </a>
        </p>
      </article>
    );
  }
  return (
    <div className="fb-dash">
      <main className="fb-dash-main">{body}</main>
    </div>
  );
}
