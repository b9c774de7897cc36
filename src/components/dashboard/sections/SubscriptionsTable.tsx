import { useStore } from '@nanostores/react';
import { resumesOnLabel } from '../../../copy/dashboard-notices';
import { formatNzdCents } from '../../../domain/money';
import { nextOrderDisplay } from '../../../domain/next-order';
import { canManage, canResume, frequencyLabel, subscriptionChipColour, subscriptionTotals } from '../../../domain/subscriptions';
import { $busy, $pendingFrequency, displayedFrequency, openDialog, type Subscription } from '../../../stores/dashboard';
import { Chip } from './Chip';

/**
 * My Subscriptions (001 §2): Title, Frequency, Next Order, Subtotal, in the spec's order
 * (ACTIVE, PAUSED, CANCELLED, then the soonest next order). Only ACTIVE rows open the manage
 * modal; PAUSED and CANCELLED rows have a RESUME link that opens 'Choose Resume Date'.
 */
export function SubscriptionsTable({ subscriptions, now = new Date() }: { subscriptions: readonly Subscription[]; now?: Date }) {
  const pending = useStore($pendingFrequency);
  const busy = useStore($busy);
  return (
    <table className="dash-table">
      <caption className="visually-hidden">Your subscriptions</caption>
      <thead>
        <tr>
          <th scope="col">Title</th>
          <th scope="col">Frequency</th>
          <th scope="col">Next Order</th>
          <th scope="col">Subtotal</th>
          <th scope="col">
            <span className="visually-hidden">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {subscriptions.map((s) => {
          const active = canManage(s.status);
          return (
            <tr key={s.id}>
              <th scope="row">
                <span className="dash-title-cell">
                  {s.product_image ? <img src={s.product_image} alt="" width="40" height="40" /> : null}
                  <span>{s.product_name}</span> <Chip label={s.status} colour={subscriptionChipColour(s.status)} />
                </span>
              </th>
              <td>{frequencyLabel(displayedFrequency(s, pending), s.order_interval_unit)}</td>
              <td>{active ? nextOrderDisplay(s, now).label : s.status === 'PAUSED' && s.paused_until ? resumesOnLabel(s.paused_until) : '—'}</td>
              <td>{formatNzdCents(subscriptionTotals(s).subtotalCents)}</td>
              <td>
                {active ? (
                  <button type="button" className="button" onClick={() => openDialog({ kind: 'manage', id: s.id })}>
                    Manage
                  </button>
                ) : canResume(s.status) ? (
                  <button
                    type="button"
                    className="dash-link"
                    disabled={busy !== null}
                    aria-label={`RESUME ${s.product_name}`}
                    onClick={() => openDialog({ kind: 'resume', id: s.id })}
                  >
                    RESUME
                  </button>
                ) : null}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
