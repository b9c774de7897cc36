import { useStore } from '@nanostores/react';
import { ItemLines } from '../../ui/ItemLines';
import { Totals } from '../../ui/Totals';
import { useId, useState } from 'react';
import { MESSAGES } from '../../../copy/messages';
import { formatNzdCents, dollarsToCents } from '../../../domain/money';
import { addressLine, nextOrderDisplay } from '../../../domain/next-order';
import { repeatsEveryLabel, subscriptionTotals } from '../../../domain/subscriptions';
import { $busy, $pendingFrequency, displayedFrequency, loadSubscriptions, openDialog, removeItem, type Subscription } from '../../../stores/dashboard';

/**
 * 'My Next Order' (001 §2): the date (or 'update pending' with a re-check), Change Date,
 * 'Repeats every N days' with Change Frequency, the address with Change Address, the products
 * (change the main product, remove the others), subtotal, shipping and Manage.
 */
export function NextOrderCard({ subscription, now = new Date() }: { subscription: Subscription; now?: Date }) {
  const id = useId();
  const busy = useStore($busy);
  const pending = useStore($pendingFrequency);
  const [rechecking, setRechecking] = useState(false);
  const [removeError, setRemoveError] = useState<string | null>(null);
  const next = nextOrderDisplay(subscription, now);
  const totals = subscriptionTotals(subscription);
  const target = { kind: 'subscription', id: subscription.id } as const;
  const locked = busy !== null;

  async function recheck() {
    setRechecking(true);
    await loadSubscriptions();
    setRechecking(false);
  }

  async function remove(itemId: string) {
    setRemoveError(null);
    if (!(await removeItem(subscription.id, itemId))) setRemoveError(MESSAGES.failedToRemoveItem);
  }

  return (
    <section className="dash-card dash-next-order" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>My Next Order</h2>
      <dl className="dash-facts">
        <div>
          <dt>Next order</dt>
          <dd>
            <span className={next.stale ? 'dash-pending' : undefined}>{next.label}</span>{' '}
            {next.stale ? (
              <button type="button" className="dash-link" disabled={rechecking} onClick={() => void recheck()}>
                {rechecking ? 'Checking…' : 'Re-check'}
              </button>
            ) : null}{' '}
            <button type="button" className="dash-link" disabled={locked} onClick={() => openDialog({ kind: 'date', target })}>
              Change Date
            </button>
          </dd>
        </div>
        <div>
          <dt>Frequency</dt>
          <dd>
            <span>{repeatsEveryLabel(displayedFrequency(subscription, pending))}</span>{' '}
            <button type="button" className="dash-link" disabled={locked} onClick={() => openDialog({ kind: 'frequency', id: subscription.id })}>
              Change Frequency
            </button>
          </dd>
        </div>
        <div>
          <dt>Delivering to</dt>
          <dd>
            <span>{addressLine(subscription.shipping_address)}</span>{' '}
            <button type="button" className="dash-link" disabled={locked} onClick={() => openDialog({ kind: 'address', target })}>
              Change Address
            </button>
          </dd>
        </div>
      </dl>

      <h3 className="dash-subtitle">Products</h3>
      <ItemLines
        label="Products in your next order"
        lines={subscription.items.map((item) => ({
          id: item.id,
          title: item.title,
          image: item.image,
          note: item.one_time ? '(next order only)' : null,
          quantity: `× ${item.quantity}`,
          price: formatNzdCents((dollarsToCents(item.final_price) ?? 0) * item.quantity),
          action: item.is_main ? (
            <button
              type="button"
              className="dash-link"
              disabled={locked}
              aria-label={`Change product ${item.title}`}
              onClick={() => openDialog({ kind: 'product', target })}
            >
              Change
            </button>
          ) : (
            <button type="button" className="dash-link danger" disabled={locked} aria-label={`Remove ${item.title}`} onClick={() => void remove(item.id)}>
              Remove
            </button>
          ),
        }))}
      />
      {removeError ? (
        <p role="alert" className="field-error">
          {removeError}
        </p>
      ) : null}

      <Totals
        rows={[
          { label: 'Subtotal', value: formatNzdCents(totals.subtotalCents) },
          { label: 'Shipping', value: formatNzdCents(totals.shippingCents) },
        ]}
      />
      <p className="dash-card-actions">
        <button type="button" className="button primary" onClick={() => openDialog({ kind: 'manage', id: subscription.id })}>
          Manage
        </button>
      </p>
    </section>
  );
}
