import { useStore } from '@nanostores/react';
import { Fact, LinkButton } from '../../ui/Facts';
import { useState } from 'react';
import { MESSAGES } from '../../../copy/messages';
import { formatNzdCents, dollarsToCents } from '../../../domain/money';
import { addressLine } from '../../../domain/address-text';
import { nextOrderDisplay } from '../../../domain/next-order';
import { subscriptionNextOrderDiscountCents } from '../../../domain/renewals';
import { nextOrderDiscountLabel } from '../../../copy/upcoming-deliveries';
import { firstFailedAttempt } from '../../../domain/billing';
import { RECHECK_TEXTS, SKIP_UNAVAILABLE_PENDING, pendingNextOrderText } from '../../../copy/dashboard-messages';
import { repeatsEveryLabel, subscriptionTotals } from '../../../domain/subscriptions';
import { $busy, $pendingFrequency, displayedFrequency, loadSubscriptions, openDialog, removeItem, type Subscription } from '../../../stores/dashboard';
import { PlanFitNotice } from './PlanFitNotice';
import { SwitchOverPanel } from './SwitchOverPanel';
import { SkipControls } from './SkipControls';
import { RecordCard, recordLine } from './RecordCard';
import type { TotalRow } from '../../ui/Totals';
import { useItemRemoval } from './use-item-removal';

/**
 * 'My Next Order' (001 §2): the date (or 'update pending', said in words, with a re-check), Change Date,
 * 'Repeats every N days' with Change Frequency, the address with Change Address, the products
 * (change the main product, remove the others), subtotal, the next order's discount, shipping,
 * the total and Manage. Above the facts,
 * when the bag does not fit the dogs, the plan-fit notice with its one-tap fix (issue 21).
 */
export function NextOrderCard({ subscription, now = new Date() }: { subscription: Subscription; now?: Date }) {
  const busy = useStore($busy);
  const pending = useStore($pendingFrequency);
  const [rechecking, setRechecking] = useState(false);
  const next = nextOrderDisplay(subscription, now);
  const { subtotalCents, shippingCents } = subscriptionTotals(subscription);
  // What the next order is charged: the spec's subtotal and shipping, then its discount and the total (issue 61 §2).
  const discountCents = Math.min(subtotalCents, subscriptionNextOrderDiscountCents(subscription.items, subscription.next_order_discount_percent));
  const totals: TotalRow[] = [
    ['Subtotal', formatNzdCents(subtotalCents)],
    ...(discountCents > 0 ? [[nextOrderDiscountLabel(subscription.next_order_discount_percent), `−${formatNzdCents(discountCents)}`] as const] : []),
    ['Shipping', formatNzdCents(shippingCents)],
    ['Total', formatNzdCents(subtotalCents - discountCents + shippingCents)],
  ];
  const target = { kind: 'subscription', id: subscription.id } as const;
  const locked = busy !== null;
  const { removeButton, removeMessage } = useItemRemoval((itemId) => removeItem(subscription.id, itemId), MESSAGES.failedToRemoveItem, locked);

  async function recheck() {
    setRechecking(true);
    await loadSubscriptions();
    setRechecking(false);
  }

  const lines = subscription.items.map((item) =>
    recordLine(
      item,
      formatNzdCents((dollarsToCents(item.final_price) ?? 0) * item.quantity),
      '(next order only)',
      item.is_main ? (
        <LinkButton disabled={locked} label={`Change product ${item.title}`} onClick={() => openDialog({ kind: 'product', target })}>
          Change
        </LinkButton>
      ) : (
        removeButton(item)
      ),
    ),
  );

  return (
    <RecordCard
      className="dash-next-order"
      title="My Next Order"
      notice={
        <>
          <PlanFitNotice subscription={subscription} className="dash-plan-fit" />
          <SwitchOverPanel subscriptionId={subscription.id} />
        </>
      }
      facts={
        <>
          <Fact term="Next order" value={<span className={next.stale ? 'dash-pending' : undefined}>{next.label}</span>}>
            {next.stale ? (
              // What 'update pending' means, and why Skip is not offered meanwhile (issue 47 §5).
              <span className="dash-pending-why">
                {pendingNextOrderText(firstFailedAttempt(subscription.billing_attempts)?.date.slice(0, 10) ?? null)} {SKIP_UNAVAILABLE_PENDING}{' '}
                <LinkButton disabled={rechecking} onClick={() => void recheck()}>
                  {rechecking ? RECHECK_TEXTS.busy : RECHECK_TEXTS.idle}
                </LinkButton>
              </span>
            ) : null}{' '}
            <LinkButton disabled={locked} onClick={() => openDialog({ kind: 'date', target })}>
              Change Date
            </LinkButton>{' '}
            <SkipControls subscription={subscription} nextDay={next.date} now={now} />
          </Fact>
          <Fact term="Frequency" value={<span>{repeatsEveryLabel(displayedFrequency(subscription, pending))}</span>}>
            <LinkButton disabled={locked} onClick={() => openDialog({ kind: 'frequency', id: subscription.id })}>
              Change Frequency
            </LinkButton>
          </Fact>
          <Fact term="Delivering to" value={<span>{addressLine(subscription.shipping_address)}</span>}>
            <LinkButton disabled={locked} onClick={() => openDialog({ kind: 'address', target })}>
              Change Address
            </LinkButton>
          </Fact>
        </>
      }
      products={{ label: 'Products in your next order', lines, message: removeMessage }}
      totals={totals}
      actions={
        <p className="dash-card-actions">
          <button type="button" className="button primary" onClick={() => openDialog({ kind: 'manage', id: subscription.id })}>
            Manage
          </button>
        </p>
      }
    />
  );
}
