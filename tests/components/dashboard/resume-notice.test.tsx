/**
 * The resume's notice (decision 0037): a resume while a payment is owed closes that delivery, so
 * the toast says it is not charged and when the first charge is; without one it is the plain
 * notice. The API is faked at `fetch`.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { DASHBOARD_NOTICES, resumedClosingUnpaidNotice } from '../../../src/copy/dashboard-notices';
import { $toasts, loadDashboard, resetDashboardForTests, resume, type Subscription } from '../../../src/stores/dashboard';
import { CUSTOMER, dayFromToday, fakeApi, json, makeSubscription } from './fixtures';

const UNPAID = dayFromToday(-8);
const CHOSEN = dayFromToday(10);
const declined = {
  id: 'att_declined',
  date: UNPAID,
  status: 'error',
  error_code: 'card_declined',
  error_message: 'Your card was declined.',
  completed_at: null,
  skipped_on: null,
};
const PAUSED_OWING = makeSubscription({ status: 'PAUSED', next_charge_scheduled_at: null, billing_attempts: [declined] } as never);
const PAUSED = makeSubscription({ status: 'PAUSED', next_charge_scheduled_at: null, billing_attempts: [] } as never);
const RESUMED = makeSubscription({ status: 'ACTIVE', next_charge_scheduled_at: CHOSEN, billing_attempts: [] } as never);

async function loadWith(sub: Subscription) {
  resetDashboardForTests();
  fakeApi({
    [`GET /api/subscriptions/customer/${CUSTOMER.customerId}`]: () => json([sub]),
    [`GET /api/orders/customer/${CUSTOMER.customerId}`]: () => json({ orders: [] }),
    [`GET /api/legacy-subscriptions/by-shopify-id/${CUSTOMER.customerId}`]: () => json([]),
    [`GET /api/subscriptions/${sub.id}/plan-fit`]: () => json({ error: 'x', code: 'invalid_state' }, 409),
    [`POST /subscriptions/${sub.id}/resume`]: () => json(RESUMED),
  });
  await loadDashboard(CUSTOMER.customerId);
}

describe('the resume notice', () => {
  beforeEach(() => resetDashboardForTests());

  it('says the unpaid delivery is closed and when the first charge is, when a payment was owed', async () => {
    await loadWith(PAUSED_OWING);
    expect(await resume(PAUSED_OWING.id, CHOSEN)).toBe(true);
    expect($toasts.get().map((t) => t.text)).toContain(resumedClosingUnpaidNotice(UNPAID, CHOSEN));
  });

  it('is the plain notice when nothing was owed', async () => {
    await loadWith(PAUSED);
    expect(await resume(PAUSED.id, CHOSEN)).toBe(true);
    expect($toasts.get().map((t) => t.text)).toContain(DASHBOARD_NOTICES.resumed);
  });
});
