/**
 * The dashboard store's rules with the API faked at `fetch`: the busy lock, the payment
 * banner (once, closable, retry), the legacy panel rule and silent load failures.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { PaymentBanner } from '../../../src/components/dashboard/sections/PaymentBanner';
import { PAYMENT_BANNER_ACTION, PAYMENT_BANNER_HEADLINE } from '../../../src/domain/billing';
import { formatLongDateUS } from '../../../src/domain/dates';
import { DASHBOARD_NOTICES } from '../../../src/copy/dashboard-notices';
import {
  $legacyPanel,
  $orders,
  $paymentBannerVisible,
  $subscriptions,
  $toasts,
  changeDate,
  loadDashboard,
  loadSubscriptions,
  pause,
  resetDashboardForTests,
} from '../../../src/stores/dashboard';
import { CUSTOMER, dayFromToday, deferred, fakeApi, json, makeLegacy, makeSubscription, type Call } from './fixtures';

// Typing through user-event is slow on a shared machine: more than vitest's default 5 s per test.

const LIST = `GET /api/subscriptions/customer/${CUSTOMER.customerId}`;
const ORDERS = `GET /api/orders/customer/${CUSTOMER.customerId}`;
const LEGACY = `GET /api/legacy-subscriptions/by-shopify-id/${CUSTOMER.customerId}`;

const failed = {
  id: 'ba_3',
  date: dayFromToday(-1),
  status: 'error',
  completed_at: null,
  skipped_on: null,
  error_code: 'card_declined',
  error_message: 'Your card was declined.',
  order_id: null,
};
const paid = { ...failed, status: 'success', completed_at: new Date().toISOString(), error_code: 'card_declined' };

beforeEach(() => resetDashboardForTests());

describe('the busy lock (001 §4)', () => {
  it('runs one action at a time: a second one is refused and sends nothing', async () => {
    const sub = makeSubscription();
    const slow = deferred();
    const calls: Call[] = fakeApi({
      [LIST]: () => json([sub]),
      [ORDERS]: () => json({ orders: [] }),
      [LEGACY]: () => json([]),
      [`POST /subscriptions/${sub.id}/changeDate`]: () => slow.promise,
    });
    await loadDashboard(CUSTOMER.customerId);
    const first = changeDate(sub.id, dayFromToday(3));
    expect(await pause(sub.id, { days: 7 })).toBe(false);
    slow.resolve(json({ ...sub, next_charge_scheduled_at: dayFromToday(3) }));
    expect(await first).toBe(true);
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([`/subscriptions/${sub.id}/changeDate`]);
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      date: dayFromToday(3),
      time: '07:00',
      timezone: '+12:00',
      action: 'reschedule',
      reset_schedule: false,
    });
  });

  it("the server's 409 busy is said plainly", async () => {
    const sub = makeSubscription();
    fakeApi({
      [LIST]: () => json([sub]),
      [ORDERS]: () => json({ orders: [] }),
      [LEGACY]: () => json([]),
      [`POST /subscriptions/${sub.id}/pause`]: () => json({ error: 'busy', code: 'busy' }, 409),
    });
    await loadDashboard(CUSTOMER.customerId);
    expect(await pause(sub.id, { days: 14 })).toBe(false);
    expect($toasts.get().map((t) => t.text)).toEqual([DASHBOARD_NOTICES.busy]);
  });
});

describe('a refused date says why (issue 39)', () => {
  const reason = 'Please choose a date between November 27, 2026 and November 27, 2027';
  it.each([
    [
      'a day outside the limits',
      () => json({ error: `Invalid request body: date: ${reason}`, code: 'invalid_json', issues: [{ path: 'date', message: reason }] }, 400),
      `Failed to change date. ${reason}.`,
    ],
    ['any other failure: the spec text alone', () => json({ error: 'boom', code: 'internal_error' }, 500), 'Failed to change date'],
  ])('%s', async (_what, answer, toast) => {
    const sub = makeSubscription();
    fakeApi({
      [LIST]: () => json([sub]),
      [ORDERS]: () => json({ orders: [] }),
      [LEGACY]: () => json([]),
      [`POST /subscriptions/${sub.id}/changeDate`]: answer,
    });
    await loadDashboard(CUSTOMER.customerId);
    expect(await changeDate(sub.id, dayFromToday(0))).toBe(false);
    expect($toasts.get().map((t) => t.text)).toEqual([toast]);
  });
});

describe('loading (001 §8: failures are silent)', () => {
  it('a failed subscriptions, orders or legacy load leaves empty lists and no message', async () => {
    fakeApi({
      [LIST]: () => json({ error: 'x', code: 'internal_error' }, 500),
      [ORDERS]: () => Promise.reject(new TypeError('offline')),
      [LEGACY]: () => json({}, 500),
    });
    await loadDashboard(CUSTOMER.customerId);
    expect($subscriptions.get()).toEqual({ status: 'ready', items: [] });
    expect($orders.get()).toEqual({ status: 'ready', items: [] });
    expect($legacyPanel.get()).toBeNull();
    expect($toasts.get()).toEqual([]);
  });

  it('the legacy panel shows only without an active subscription', async () => {
    const active = makeSubscription();
    fakeApi({ [LIST]: () => json([active]), [ORDERS]: () => json({ orders: [] }), [LEGACY]: () => json([makeLegacy()]) });
    await loadDashboard(CUSTOMER.customerId);
    expect($legacyPanel.get()).toBeNull();
    resetDashboardForTests();
    fakeApi({ [LIST]: () => json([{ ...active, status: 'CANCELLED' }]), [ORDERS]: () => json({ orders: [] }), [LEGACY]: () => json([makeLegacy()]) });
    await loadDashboard(CUSTOMER.customerId);
    expect($legacyPanel.get()?.id).toBe('legacy_1');
  });
});

describe('the failed-payment banner (001 §4, §8)', () => {
  function setup(retry: () => Response | Promise<Response>) {
    const sub = makeSubscription({ billing_attempts: [failed] });
    const second = makeSubscription({ id: 'sub_2', status: 'PAUSED', billing_attempts: [{ ...failed, id: 'ba_9' }] });
    let list = [sub, second];
    const calls = fakeApi({
      [LIST]: () => json(list),
      [ORDERS]: () => json({ orders: [] }),
      [LEGACY]: () => json([]),
      [`POST /subscriptions/${sub.id}/retry-payment`]: retry,
    });
    return { sub, calls, setList: (l: typeof list) => (list = l) };
  }

  it('shows once, with the exact text and the edit link, even with two failed subscriptions', async () => {
    setup(() => json({}));
    await loadDashboard(CUSTOMER.customerId);
    render(<PaymentBanner />);
    const banners = screen.getAllByRole('alert', { name: 'Payment problem' });
    expect(banners).toHaveLength(1);
    const paragraphs = within(banners[0]!)
      .getAllByRole('paragraph')
      .map((p) => p.textContent);
    // The spec's three parts, then which delivery Retry Payment pays for and what it charges (issue 47).
    const delivery = formatLongDateUS(failed.date);
    expect(paragraphs).toEqual([
      PAYMENT_BANNER_HEADLINE,
      'Your card was declined.',
      PAYMENT_BANNER_ACTION,
      `Retry Payment pays $189.46 for your delivery of ${delivery}.`,
    ]);
    expect(within(banners[0]!).getByRole('button', { name: `Retry Payment of $189.46 for the delivery of ${delivery}` })).toBeTruthy();
    expect(within(banners[0]!).getByRole('link', { name: 'click here' }).getAttribute('href')).toBe('http://localhost/dev/payment-method');
  });

  it('once closed it stays closed when the data reloads', async () => {
    setup(() => json({}));
    await loadDashboard(CUSTOMER.customerId);
    render(<PaymentBanner />);
    await userEvent.click(screen.getByRole('button', { name: 'Close payment message' }));
    expect(screen.queryByRole('alert', { name: 'Payment problem' })).toBeNull();
    await loadSubscriptions();
    expect($paymentBannerVisible.get()).toBe(false);
  });

  it('retry payment: a decline keeps it with the reason; a payment clears it', async () => {
    let answer = () => json({ error: 'Your card was declined.', code: 'payment_declined' }, 402);
    const { sub, calls } = setup(() => answer());
    await loadDashboard(CUSTOMER.customerId);
    render(<PaymentBanner />);
    const retry = screen.getByRole('button', { name: /^Retry Payment/ });
    await userEvent.click(retry);
    const banner = screen.getByRole('alert', { name: 'Payment problem' });
    // The attempt's message, and now the retry's own reason under it.
    await waitFor(() => expect(within(banner).getAllByText('Your card was declined.')).toHaveLength(2));
    const firstKey = calls.at(-1)!.headers.get('idempotency-key');
    expect(firstKey).toBeTruthy();

    answer = () => json({ ...sub, billing_attempts: [paid], has_recent_order: true, order: { id: 'order_new' } });
    await userEvent.click(screen.getByRole('button', { name: /^Retry Payment/ }));
    await waitFor(() => expect(screen.queryByRole('alert', { name: 'Payment problem' })).toBeNull());
    expect(calls.at(-1)!.headers.get('idempotency-key')).not.toBe(firstKey);
    expect($toasts.get().map((t) => t.text)).toContain(DASHBOARD_NOTICES.paymentRetried);
    // The orders were reloaded for the new order.
    expect(calls.filter((c) => c.path.startsWith('/api/orders/')).length).toBe(2);
  });

  it('a retry of a cycle a later paid delivery closed: the reason, and the banner goes with the reload', async () => {
    const closed = { ...failed, skipped_on: dayFromToday(0) };
    const { sub, setList } = setup(() => {
      setList([{ ...sub, billing_attempts: [closed] }]);
      return json({ error: 'Nothing to pay: your delivery is no longer owed because a later delivery has been paid.', code: 'payment_cycle_closed' }, 409);
    });
    await loadDashboard(CUSTOMER.customerId);
    render(<PaymentBanner />);
    await userEvent.click(screen.getByRole('button', { name: /^Retry Payment/ }));
    await waitFor(() => expect(screen.queryByRole('alert', { name: 'Payment problem' })).toBeNull());
    expect($toasts.get().map((t) => t.text)).not.toContain(DASHBOARD_NOTICES.paymentRetried);
  });
});
