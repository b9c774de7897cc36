import { useStore } from '@nanostores/react';
import { useId } from 'react';
import { recentActivity } from '../../domain/activity';
import { formatShortDateUS } from '../../domain/dates';
import { homeNextDelivery, MOBILE_TEXTS, type MobileTab } from '../../domain/mobile';
import { activeSubscriptions } from '../../domain/subscriptions';
import { $subscriptions } from '../../stores/dashboard';
import { $activity, $orders, $ordersLoad, $subscriptionsLoad, showTab, type LoadState } from '../../stores/mobile';
import { $petData, $petsLoad } from '../../stores/pets';

type Figure = { state: 'loading' } | { state: 'error' } | { state: 'ready'; value: number };

const figureOf = (load: LoadState | { status: string }, value: () => number): Figure =>
  load.status === 'ready' ? { state: 'ready', value: value() } : load.status === 'error' ? { state: 'error' } : { state: 'loading' };

function Stat({ label, figure, tab }: { label: string; figure: Figure; tab: MobileTab }) {
  return (
    <li>
      <button type="button" className="mobile-stat" onClick={() => showTab(tab)} aria-busy={figure.state === 'loading' || undefined}>
        <span className="mobile-stat-value">
          {figure.state === 'ready' ? (
            figure.value
          ) : figure.state === 'error' ? (
            <>
              <span aria-hidden="true">–</span>
              <span className="visually-hidden">{MOBILE_TEXTS.figureUnavailable}</span>
            </>
          ) : (
            <>
              <span aria-hidden="true">…</span>
              <span className="visually-hidden">{MOBILE_TEXTS.loading}</span>
            </>
          )}
        </span>{' '}
        <span className="mobile-stat-label">{label}</span>
      </button>
    </li>
  );
}

/**
 * Home (001 §2, made real): how many dogs, active subscriptions and orders the customer has,
 * the next delivery with its frequency, and recent activity from orders and subscription events.
 */
export function HomeTab({ now = new Date() }: { now?: Date }) {
  const id = useId();
  const pets = useStore($petData);
  const petsLoad = useStore($petsLoad);
  const subscriptions = useStore($subscriptions);
  const subscriptionsLoad = useStore($subscriptionsLoad);
  const orders = useStore($orders);
  const ordersLoad = useStore($ordersLoad);
  const activity = useStore($activity);

  const next = subscriptionsLoad.status === 'ready' ? homeNextDelivery(subscriptions.items, now) : null;
  const lines = recentActivity(ordersLoad.status === 'ready' ? orders : [], activity.events);
  const activityLoading = (ordersLoad.status === 'loading' || ordersLoad.status === 'idle') && lines.length === 0;

  return (
    <div className="mobile-screen mobile-home">
      <section aria-labelledby={`${id}-glance`}>
        <h2 id={`${id}-glance`} className="visually-hidden">
          At a glance
        </h2>
        <ul className="mobile-stats">
          <Stat label={MOBILE_TEXTS.dogs} tab="pets" figure={figureOf(petsLoad, () => pets.pets.length)} />
          <Stat
            label={MOBILE_TEXTS.activeSubscriptions}
            tab="subscriptions"
            figure={figureOf(subscriptionsLoad, () => activeSubscriptions(subscriptions.items).length)}
          />
          <Stat label={MOBILE_TEXTS.orders} tab="orders" figure={figureOf(ordersLoad, () => orders.length)} />
        </ul>
      </section>

      <section className="mobile-card mobile-next" aria-labelledby={`${id}-next`}>
        <h2 id={`${id}-next`}>{MOBILE_TEXTS.nextDelivery}</h2>
        {subscriptionsLoad.status === 'ready' ? (
          next ? (
            <>
              <p className="mobile-next-date">{formatShortDateUS(next.date)}</p>
              <p>{next.productName}</p>
              {next.frequency ? <p className="mobile-muted">{next.frequency}</p> : null}
            </>
          ) : (
            <p className="mobile-muted">{MOBILE_TEXTS.noUpcomingDelivery}</p>
          )
        ) : subscriptionsLoad.status === 'error' ? (
          <p className="mobile-muted">{MOBILE_TEXTS.figureUnavailable}</p>
        ) : (
          <p className="mobile-muted">{MOBILE_TEXTS.loading}</p>
        )}
      </section>

      <section className="mobile-card" aria-labelledby={`${id}-activity`}>
        <h2 id={`${id}-activity`}>{MOBILE_TEXTS.recentActivity}</h2>
        {activityLoading ? (
          <p className="mobile-muted">{MOBILE_TEXTS.loading}</p>
        ) : lines.length === 0 ? (
          <p className="mobile-muted">{MOBILE_TEXTS.noActivity}</p>
        ) : (
          <ul className="mobile-activity">
            {lines.map((line) => (
              <li key={line.key}>
                <span className={`mobile-activity-dot mobile-activity-${line.kind}`} aria-hidden="true" />
                <span className="mobile-activity-text">
                  <span>{line.text}</span>
                  {line.detail ? <span className="mobile-muted">{line.detail}</span> : null}
                </span>
                <time dateTime={line.at}>{formatShortDateUS(line.at)}</time>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
