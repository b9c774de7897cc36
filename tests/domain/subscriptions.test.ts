import { describe, expect, it } from 'vitest';
import * as subscriptions from '../../src/domain/subscriptions';
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
    expect(subscriptions.sortSubscriptions(subs, now).map((s) => s.id)).toEqual(['a1', 'a2', 'a0', 'p', 'c', 'x']);
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
    expect(subscriptions.sortSubscriptions(subs, now).map((s) => s.id)).toEqual(['soon', 'late']);
  });
});

describe('chips', () => {
  it.each([
    ['ACTIVE', 'success'],
    ['PAUSED', 'warning'],
    ['CANCELLED', 'error'],
    ['active', 'success'],
    ['EXPIRED', 'default'],
    [null, 'default'],
  ])('colours subscription state %s as %s', (status, colour) => {
    expect(subscriptions.subscriptionChipColour(status)).toBe(colour);
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
    expect(subscriptions.canManage('ACTIVE')).toBe(true);
    expect(subscriptions.canManage('PAUSED')).toBe(false);
    expect(subscriptions.canResume('PAUSED')).toBe(true);
    expect(subscriptions.canResume('CANCELLED')).toBe(true);
    expect(subscriptions.canResume('ACTIVE')).toBe(false);
  });

  it('disables Reorder Now after a recent order', () => {
    expect(subscriptions.canReorderNow({ has_recent_order: true })).toBe(false);
    expect(subscriptions.canReorderNow({})).toBe(true);
  });

  it('sends item calls of legacy or status-less subscriptions to the legacy endpoint', () => {
    expect(subscriptions.usesLegacyItemsEndpoint({ status: null })).toBe(true);
    expect(subscriptions.usesLegacyItemsEndpoint({ status: 'ACTIVE', isLegacy: true })).toBe(true);
    expect(subscriptions.usesLegacyItemsEndpoint({ status: 'ACTIVE' })).toBe(false);
  });
});

describe('labels', () => {
  it('shows Every {frequency} {unit}', () => {
    expect(subscriptions.frequencyLabel(30, 'day')).toBe('Every 30 days');
    expect(subscriptions.frequencyLabel(30, 'days')).toBe('Every 30 days');
    expect(subscriptions.frequencyLabel(2, 'week')).toBe('Every 2 weeks');
    expect(subscriptions.frequencyLabel(1, 'months')).toBe('Every 1 month');
    expect(subscriptions.frequencyLabel('45', null)).toBe('Every 45 days');
    expect(subscriptions.repeatsEveryLabel(30)).toBe('Repeats every 30 days');
  });
});

describe('cancel and pause', () => {
  it('lists the cancel reasons; legacy adds Other', () => {
    expect(subscriptions.CANCEL_REASONS).toEqual(['Too expensive', "Dog didn't like it", 'Dog passed away.', 'Vet recommended alternative food', 'Allergies']);
    expect(subscriptions.LEGACY_CANCEL_REASONS).toEqual([...subscriptions.CANCEL_REASONS, 'Other']);
  });

  it('needs a reason or feedback', () => {
    expect(subscriptions.CANCEL_VALIDATION_MESSAGE).toBe('Please select a reason or provide feedback');
    expect(subscriptions.cancelValidationError({ reason: '', otherReason: '  ' })).toBe(subscriptions.CANCEL_VALIDATION_MESSAGE);
    expect(subscriptions.cancelValidationError({})).toBe(subscriptions.CANCEL_VALIDATION_MESSAGE);
    expect(subscriptions.cancelValidationError({ reason: 'Allergies' })).toBeNull();
    expect(subscriptions.cancelValidationError({ otherReason: 'Moving overseas' })).toBeNull();
  });

  it('offers pause presets of 7, 14, 30 and 90 days', () => {
    expect(subscriptions.PAUSE_PRESETS_DAYS).toEqual([7, 14, 30, 90]);
  });
});

describe('subscriptionTotals', () => {
  it('is items × quantity plus shipping, 6.99 by default', () => {
    expect(
      subscriptions.subscriptionTotals({
        items: [
          { price: 61.59, quantity: 1 },
          { price: '12.34', quantity: 2 },
        ],
      }),
    ).toEqual({ subtotalCents: 8627, shippingCents: 699, totalCents: 9326 });
  });

  it('prefers final_price and the subscription’s own shipping', () => {
    expect(subscriptions.subscriptionTotals({ items: [{ price: 20, final_price: 19, quantity: 3 }], shippingPrice: 0 })).toEqual({
      subtotalCents: 5700,
      shippingCents: 0,
      totalCents: 5700,
    });
  });

  it('counts a missing quantity as one and no items as zero', () => {
    expect(subscriptions.subscriptionTotals({ items: [{ price: 10 }] }).subtotalCents).toBe(1000);
    expect(subscriptions.subscriptionTotals({}).totalCents).toBe(699);
  });
});

describe('legacy', () => {
  it('is active when is_active is true or the string true', () => {
    expect(subscriptions.isLegacyActive(true)).toBe(true);
    expect(subscriptions.isLegacyActive('true')).toBe(true);
    expect(subscriptions.isLegacyActive('false')).toBe(false);
    expect(subscriptions.isLegacyActive(false)).toBe(false);
    expect(subscriptions.isLegacyActive(undefined)).toBe(false);
  });

  it('shows the panel when there is no active non-legacy subscription and a legacy one exists', () => {
    expect(subscriptions.showLegacyPanel([{ status: 'CANCELLED' }], { id: 'L1' })).toBe(true);
    expect(subscriptions.showLegacyPanel([], { id: 'L1' })).toBe(true);
    expect(subscriptions.showLegacyPanel([{ status: 'ACTIVE', isLegacy: true }], { id: 'L1' })).toBe(true);
    expect(subscriptions.showLegacyPanel([{ status: 'ACTIVE' }], { id: 'L1' })).toBe(false);
    expect(subscriptions.showLegacyPanel([], null)).toBe(false);
  });

  it('words the inactive notice', () => {
    expect(subscriptions.LEGACY_INACTIVE_MESSAGE).toBe(
      'This subscription is paused or cancelled. It will not renew unless you restart it by clicking Confirm & Pay.',
    );
  });

  it('counts active subscriptions', () => {
    expect(subscriptions.activeSubscriptions([{ status: 'ACTIVE' }, { status: 'PAUSED' }, { status: 'ACTIVE' }])).toHaveLength(2);
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
