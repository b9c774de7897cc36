import { describe, expect, it } from 'vitest';
import * as addressText from '../../src/domain/address-text';
import * as mobile from '../../src/domain/mobile';
import { activityText, isActivityAction, recentActivity, type ActivityEventData } from '../../src/domain/activity';
import { SAM_ADDRESS } from '../factories/customer';

const now = new Date('2025-06-01T00:00:00Z');

describe('mobile tabs and texts', () => {
  it('has the five tabs in order, with their labels and header titles', () => {
    expect(mobile.MOBILE_TABS.map((t) => mobile.MOBILE_TAB_LABELS[t])).toEqual(['Home', 'Pets', 'Subscriptions', 'Orders', 'Profile']);
    expect(mobile.MOBILE_TABS.map((t) => mobile.MOBILE_TAB_TITLES[t])).toEqual(['Dashboard', 'My Pets', 'Subscriptions', 'Orders', 'Profile']);
    expect(mobile.isMobileTab('orders')).toBe(true);
    expect(mobile.isMobileTab('edit')).toBe(false);
  });

  it('words the fetch failures with the status', () => {
    expect(mobile.failedToFetchSubscriptions(500)).toBe('Failed to fetch subscriptions: 500');
    expect(mobile.failedToFetchOrders(404)).toBe('Failed to fetch orders: 404');
  });
});

describe('homeNextDelivery', () => {
  const sub = (over: Record<string, unknown>) => ({
    status: 'ACTIVE',
    product_name: 'Chicken Dog Box 15kg',
    order_interval_frequency: 28,
    order_interval_unit: 'day',
    next_charge_scheduled_at: '2025-06-10',
    billing_attempts: [],
    ...over,
  });

  it('is the soonest next delivery of the ACTIVE subscriptions, with its frequency', () => {
    const next = mobile.homeNextDelivery(
      [
        sub({ product_name: 'Later', next_charge_scheduled_at: '2025-06-20' }),
        sub({ status: 'PAUSED', product_name: 'Paused', next_charge_scheduled_at: '2025-06-02' }),
        sub({ product_name: 'Sooner', next_charge_scheduled_at: '2025-06-05', order_interval_frequency: 30 }),
      ],
      now,
    );
    expect(next).toEqual({ date: '2025-06-05', productName: 'Sooner', frequency: 'Every 30 days' });
  });

  it('follows the billing-attempt rule and is null without an active, dated subscription', () => {
    expect(mobile.homeNextDelivery([sub({ billing_attempts: [{ date: '2025-06-03' }] })], now)?.date).toBe('2025-06-03');
    expect(mobile.homeNextDelivery([sub({ next_charge_scheduled_at: null })], now)).toBeNull();
    expect(mobile.homeNextDelivery([sub({ status: 'CANCELLED' })], now)).toBeNull();
    expect(mobile.homeNextDelivery([], now)).toBeNull();
  });
});

describe('addresses', () => {
  it('lists the non-blank parts; city and province on one line', () => {
    expect(addressText.addressLines({ ...SAM_ADDRESS, address2: '' })).toEqual(['Sam Taylor', '12 Ponsonby Road', 'Auckland, Auckland 1011', 'New Zealand']);
    expect(addressText.addressLines(null)).toEqual([]);
    expect(addressText.cityAndProvince({ city: 'Wellington', province: '' })).toBe('Wellington');
    expect(addressText.cityAndProvince(undefined)).toBe('');
  });
});

describe('recent activity', () => {
  const event = (over: Partial<ActivityEventData>): ActivityEventData => ({
    id: 'evt_1',
    subscriptionId: 'sub_1',
    legacy: false,
    action: 'pause',
    at: '2025-05-30T10:00:00.000Z',
    productName: 'Chicken Dog Box 15kg',
    frequency: 28,
    unit: 'day',
    nextDate: null,
    pauseDays: null,
    day: null,
    byShop: false,
    ...over,
  });

  it('words each action with its facts', () => {
    expect(activityText(event({ action: 'change-frequency', frequency: 30 }))).toBe('Delivery frequency changed to every 30 days');
    expect(activityText(event({ action: 'update-date', nextDate: '2025-06-20' }))).toBe('Next delivery moved to 6/20/2025');
    expect(activityText(event({ action: 'pause-days', pauseDays: 1 }))).toBe('Next delivery pushed back 1 day');
    expect(activityText(event({ action: 'change-product-and-frequency', productName: 'Luxe Lamb 5kg' }))).toBe('Product changed to Luxe Lamb 5kg');
    expect(activityText(event({ action: 'cancel' }))).toBe('Subscription cancelled');
    expect(isActivityAction('renewal')).toBe(false);
  });

  it('says which changes the shop made for the customer (issue 49)', () => {
    const lines = recentActivity(
      [],
      [
        event({ action: 'skip', day: '2025-06-20', byShop: true }),
        event({ id: 'evt_2', action: 'unskip', day: '2025-06-20', byShop: true, at: '2025-05-31T10:00:00.000Z' }),
        event({ id: 'evt_3', action: 'resume', at: '2025-05-01T10:00:00.000Z' }),
      ],
    );
    expect(lines.map((l) => l.text)).toEqual([
      'Delivery of 6/20/2025 put back (changed by the shop)',
      'Delivery of 6/20/2025 skipped (changed by the shop)',
      'Subscription resumed',
    ]);
  });

  it('merges orders and events newest first, at most the limit', () => {
    const lines = recentActivity(
      [
        { id: 'o1', order_number: 1001, created_at: '2025-05-01T00:00:00.000Z', total_price: 80.5 },
        { id: 'o2', name: '#1002', created_at: '2025-05-31T00:00:00.000Z', total_price: 20 },
      ],
      [event({}), event({ id: 'evt_2', action: 'resume', at: '2025-05-20T00:00:00.000Z' })],
      3,
    );
    expect(lines.map((l) => [l.text, l.detail])).toEqual([
      ['Order #1002 placed', '$20'],
      ['Subscription paused', 'Chicken Dog Box 15kg'],
      ['Subscription resumed', 'Chicken Dog Box 15kg'],
    ]);
  });
});
