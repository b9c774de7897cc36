import { useStore } from '@nanostores/react';
import { useId } from 'react';
import { UPCOMING_TEXTS, nextOrderDiscountLabel, skipDeliveryLabel, unskipDeliveryLabel, upcomingTotalText } from '../../../copy/upcoming-deliveries';
import { formatLongDateUS } from '../../../domain/dates';
import { formatNzdCents, PRICES_INCLUDE_GST } from '../../../domain/money';
import { knownNextDelivery } from '../../../domain/next-order';
import { isChargeDue, shopToday } from '../../../domain/renewals';
import { upcomingDeliveries } from '../../../domain/upcoming-deliveries';
import { legacyDeliveries, upcomingTimeline, type TimelineEntry, type TimelinePlan } from '../../../domain/upcoming-timeline';
import { $busy, skip, unskip, type LegacySubscription, type Subscription } from '../../../stores/dashboard';
import './styles/upcoming-deliveries.css';

/** The button of a day that ships (Skip) and of a skipped day (Unskip): its text, its accessible name and its call. */
const SKIP = { text: UPCOMING_TEXTS.skip, label: skipDeliveryLabel, call: skip };
const UNSKIP = { text: UPCOMING_TEXTS.unskip, label: unskipDeliveryLabel, call: unskip };

/** A subscription's next deliveries as the timeline takes them; none while its next order waits for a payment. */
function subscriptionPlan(subscription: Subscription, now: Date): TimelinePlan | null {
  const known = knownNextDelivery(subscription, now);
  if (!known) return null;
  const deliveries = upcomingDeliveries(
    { ...subscription, next_charge_scheduled_at: known, attempts: subscription.billing_attempts ?? [] },
    subscription.items,
    subscription.shippingPrice,
    shopToday(now),
    subscription.next_order_discount_percent,
  );
  return { id: subscription.id, name: subscription.product_name ?? '', legacy: false, deliveries };
}

/** The next-order discount's words for the subscription that takes it. */
function discountLabel(entry: TimelineEntry, subscriptions: readonly Subscription[]): string {
  return nextOrderDiscountLabel(subscriptions.find((s) => s.id === entry.planId)?.next_order_discount_percent ?? 0);
}

/**
 * Upcoming deliveries (issue 47 §5, issue 61 §2): one timeline of every upcoming charge, the next
 * three deliveries of each active subscription and of the active legacy plan (whose panel may be
 * hidden, spec 001 §4), by day, each with what it holds and its price as the renewal charges it,
 * and their total. A subscription's day has Skip or Unskip (the rule of which days are listed is
 * the one the skip call accepts, src/domain/upcoming-deliveries.ts); the legacy plan's dates are
 * changed on its own panel. While a subscription's next order waits for a payment, its days are
 * not known and the list says so. Loaded after the first screen (LazyUpcomingDeliveries).
 */
export function UpcomingDeliveries({
  subscriptions,
  legacy = null,
  now = new Date(),
}: {
  /** The active subscriptions. */
  subscriptions: readonly Subscription[];
  legacy?: LegacySubscription | null;
  now?: Date;
}) {
  const busy = useStore($busy);
  const id = useId();
  const plans = subscriptions.map((s) => subscriptionPlan(s, now));
  const known = plans.filter((p): p is TimelinePlan => p !== null);
  const legacyPlan = legacy ? legacyDeliveries(legacy, shopToday(now)) : [];
  if (legacy && legacyPlan.length > 0) known.push({ id: legacy.id, name: legacy.mainProduct?.title ?? '', legacy: true, deliveries: legacyPlan });
  const timeline = upcomingTimeline(known);
  // Names are needed only where there is more than one plan; in a button only among plans it can skip.
  const named = known.length > 1;
  const skippable = known.filter((p) => !p.legacy).length > 1;
  return (
    <section className="dash-card dash-upcoming" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{UPCOMING_TEXTS.title}</h2>
      {timeline.entries.length > 0 ? (
        <ol className="dash-upcoming-list">
          {timeline.entries.map((d) => {
            const date = formatLongDateUS(d.day);
            const due = isChargeDue(d.day, now);
            const toggle = d.skipped ? UNSKIP : SKIP;
            const label = [date, named ? d.planName : null, d.skipped ? UPCOMING_TEXTS.skipped : null].filter(Boolean).join(', ');
            return (
              <li key={`${d.planId}:${d.day}`} className={d.skipped ? 'is-skipped' : undefined} aria-label={label}>
                <p className="dash-upcoming-day">
                  <strong>{date}</strong>
                  {d.skipped ? <span className="dash-upcoming-tag">{UPCOMING_TEXTS.skipped}</span> : null}
                  {d.legacy ? <span className="dash-upcoming-tag">{UPCOMING_TEXTS.legacyTag}</span> : null}
                </p>
                <p className="dash-upcoming-items">{d.items.map((i) => `${i.title} × ${i.quantity}`).join(', ')}</p>
                <p className="dash-upcoming-price">{d.skipped ? UPCOMING_TEXTS.nothingCharged : formatNzdCents(d.totalCents)}</p>
                {d.discountCents > 0 ? (
                  <p className="hint">
                    {discountLabel(d, subscriptions)}: −{formatNzdCents(d.discountCents)}
                  </p>
                ) : null}
                {d.legacy ? null : due ? (
                  <p className="hint">{UPCOMING_TEXTS.charging}</p>
                ) : (
                  <button
                    type="button"
                    className="button"
                    aria-label={toggle.label(d.day, skippable ? d.planName : undefined)}
                    disabled={busy !== null}
                    onClick={() => void toggle.call(d.planId, d.day)}
                  >
                    {toggle.text}
                  </button>
                )}
              </li>
            );
          })}
        </ol>
      ) : null}
      {plans.includes(null) ? <p className="hint">{UPCOMING_TEXTS.pending}</p> : null}
      {timeline.entries.length > 0 ? (
        <>
          <p className="dash-upcoming-total">
            <strong>{upcomingTotalText(timeline.charged, formatNzdCents(timeline.totalCents))}</strong>
          </p>
          <p className="dash-totals-note">{PRICES_INCLUDE_GST}</p>
        </>
      ) : null}
    </section>
  );
}
