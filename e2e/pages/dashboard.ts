/**
 * Page helpers for the logged-in dashboard (src/components/dashboard/sections/), built on role
 * locators, and the records behind it read through the API as the logged-in customer (the
 * page's own session), so a test checks the screen and the database the same way.
 */
import { expect as baseExpect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { CANCEL_OFFER_TEXTS } from '../../src/copy/cancel-offers';
import { firstFailedAttempt } from '../../src/domain/billing';
import type { LegacySubscription, Order, Subscription } from '../../src/stores/dashboard';
import type { TestCustomer } from '../fixtures/login';

/** Dialogs and records may be slow on a loaded machine (the suite shares two cores). */
const expect = baseExpect.configure({ timeout: 15_000 });
/** How long the page may take to hydrate and load its sections. */
const LOAD_TIMEOUT_MS = 30_000;

export class Dashboard {
  constructor(readonly page: Page) {}

  /** Opens /dashboard and waits until the island is live and the subscriptions have loaded. */
  static async open(page: Page, customer: TestCustomer): Promise<Dashboard> {
    await page.goto('/dashboard');
    const dashboard = new Dashboard(page);
    await dashboard.ready(customer);
    return dashboard;
  }

  /**
   * Sums the layout shifts of the next page load from its first paint on, as Lighthouse's
   * Cumulative Layout Shift counts them (none follows an input here). Call before open().
   */
  static async recordLayoutShifts(page: Page): Promise<void> {
    await page.addInitScript(() => {
      const w = window as typeof window & { layoutShiftTotal?: number };
      w.layoutShiftTotal = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) w.layoutShiftTotal! += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
  }

  /** The layout shifts recorded so far (recordLayoutShifts). */
  layoutShift(): Promise<number> {
    return this.page.evaluate(() => (window as typeof window & { layoutShiftTotal?: number }).layoutShiftTotal ?? 0);
  }

  /**
   * Whether anything makes the page wider than the screen (a sideways scroll on a phone; the
   * phone's window then widens to the page, so the screen's width is the measure).
   */
  widerThanScreen(): Promise<boolean> {
    return this.page.evaluate(() => document.documentElement.scrollWidth > window.screen.width);
  }

  async ready(customer: TestCustomer): Promise<void> {
    // The session check and the first loads may take a while on a busy machine.
    await expect(this.page.locator('astro-island[ssr]')).toHaveCount(0, { timeout: LOAD_TIMEOUT_MS });
    // The page's one heading by its text, so a failure says what it showed instead (the login
    // form's heading, or "Hey there" while the session check had not answered).
    await expect(this.page.getByRole('heading', { level: 1 })).toHaveText(`Hey ${customer.name} - welcome back!`, { timeout: LOAD_TIMEOUT_MS });
    // The loading status only: the My Next Order card inside may show its plan-fit status (issue 21).
    await expect(this.subscriptions().getByRole('status').filter({ hasText: 'Loading your subscriptions' })).toHaveCount(0, { timeout: LOAD_TIMEOUT_MS });
  }

  /** The loading status the page shows until the sections are there. */
  loading(): Locator {
    return this.page.getByRole('status').filter({ hasText: 'Loading your dashboard…' });
  }

  // ─── Subscriptions ───────────────────────────────────────────────────────────────────

  subscriptions(): Locator {
    return this.page.getByRole('region', { name: 'My Subscriptions' });
  }

  table(): Locator {
    return this.subscriptions().getByRole('table');
  }

  /** The table's row of the subscription titled `title` (the title cell starts with it). */
  row(title: string): Locator {
    return this.table()
      .getByRole('row')
      .filter({ has: this.page.getByRole('rowheader', { name: new RegExp(`^${escape(title)}\\b`) }) });
  }

  /** The row headers' texts, top to bottom. */
  rowTitles(): Locator {
    return this.table().getByRole('rowheader');
  }

  getManageButton(row: Locator): Locator {
    return row.getByRole('button', { name: 'Manage' });
  }

  getResumeButton(row: Locator): Locator {
    return row.getByRole('button', { name: /^RESUME/ });
  }

  nextOrder(): Locator {
    return this.page.getByRole('region', { name: 'My Next Order' });
  }

  /** The My Next Order card's plan-fit notice (issue 21): the sentence when the bag does not fit the dogs. */
  planFitNotice(): Locator {
    return this.nextOrder().getByRole('status');
  }

  /** The notice's one-tap fix, by its label ('Deliver every 23 days', 'Switch to 20 kg every 17 days'). */
  planFitFix(label: string): Locator {
    return this.nextOrder().getByRole('button', { name: label, exact: true });
  }

  nextOrderProducts(): Locator {
    return this.nextOrder().getByRole('list', { name: 'Products in your next order' });
  }

  /** Opens 'Manage My Subscription' from the row and answers the modal. */
  async openManage(row: Locator): Promise<Locator> {
    await this.getManageButton(row).click();
    const modal = this.dialog('Manage My Subscription');
    await expect(modal).toBeVisible();
    return modal;
  }

  /** Opens a dialog from the manage modal by the button's name and answers it. */
  async manageAction(row: Locator, action: string, dialogTitle: string): Promise<Locator> {
    const modal = await this.openManage(row);
    await modal.getByRole('button', { name: action }).click();
    const dialog = this.dialog(dialogTitle);
    await expect(dialog).toBeVisible();
    return dialog;
  }

  /** 'Bye for now!' opens on its offers (issue 21): 'No thanks, cancel' goes on to the reasons, in the same dialog title. */
  async declineCancelOffers(dialog: Locator): Promise<void> {
    await dialog.getByRole('button', { name: CANCEL_OFFER_TEXTS.decline }).click();
    await expect(dialog.getByRole('group', { name: 'Reason for cancelling' })).toBeVisible();
  }

  dialog(title: string): Locator {
    return this.page.getByRole('dialog', { name: title });
  }

  /** Picks a day in a date picker and saves (Save is disabled until then). */
  async pickDate(dialog: Locator, isoDay: string): Promise<void> {
    const save = dialog.getByRole('button', { name: 'Save' });
    await expect(save).toBeDisabled();
    await dialog.getByLabel('Date').fill(isoDay);
    await expect(save).toBeEnabled();
    await save.click();
    await expect(dialog).toBeHidden();
  }

  // ─── Messages ────────────────────────────────────────────────────────────────────────

  /** A confirmation toast. */
  notice(text: string): Locator {
    return this.page.getByRole('status', { name: 'Updates' }).getByText(text, { exact: true });
  }

  /** A failure toast. */
  problem(text: string): Locator {
    return this.page.getByRole('alert', { name: 'Problems' }).getByText(text, { exact: true });
  }

  paymentBanner(): Locator {
    return this.page.getByRole('alert', { name: 'Payment problem' });
  }

  // ─── Other sections ──────────────────────────────────────────────────────────────────

  orderCard(): Locator {
    return this.page.getByRole('region', { name: /^My (Last|Current) Order$/ });
  }

  orderHistory(): Locator {
    return this.page.getByRole('region', { name: 'My Order History' });
  }

  legacyPanel(): Locator {
    return this.page.getByRole('region', { name: 'My Original Subscription' });
  }

  furbabys(): Locator {
    return this.page.getByRole('region', { name: 'My Furbabys' });
  }

  feedingPlan(): Locator {
    return this.page.getByRole('region', { name: 'Your Feeding Plan' });
  }

  recommendedPlans(): Locator {
    return this.page.getByRole('region', { name: 'Recommended Feeding Plans' });
  }
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

// ─── Records through the API, as the logged-in customer ────────────────────────────────

/** A fresh customer shaped like the demo customer (functions/routes/dev-fixtures.ts). */
export interface FixtureCustomer extends TestCustomer {
  activeSubscriptionId: string | null;
  pausedSubscriptionId: string;
  cancelledSubscriptionId: string;
  legacySubscriptionId: string | null;
}

export interface FixtureOptions {
  firstName?: string;
  active?: boolean;
  failedPayment?: boolean;
  cardDeclines?: boolean;
  deadLettered?: boolean;
  legacy?: boolean;
  legacyActive?: boolean;
}

/** Creates a fresh customer with the demo customer's kind of records (local mode only). */
export async function createCustomer(request: APIRequestContext, options: FixtureOptions = {}): Promise<FixtureCustomer> {
  const res = await request.post('/dev/fixtures/customer', { data: options });
  expect(res.status(), await res.text()).toBe(200);
  const body = (await res.json()) as Omit<FixtureCustomer, 'id'> & { customerId: string };
  return { ...body, id: body.customerId };
}

export async function getSubscription(request: APIRequestContext, id: string): Promise<Subscription> {
  const res = await request.get(`/api/subscriptions/${id}`);
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as Subscription;
}

export async function getLegacy(request: APIRequestContext, customerId: string): Promise<LegacySubscription> {
  const res = await request.get(`/api/legacy-subscriptions/by-shopify-id/${customerId}`);
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as LegacySubscription[])[0]!;
}

export async function getOrders(request: APIRequestContext, customerId: string): Promise<Order[]> {
  const res = await request.get(`/api/orders/customer/${customerId}`);
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { orders: Order[] }).orders;
}

/** Whether the subscription still owes a failed payment (the banner's rule). */
export async function hasFailedPayment(request: APIRequestContext, id: string): Promise<boolean> {
  return firstFailedAttempt((await getSubscription(request, id)).billing_attempts) !== null;
}

/** The local payment adapter's card for the logged-in customer (the local card page's form). */
export async function setCard(request: APIRequestContext, card: 'works' | 'declines'): Promise<void> {
  const res = await request.post('/dev/payment-method', { form: { card }, maxRedirects: 0 });
  expect(res.status()).toBe(303);
}

/** 'YYYY-MM-DD', `days` from today in this machine's calendar (the browser's too). */
export { localDayFromToday as dayFromToday } from '../../tests/factories/days';
