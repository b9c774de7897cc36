import { useStore } from '@nanostores/react';
import { useDeferredValue } from 'react';
import { billingEmailSentText } from '../../../copy/dashboard-notices';
import { canReorderNow } from '../../../domain/subscriptions';
import { $busy, newIdempotencyKey, openDialog, updateBilling, type Subscription } from '../../../stores/dashboard';
import { Dialog } from '../../ui/Dialog';

/**
 * 'Manage My Subscription' (001 §2): every change of an ACTIVE subscription, each opening its
 * own dialog. Reorder Now is disabled while an order is recent; Update Credit Card e-mails a
 * card-update link and confirms with 'Email Sent Successfully'.
 */
export function ManageModal({ subscription, customerEmail, onClose }: { subscription: Subscription; customerEmail: string; onClose: () => void }) {
  const busy = useStore($busy);
  // The tap's frame shows the dialog, its title and its focused Close button; the eight actions
  // follow in a render React may yield in, after that frame is drawn (INP, issue 48).
  const showActions = useDeferredValue(true, false);
  const target = { kind: 'subscription', id: subscription.id } as const;
  const reorderable = canReorderNow(subscription);
  const sendingBilling = busy?.action === 'updateBilling' && busy.id === subscription.id;

  async function onUpdateCard() {
    if (await updateBilling(subscription.id)) openDialog({ kind: 'emailSent', text: billingEmailSentText(customerEmail) });
  }

  const action = (label: string, onClick: () => void, opts: { disabled?: boolean; danger?: boolean; hint?: string } = {}) => (
    <li>
      <button type="button" className={`button full-width${opts.danger ? ' danger' : ''}`} disabled={opts.disabled || busy !== null} onClick={onClick}>
        {label}
      </button>
      {opts.hint ? <span className="hint">{opts.hint}</span> : null}
    </li>
  );

  return (
    <Dialog title="Manage My Subscription" onClose={onClose} className="dash-dialog" description={<p>{subscription.product_name}</p>}>
      <button type="button" className="dialog-close" aria-label="Close" onClick={onClose}>
        ×
      </button>
      {showActions ? (
        <ul className="dash-manage-actions">
          {action('Add Treats', () => openDialog({ kind: 'treats', target }))}
          {action('Reorder Now', () => openDialog({ kind: 'reorder', target, idempotencyKey: newIdempotencyKey() }), {
            disabled: !reorderable,
            hint: reorderable ? undefined : 'Available again once your recent order has shipped.',
          })}
          {action('Next Order Date', () => openDialog({ kind: 'date', target }))}
          {action('Change Frequency', () => openDialog({ kind: 'frequency', id: subscription.id }))}
          {action('Change Address', () => openDialog({ kind: 'address', target }))}
          {action('Pause', () => openDialog({ kind: 'pause', id: subscription.id }))}
          {action(sendingBilling ? 'Sending…' : 'Update Credit Card', () => void onUpdateCard())}
          {action('Cancel Subscription', () => openDialog({ kind: 'offers', id: subscription.id }), { danger: true })}
        </ul>
      ) : null}
    </Dialog>
  );
}
