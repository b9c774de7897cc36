import { useStore } from '@nanostores/react';
import { MESSAGES } from '../../../copy/messages';
import { canManage, isLegacyActive } from '../../../domain/subscriptions';
import { $busy, $legacy, $nextOrderSubscription, $sortedSubscriptions, $subscriptions, openDialog } from '../../../stores/dashboard';
import { LazyUpcomingDeliveries } from './LazyUpcomingDeliveries';
import { NextOrderCard } from './NextOrderCard';
import { SubscriptionsTable } from './SubscriptionsTable';
import { Loading } from '../../ui/Loading';

/**
 * The subscriptions section (001 §2 state 4): 'My Subscriptions' with its 'Add Treats' button
 * (for the active subscription), the table, and the 'My Next Order' card. A failed load shows
 * the same as having none (001 §8). Under the card, every plan's next deliveries in one timeline
 * (issue 47 §5, issue 61 §2), the legacy plan's too. `showNextOrder` false leaves the card out for now (the
 * dashboard adds it a frame later, DashboardSections.tsx).
 */
export function SubscriptionsSection({ showNextOrder = true }: { showNextOrder?: boolean }) {
  const state = useStore($subscriptions);
  const subscriptions = useStore($sortedSubscriptions);
  const next = useStore($nextOrderSubscription);
  const busy = useStore($busy);
  const legacy = useStore($legacy).legacy;
  const activeLegacy = legacy && isLegacyActive(legacy.is_active) ? legacy : null;
  const firstLoad = state.status !== 'ready' && state.items.length === 0;
  return (
    <section className="dash-section" aria-labelledby="dash-subscriptions-title">
      <div className="dash-section-head">
        <h2 id="dash-subscriptions-title">My Subscriptions</h2>
        {next ? (
          <button
            type="button"
            className="button"
            disabled={busy !== null}
            onClick={() => openDialog({ kind: 'treats', target: { kind: 'subscription', id: next.id } })}
          >
            Add Treats
          </button>
        ) : null}
      </div>
      {firstLoad ? (
        <Loading text="Loading your subscriptions…" />
      ) : subscriptions.length === 0 ? (
        <p className="empty">{MESSAGES.noActiveSubscriptions}</p>
      ) : (
        <SubscriptionsTable subscriptions={subscriptions} />
      )}
      {next && showNextOrder ? <NextOrderCard subscription={next} /> : null}
      {showNextOrder && (next || activeLegacy) ? (
        <LazyUpcomingDeliveries subscriptions={subscriptions.filter((s) => !s.isLegacy && canManage(s.status))} legacy={activeLegacy} />
      ) : null}
    </section>
  );
}
