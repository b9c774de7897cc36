import { useStore } from '@nanostores/react';
import { ItemLines } from '../../ui/ItemLines';
import { Totals } from '../../ui/Totals';
import { useId, useState } from 'react';
import { formatLongDateUS } from '../../../domain/dates';
import { LEGACY_MESSAGES } from '../../../domain/legacy-panel';
import { formatNzd } from '../../../domain/money';
import { addressLine, UPDATE_PENDING_LABEL } from '../../../domain/next-order';
import { isLegacyActionAllowed, type LegacyAction } from '../../../domain/renewals';
import { frequencyLabel, LEGACY_INACTIVE_MESSAGE } from '../../../domain/subscriptions';
import { $busy, legacyConfirmAndPay, legacyRemoveItem, newIdempotencyKey, openDialog, type LegacySubscription } from '../../../stores/dashboard';

/**
 * The legacy-subscription panel (001 §2, §4): shown when there is no active subscription and
 * an older one exists. Change Date and Frequency, Edit address, the products (change the main
 * one, remove add-ons), Add Treats, Reorder Now, Cancel (retention 'Are you sure?' first) and
 * Confirm & Pay. An inactive one says so and offers only Confirm & Pay and the address.
 */
export function LegacyPanel({ legacy }: { legacy: LegacySubscription }) {
  const id = useId();
  const busy = useStore($busy);
  const [removeError, setRemoveError] = useState<string | null>(null);
  const target = { kind: 'legacy', id: legacy.id } as const;
  const locked = busy !== null;
  const can = (action: LegacyAction) => isLegacyActionAllowed(action, legacy.is_active);

  async function remove(itemId: string) {
    setRemoveError(null);
    if (!(await legacyRemoveItem(legacy.id, itemId))) setRemoveError(LEGACY_MESSAGES.removeAddOn);
  }

  return (
    <section className="dash-card dash-legacy" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>My Original Subscription</h2>
      {!legacy.is_active ? <p className="notice">{LEGACY_INACTIVE_MESSAGE}</p> : null}
      <dl className="dash-facts">
        <div>
          <dt>Next delivery</dt>
          <dd>
            <span>{legacy.nextDelivery ? formatLongDateUS(legacy.nextDelivery) : UPDATE_PENDING_LABEL}</span>{' '}
            {can('updateDate') ? (
              <button type="button" className="dash-link" disabled={locked} onClick={() => openDialog({ kind: 'date', target })}>
                Change Date
              </button>
            ) : null}
          </dd>
        </div>
        <div>
          <dt>Frequency</dt>
          <dd>
            <span>{frequencyLabel(legacy.frequency)}</span>{' '}
            {can('updateFrequency') ? (
              <button type="button" className="dash-link" disabled={locked} onClick={() => openDialog({ kind: 'legacyFrequency', id: legacy.id })}>
                Change Frequency
              </button>
            ) : null}
          </dd>
        </div>
        <div>
          <dt>Delivering to</dt>
          <dd>
            <span>{addressLine(legacy.shippingAddress)}</span>{' '}
            <button type="button" className="dash-link" disabled={locked || !can('updateAddress')} onClick={() => openDialog({ kind: 'address', target })}>
              Edit address
            </button>
          </dd>
        </div>
      </dl>

      <h3 className="dash-subtitle">Products</h3>
      <ItemLines
        label="Products in your original subscription"
        lines={[
          {
            id: 'main',
            title: legacy.mainProduct.title,
            image: legacy.mainProduct.image,
            quantity: `× ${legacy.mainProduct.quantity}`,
            price: formatNzd(legacy.mainProduct.price * legacy.mainProduct.quantity),
            action: can('changeProduct') ? (
              <button
                type="button"
                className="dash-link"
                disabled={locked}
                aria-label={`Change product ${legacy.mainProduct.title}`}
                onClick={() => openDialog({ kind: 'product', target })}
              >
                Change
              </button>
            ) : null,
          },
          ...legacy.additionalItems.map((item) => ({
            id: item.id,
            title: item.title,
            image: item.image,
            note: item.one_time ? '(next delivery only)' : null,
            quantity: `× ${item.quantity}`,
            price: formatNzd(item.price * item.quantity),
            action: can('removeItem') ? (
              <button type="button" className="dash-link danger" disabled={locked} aria-label={`Remove ${item.title}`} onClick={() => void remove(item.id)}>
                Remove
              </button>
            ) : null,
          })),
        ]}
      />
      {removeError ? (
        <p role="alert" className="field-error">
          {removeError}
        </p>
      ) : null}
      <Totals
        rows={[
          { label: 'Shipping', value: formatNzd(legacy.shippingPrice) },
          { label: 'Total', value: formatNzd(legacy.totalPrice) },
        ]}
      />

      <div className="dash-card-actions">
        {can('addItems') ? (
          <button type="button" className="button" disabled={locked} onClick={() => openDialog({ kind: 'treats', target })}>
            Add Treats
          </button>
        ) : null}
        {can('shipToday') ? (
          <button
            type="button"
            className="button"
            disabled={locked || legacy.has_recent_order}
            onClick={() => openDialog({ kind: 'reorder', target, idempotencyKey: newIdempotencyKey() })}
          >
            Reorder Now
          </button>
        ) : null}
        <button type="button" className="button primary" disabled={locked} onClick={() => void legacyConfirmAndPay(legacy.id)}>
          {busy?.action === 'confirmAndPay' ? 'Opening checkout…' : 'Confirm & Pay'}
        </button>
        {can('cancel') ? (
          <button type="button" className="button danger" disabled={locked} onClick={() => openDialog({ kind: 'retention', id: legacy.id })}>
            Cancel
          </button>
        ) : null}
      </div>
    </section>
  );
}
