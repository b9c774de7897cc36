import { useStore } from '@nanostores/react';
import { useId } from 'react';
import { UPCOMING_TEXTS, nextOrderDiscountLabel, skipDeliveryLabel, unskipDeliveryLabel } from '../../../copy/upcoming-deliveries';
import { formatLongDateUS } from '../../../domain/dates';
import { formatNzdCents, PRICES_INCLUDE_GST } from '../../../domain/money';
import { knownNextDelivery } from '../../../domain/next-order';
import { isChargeDue, shopToday } from '../../../domain/renewals';
import { upcomingDeliveries } from '../../../domain/upcoming-deliveries';
import { $busy, skip, unskip, type Subscription } from '../../../stores/dashboard';
import './styles/upcoming-deliveries.css';

/** The button of a day that ships (Skip) and of a skipped day (Unskip): its text, its accessible name and its call. */
const SKIP = { text: UPCOMING_TEXTS.skip, label: skipDeliveryLabel, call: skip };
const UNSKIP = { text: UPCOMING_TEXTS.unskip, label: unskipDeliveryLabel, call: unskip };

/**
 * Upcoming deliveries (issue 47 §5): the next three deliveries of the subscription, each with its
 * day, what it holds and its price, and Skip or Unskip on each; the skipped days among them stay
 * listed so they can be put back. The rule of which days are listed is the one the skip call
 * accepts (src/domain/upcoming-deliveries.ts). While the next order waits for a payment, no day
 * is known and the list says so instead. Loaded after the first screen (LazyUpcomingDeliveries).
 */
export function UpcomingDeliveries({ subscription, now = new Date() }: { subscription: Subscription; now?: Date }) {
  const busy = useStore($busy);
  const id = useId();
  const known = knownNextDelivery(subscription, now);
  const deliveries = known
    ? upcomingDeliveries(
        { ...subscription, next_charge_scheduled_at: known, attempts: subscription.billing_attempts ?? [] },
        subscription.items,
        subscription.shippingPrice,
        shopToday(now),
        subscription.next_order_discount_percent,
      )
    : [];
  return (
    <section className="dash-card dash-upcoming" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{UPCOMING_TEXTS.title}</h2>
      {known ? (
        <ol className="dash-upcoming-list">
          {deliveries.map((d) => {
            const date = formatLongDateUS(d.day);
            const due = isChargeDue(d.day, now);
            const toggle = d.skipped ? UNSKIP : SKIP;
            return (
              <li key={d.day} className={d.skipped ? 'is-skipped' : undefined} aria-label={d.skipped ? `${date}, ${UPCOMING_TEXTS.skipped}` : date}>
                <p className="dash-upcoming-day">
                  <strong>{date}</strong>
                  {d.skipped ? <span className="dash-upcoming-tag">{UPCOMING_TEXTS.skipped}</span> : null}
                </p>
                <p className="dash-upcoming-items">{d.items.map((i) => `${i.title} × ${i.quantity}`).join(', ')}</p>
                <p className="dash-upcoming-price">{d.skipped ? UPCOMING_TEXTS.nothingCharged : formatNzdCents(d.totalCents)}</p>
                {d.discountCents > 0 ? (
                  <p className="hint">
                    {nextOrderDiscountLabel(subscription.next_order_discount_percent)}: −{formatNzdCents(d.discountCents)}
                  </p>
                ) : null}
                {due ? (
                  <p className="hint">{UPCOMING_TEXTS.charging}</p>
                ) : (
                  <button
                    type="button"
                    className="button"
                    aria-label={toggle.label(d.day)}
                    disabled={busy !== null}
                    onClick={() => void toggle.call(subscription.id, d.day)}
                  >
                    {toggle.text}
                  </button>
                )}
              </li>
            );
          })}
        </ol>
      ) : (
        <p className="hint">{UPCOMING_TEXTS.pending}</p>
      )}
      {known ? <p className="dash-totals-note">{PRICES_INCLUDE_GST}</p> : null}
    </section>
  );
}
