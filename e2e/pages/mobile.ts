/**
 * Page helpers for the mobile dashboard (/mobile, src/components/mobile/), built on role
 * locators: the header, the tab bar, each tab's cards, the Edit Pet screen and the menu, plus
 * the phone checks (no sideways scrolling, tap targets of at least 44 px).
 */
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { MOBILE_TAB_LABELS, MOBILE_TAB_TITLES, MOBILE_TEXTS, type MobileTab } from '../../src/domain/mobile';
import { waitForIslands } from './pets';

/** The phone the spec is checked on: 390 × 844 CSS pixels. */
export const PHONE_VIEWPORT = { width: 390, height: 844 };
/** The smallest tap target we allow, in CSS pixels. */
export const MIN_TAP_PX = 44;

export class MobileDashboard {
  constructor(readonly page: Page) {}

  /** Opens /mobile (optionally at a tab, '#pets') and waits for the island. */
  static async open(page: Page, hash = ''): Promise<MobileDashboard> {
    await page.goto(`/mobile${hash}`);
    const mobile = new MobileDashboard(page);
    await waitForIslands(page);
    return mobile;
  }

  title(): Locator {
    return this.page.getByRole('heading', { level: 1 });
  }

  tabBar(): Locator {
    return this.page.getByRole('navigation', { name: 'Dashboard sections' });
  }

  tab(tab: MobileTab): Locator {
    return this.tabBar().getByRole('button', { name: MOBILE_TAB_LABELS[tab], exact: true });
  }

  /** Taps a tab and waits until it is the current one. */
  async showTab(tab: MobileTab): Promise<void> {
    await this.tab(tab).click();
    await expect(this.tab(tab)).toHaveAttribute('aria-current', 'page');
    await expect(this.title()).toHaveText(MOBILE_TAB_TITLES[tab]);
  }

  // ─── Home ────────────────────────────────────────────────────────────────────────────

  /** Home's figure tile labelled `label` ('Dogs', 'Active subscriptions', 'Orders'). */
  stat(label: string): Locator {
    return this.page.getByRole('region', { name: 'At a glance' }).getByRole('button', { name: new RegExp(`${label}$`) });
  }

  nextDelivery(): Locator {
    return this.page.getByRole('region', { name: MOBILE_TEXTS.nextDelivery });
  }

  recentActivity(): Locator {
    return this.page.getByRole('region', { name: MOBILE_TEXTS.recentActivity });
  }

  // ─── Pets ────────────────────────────────────────────────────────────────────────────

  petCard(name: string): Locator {
    return this.page.getByRole('button', { name: `Edit ${name}`, exact: true });
  }

  field(label: string): Locator {
    return this.page.getByLabel(label, { exact: true });
  }

  saveButton(): Locator {
    return this.page.getByRole('button', { name: MOBILE_TEXTS.saveChanges });
  }

  deleteButton(name: string): Locator {
    return this.page.getByRole('button', { name: `Delete ${name}` });
  }

  // ─── Subscriptions and orders ────────────────────────────────────────────────────────

  subscription(productName: string): Locator {
    return this.page.getByRole('article', { name: productName, exact: true });
  }

  /** A subscription card's plan-fit notice (issue 21): the sentence when the bag does not fit the dogs. */
  planFitNotice(productName: string): Locator {
    return this.subscription(productName).getByRole('status');
  }

  getManageButton(productName: string): Locator {
    return this.subscription(productName).getByRole('button', { name: `${MOBILE_TEXTS.manage} ${productName}` });
  }

  sheet(name: string): Locator {
    return this.page.getByRole('dialog', { name });
  }

  order(orderNumber: number): Locator {
    return this.page.getByRole('article', { name: `Order #${orderNumber}`, exact: true });
  }

  // ─── Menu ────────────────────────────────────────────────────────────────────────────

  menuButton(): Locator {
    return this.page.getByRole('button', { name: 'Open menu' });
  }

  menu(): Locator {
    return this.page.getByRole('dialog', { name: 'Menu' });
  }

  // ─── Phone checks ────────────────────────────────────────────────────────────────────

  /** Nothing is wider than the screen: the page never scrolls sideways. */
  async expectNoHorizontalScroll(): Promise<void> {
    const { scrollWidth, clientWidth } = await this.page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    }));
    expect(scrollWidth, 'page width').toBeLessThanOrEqual(clientWidth);
  }

  /** The visible buttons and links smaller than 44 × 44 px (by name and size); expected empty. */
  async smallTapTargets(): Promise<string[]> {
    return this.page.evaluate(async (min) => {
      // A menu or dialog still scaling in measures a fraction under its size.
      await Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined)));
      const small: string[] = [];
      for (const el of document.querySelectorAll<HTMLElement>('button, a[href], select, input:not([type="hidden"]), label:has(> input[type="file"])')) {
        const box = el.getBoundingClientRect();
        const style = getComputedStyle(el);
        const hidden =
          box.width === 0 ||
          box.height === 0 ||
          style.visibility === 'hidden' ||
          el.closest('.visually-hidden') !== null ||
          el.classList.contains('visually-hidden');
        if (hidden) continue;
        if (box.width < min || box.height < min)
          small.push(
            `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim()}" ${Math.round(box.width)}×${Math.round(box.height)}`,
          );
      }
      return small;
    }, MIN_TAP_PX);
  }

  /** The phone checks on the screen as it is now. */
  async expectPhoneFriendly(): Promise<void> {
    await this.expectNoHorizontalScroll();
    expect(await this.smallTapTargets(), 'tap targets under 44 px').toEqual([]);
  }
}

/** The customer's pets as the API answers them (the page's own session). */
export async function getPets(
  request: APIRequestContext,
): Promise<{ id: string; name: string; breed: string; weight: number; activity_level: string; photo_url: string | null }[]> {
  const res = await request.get('/api/pets');
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { pets: never[] }).pets;
}

/** Adds a dog to the logged-in customer's set (saving is posting the full set, 000 §7). */
export async function addDog(request: APIRequestContext, dog: { name: string; breed?: string; weight?: number }): Promise<void> {
  const pets = await getPets(request);
  const res = await request.post('/api/pets', { data: { pets: [...pets, { breed: '', weight: 10, ...dog }], productId: null } });
  expect(res.status(), await res.text()).toBe(200);
}
