import { describe, expect, it } from 'vitest';
import {
  CANCEL_REASONS,
  CANCEL_VALIDATION_MESSAGE,
  LEGACY_CANCEL_REASONS,
  LEGACY_INACTIVE_MESSAGE,
  PAUSE_PRESETS_DAYS,
  activeSubscriptions,
  canManage,
  canReorderNow,
  canResume,
  cancelValidationError,
  frequencyLabel,
  isLegacyActive,
  repeatsEveryLabel,
  showLegacyPanel,
  sortSubscriptions,
  subscriptionChipColour,
  subscriptionTotals,
  usesLegacyItemsEndpoint,
} from '../../src/domain/subscriptions';
import {
  ORDER_LINE_ITEMS_SHOWN,
  orderCardTitle,
  orderChipColour,
  orderChipIcon,
  orderNumberLabel,
  orderStatusLabel,
  quantityLabel,
  trackingLabel,
  visibleLineItems,
} from '../../src/domain/orders';

const now = new Date('2025-06-01T00:00:00Z');

describe('sortSubscriptions', () => {
  it('orders ACTIVE, PAUSED, CANCELLED, others, then soonest next order', () => {
    const subs = [
      { id: 'c', status: 'CANCELLED', next_charge_scheduled_at: '2025-06-02' },
      { id: 'x', status: 'EXPIRED', next_charge_scheduled_at: '2025-06-02' },
      { id: 'a2', status: 'ACTIVE', next_charge_scheduled_at: '2025-07-01' },
      { id: 'p', status: 'PAUSED', next_charge_scheduled_at: null },
      { id: 'a1', status: 'ACTIVE', next_charge_scheduled_at: '2025-06-15' },
      { id: 'a0', status: 'ACTIVE', next_charge_scheduled_at: null },
    ];
    expect(sortSubscriptions(subs, now).map((s) => s.id)).toEqual(['a1', 'a2', 'a0', 'p', 'c', 'x']);
    expect(subs[0]!.id).toBe('c'); // input untouched
  });

  it('uses the billing-attempt next delivery when there is one', () => {
    const subs = [
      {
        id: 'late',
        status: 'ACTIVE',
        next_charge_scheduled_at: '2025-06-05',
        billing_attempts: [{ date: '2025-06-25' }],
      },
      { id: 'soon', status: 'ACTIVE', next_charge_scheduled_at: '2025-06-20' },
    ];
    expect(sortSubscriptions(subs, now).map((s) => s.id)).toEqual(['soon', 'late']);
  });
});

describe('chips', () => {
  it('colours subscription states', () => {
    expect(subscriptionChipColour('ACTIVE')).toBe('success');
    expect(subscriptionChipColour('PAUSED')).toBe('warning');
    expect(subscriptionChipColour('CANCELLED')).toBe('error');
    expect(subscriptionChipColour('active')).toBe('success');
    expect(subscriptionChipColour('EXPIRED')).toBe('default');
    expect(subscriptionChipColour(null)).toBe('default');
  });

  it.each([
    ['fulfilled', 'success'],
    ['Delivered', 'success'],
    ['pending', 'warning'],
    ['processing', 'warning'],
    ['error', 'error'],
    ['failed', 'error'],
    ['partial', 'default'],
    [null, 'default'],
  ])('colours order status %s as %s', (status, colour) => {
    expect(orderChipColour(status)).toBe(colour);
  });

  it('gives default order chips a shipping icon and a missing status the label Unknown', () => {
    expect(orderChipIcon('partial')).toBe('shipping');
    expect(orderChipIcon('fulfilled')).toBeNull();
    expect(orderStatusLabel(null)).toBe('Unknown');
    expect(orderStatusLabel('fulfilled')).toBe('fulfilled');
  });
});

describe('row actions', () => {
  it('opens manage only for ACTIVE and offers resume for PAUSED and CANCELLED', () => {
    expect(canManage('ACTIVE')).toBe(true);
    expect(canManage('PAUSED')).toBe(false);
    expect(canResume('PAUSED')).toBe(true);
    expect(canResume('CANCELLED')).toBe(true);
    expect(canResume('ACTIVE')).toBe(false);
  });

  it('disables Reorder Now after a recent order', () => {
    expect(canReorderNow({ has_recent_order: true })).toBe(false);
    expect(canReorderNow({})).toBe(true);
  });

  it('sends item calls of legacy or status-less subscriptions to the legacy endpoint', () => {
    expect(usesLegacyItemsEndpoint({ status: null })).toBe(true);
    expect(usesLegacyItemsEndpoint({ status: 'ACTIVE', isLegacy: true })).toBe(true);
    expect(usesLegacyItemsEndpoint({ status: 'ACTIVE' })).toBe(false);
  });
});

describe('labels', () => {
  it('shows Every {frequency} {unit}', () => {
    expect(frequencyLabel(30, 'day')).toBe('Every 30 days');
    expect(frequencyLabel(30, 'days')).toBe('Every 30 days');
    expect(frequencyLabel(2, 'week')).toBe('Every 2 weeks');
    expect(frequencyLabel(1, 'months')).toBe('Every 1 month');
    expect(frequencyLabel('45', null)).toBe('Every 45 days');
    expect(repeatsEveryLabel(30)).toBe('Repeats every 30 days');
  });
});

describe('cancel and pause', () => {
  it('lists the cancel reasons; legacy adds Other', () => {
    expect(CANCEL_REASONS).toEqual(['Too expensive', "Dog didn't like it", 'Dog passed away.', 'Vet recommended alternative food', 'Allergies']);
    expect(LEGACY_CANCEL_REASONS).toEqual([...CANCEL_REASONS, 'Other']);
  });

  it('needs a reason or feedback', () => {
    expect(CANCEL_VALIDATION_MESSAGE).toBe('Please select a reason or provide feedback');
    expect(cancelValidationError({ reason: '', otherReason: '  ' })).toBe(CANCEL_VALIDATION_MESSAGE);
    expect(cancelValidationError({})).toBe(CANCEL_VALIDATION_MESSAGE);
    expect(cancelValidationError({ reason: 'Allergies' })).toBeNull();
    expect(cancelValidationError({ otherReason: 'Moving overseas' })).toBeNull();
  });

  it('offers pause presets of 7, 14, 30 and 90 days', () => {
    expect(PAUSE_PRESETS_DAYS).toEqual([7, 14, 30, 90]);
  });
});

describe('subscriptionTotals', () => {
  it('is items × quantity plus shipping, 6.99 by default', () => {
    expect(
      subscriptionTotals({
        items: [
          { price: 61.59, quantity: 1 },
          { price: '12.34', quantity: 2 },
        ],
      }),
    ).toEqual({ subtotalCents: 8627, shippingCents: 699, totalCents: 9326 });
  });

  it('prefers final_price and the subscription’s own shipping', () => {
    expect(subscriptionTotals({ items: [{ price: 20, final_price: 19, quantity: 3 }], shippingPrice: 0 })).toEqual({
      subtotalCents: 5700,
      shippingCents: 0,
      totalCents: 5700,
    });
  });

  it('counts a missing quantity as one and no items as zero', () => {
    expect(subscriptionTotals({ items: [{ price: 10 }] }).subtotalCents).toBe(1000);
    expect(subscriptionTotals({}).totalCents).toBe(699);
  });
});

describe('legacy', () => {
  it('is active when is_active is true or the string true', () => {
    expect(isLegacyActive(true)).toBe(true);
    expect(isLegacyActive('true')).toBe(true);
    expect(isLegacyActive('false')).toBe(false);
    expect(isLegacyActive(false)).toBe(false);
    expect(isLegacyActive(undefined)).toBe(false);
  });

  it('shows the panel when there is no active non-legacy subscription and a legacy one exists', () => {
    expect(showLegacyPanel([{ status: 'CANCELLED' }], { id: 'L1' })).toBe(true);
    expect(showLegacyPanel([], { id: 'L1' })).toBe(true);
    expect(showLegacyPanel([{ status: 'ACTIVE', isLegacy: true }], { id: 'L1' })).toBe(true);
    expect(showLegacyPanel([{ status: 'ACTIVE' }], { id: 'L1' })).toBe(false);
    expect(showLegacyPanel([], null)).toBe(false);
  });

  it('words the inactive notice', () => {
    expect(LEGACY_INACTIVE_MESSAGE).toBe('This subscription is paused or cancelled. It will not renew unless you restart it by clicking Confirm & Pay.');
  });

  it('counts active subscriptions', () => {
    expect(activeSubscriptions([{ status: 'ACTIVE' }, { status: 'PAUSED' }, { status: 'ACTIVE' }])).toHaveLength(2);
  });
});

describe('order cards', () => {
  it('shows the first two line items and counts the rest', () => {
    expect(ORDER_LINE_ITEMS_SHOWN).toBe(2);
    expect(visibleLineItems(['a', 'b', 'c', 'd'])).toEqual({ shown: ['a', 'b'], moreLabel: '+2 more items' });
    expect(visibleLineItems(['a', 'b', 'c']).moreLabel).toBe('+1 more item');
    expect(visibleLineItems(['a', 'b'])).toEqual({ shown: ['a', 'b'], moreLabel: null });
  });

  it('words quantity, tracking, order number and the card title', () => {
    expect(quantityLabel(2)).toBe('Qty: 2');
    expect(trackingLabel({ tracking_number: '1Z999' })).toBe('Track: 1Z999');
    expect(trackingLabel(null)).toBeNull();
    expect(orderNumberLabel('#1001')).toBe('Order #1001');
    expect(orderNumberLabel(1002)).toBe('Order #1002');
    expect(orderCardTitle('fulfilled')).toBe('My Last Order');
    expect(orderCardTitle(null)).toBe('My Current Order');
  });
});
