import { useStore } from '@nanostores/react';
import { Fact, LinkButton } from '../../ui/Facts';
import { formatLongDateUS } from '../../../domain/dates';
import { LEGACY_MESSAGES } from '../../../domain/legacy-panel';
import { formatNzd } from '../../../domain/money';
import { addressLine } from '../../../domain/address-text';
import { UPDATE_PENDING_LABEL } from '../../../domain/next-order';
import { isLegacyActionAllowed, type LegacyAction } from '../../../domain/renewals';
import { frequencyLabel, LEGACY_INACTIVE_MESSAGE } from '../../../domain/subscriptions';
import { $busy, legacyConfirmAndPay, legacyRemoveItem, newIdempotencyKey, openDialog, type LegacySubscription } from '../../../stores/dashboard';
import { RecordCard, recordLine } from './RecordCard';
import { useItemRemoval } from './use-item-removal';

/**
 * The legacy-subscription panel (001 §2, §4): shown when there is no active subscription and
 * an older one exists. Change Date and Frequency, Edit address, the products (change the main
 * one, remove add-ons), Add Treats, Reorder Now, Cancel (retention 'Are you sure?' first) and
 * Confirm & Pay. An inactive one says so and offers only Confirm & Pay and the address.
 */
export function LegacyPanel({ legacy }: { legacy: LegacySubscription }) {
  const busy = useStore($busy);
  const target = { kind: 'legacy', id: legacy.id } as const;
  const locked = busy !== null;
  const { removeButton, removeMessage } = useItemRemoval((itemId) => legacyRemoveItem(legacy.id, itemId), LEGACY_MESSAGES.removeAddOn, locked);
  const can = (action: LegacyAction) => isLegacyActionAllowed(action, legacy.is_active);

  const lines = [
    {
      id: 'main',
      title: legacy.mainProduct.title,
      image: legacy.mainProduct.image,
      quantity: `× ${legacy.mainProduct.quantity}`,
      price: formatNzd(legacy.mainProduct.price * legacy.mainProduct.quantity),
      action: can('changeProduct') ? (
        <LinkButton disabled={locked} label={`Change product ${legacy.mainProduct.title}`} onClick={() => openDialog({ kind: 'product', target })}>
          Change
        </LinkButton>
      ) : null,
    },
    ...legacy.additionalItems.map((item) =>
      recordLine(item, formatNzd(item.price * item.quantity), '(next delivery only)', can('removeItem') ? removeButton(item) : null),
    ),
  ];

  return (
    <RecordCard
      className="dash-legacy"
      title="My Original Subscription"
      notice={!legacy.is_active ? <p className="notice">{LEGACY_INACTIVE_MESSAGE}</p> : null}
      facts={
        <>
          <Fact term="Next delivery" value={<span>{legacy.nextDelivery ? formatLongDateUS(legacy.nextDelivery) : UPDATE_PENDING_LABEL}</span>}>
            {can('updateDate') ? (
              <LinkButton disabled={locked} onClick={() => openDialog({ kind: 'date', target })}>
                Change Date
              </LinkButton>
            ) : null}
          </Fact>
          <Fact term="Frequency" value={<span>{frequencyLabel(legacy.frequency)}</span>}>
            {can('updateFrequency') ? (
              <LinkButton disabled={locked} onClick={() => openDialog({ kind: 'legacyFrequency', id: legacy.id })}>
                Change Frequency
              </LinkButton>
            ) : null}
          </Fact>
          <Fact term="Delivering to" value={<span>{addressLine(legacy.shippingAddress)}</span>}>
            <LinkButton disabled={locked || !can('updateAddress')} onClick={() => openDialog({ kind: 'address', target })}>
              Edit address
            </LinkButton>
          </Fact>
        </>
      }
      products={{ label: 'Products in your original subscription', lines, message: removeMessage }}
      totals={[
        ['Shipping', formatNzd(legacy.shippingPrice)],
        ['Total', formatNzd(legacy.totalPrice)],
      ]}
      actions={
        <div className="dash-card-actions">
          {can('addItems') ? (
            <button type="button" className="button" disabled={locked} onClick={() => openDialog({ kind: 'treats', target })}>
              Add Treats
            </button>
          ) : null}
          {can('shipToday') && legacy.reorder_now ? (
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
            // Neutral, not red beside Confirm & Pay (issue 47 §5): the retention dialog asks before anything ends.
            <button type="button" className="button secondary" disabled={locked} onClick={() => openDialog({ kind: 'retention', id: legacy.id })}>
              Cancel
            </button>
          ) : null}
        </div>
      }
    />
  );
}
