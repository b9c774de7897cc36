import { expect, type Locator, type Page, type Route } from '@playwright/test';
import { SHOP_ORIGIN } from './origins';

/** Who the demo shop shows as logged in (scripts/demo-shop.mjs). */
export type ShopCustomer = 'demo' | 'other' | 'forged' | 'none';

/** A request held by the test until it calls `release()`. */
export interface HeldRequest {
  /** Resolves when the browser has made the request. */
  arrived: Promise<void>;
  release(): void;
}

/**
 * The demo shop page (origin A) with our page embedded by embed.js: by the app's theme app
 * extension (app embed and app block), or with `theme: 'snippet'` the old pasted snippet with
 * the customer signed by the shared secret.
 */
export class DemoShop {
  constructor(readonly page: Page) {}

  /** Opens the shop page `/pages/<ourPath>` (our `/<ourPath>` inside it). */
  async goto(
    ourPath: string,
    options: { customer?: ShopCustomer; query?: Record<string, string>; display?: 'modal'; cart?: 'drawer'; theme?: 'snippet' } = {},
  ) {
    const url = new URL(`/pages/${ourPath.replace(/^\//, '')}`, SHOP_ORIGIN);
    if (options.theme) url.searchParams.set('theme', options.theme);
    if (options.customer) url.searchParams.set('customer', options.customer);
    if (options.display) url.searchParams.set('display', options.display);
    if (options.cart) url.searchParams.set('cart', options.cart);
    for (const [k, v] of Object.entries(options.query ?? {})) url.searchParams.set(k, v);
    await this.page.goto(url.href);
  }

  /** The iframe embed.js created for our page. */
  iframe(title: string): Locator {
    return this.page.getByTitle(title, { exact: true });
  }

  async iframeHeight(title: string): Promise<number> {
    return this.iframe(title).evaluate((el) => Math.round(el.getBoundingClientRect().height));
  }

  /** Waits until the iframe has taken the height of our page's content (after a change in it). */
  async waitForFrameToFit(title: string, ours: { contentHeight(): Promise<number> }): Promise<void> {
    await expect.poll(async () => (await this.iframeHeight(title)) - (await ours.contentHeight())).toBe(0);
  }

  scrollY(): Promise<number> {
    return this.page.evaluate(() => window.scrollY);
  }

  async scrollToBottom(): Promise<void> {
    await this.page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => this.scrollY()).toBeGreaterThan(0);
  }

  /** The demo page's log of every message its window received: "origin TYPE". */
  messageLog(): Locator {
    return this.page.getByRole('list', { name: 'Message log' }).getByRole('listitem');
  }

  /** Lines of the shop's cart, as the cart page shows them. */
  cartRows(): Locator {
    return this.page
      .getByRole('table', { name: 'Your cart' })
      .getByRole('row')
      .filter({ has: this.page.getByRole('rowheader') });
  }

  /** The cart as /cart.js answers, with this browser's cart cookie. */
  async cart(): Promise<{
    item_count: number;
    items: { variant_id: number; quantity: number; selling_plan_allocation: { selling_plan: { id: number } } | null }[];
  }> {
    const res = await this.page.request.get(`${SHOP_ORIGIN}/cart.js`);
    return res.json();
  }

  /** The theme's own cart drawer (shop pages opened with `cart: 'drawer'`). */
  cartDrawer(): Locator {
    return this.page.getByRole('complementary', { name: 'Cart drawer' });
  }

  syncedPetData(): Locator {
    return this.page.getByRole('status', { name: 'Synced pet data' });
  }

  async askForPetData(): Promise<Locator> {
    await this.page.getByRole('button', { name: 'Ask the plan for pet data' }).click();
    return this.page.getByRole('status', { name: 'Pet data from the plan' });
  }

  /**
   * Holds the shop's requests to `path` (e.g. the cart page navigation) until released, so a
   * test can look at the state in between without sleeping.
   */
  async hold(path: string): Promise<HeldRequest> {
    let arrive!: () => void;
    let release!: () => void;
    const arrived = new Promise<void>((r) => (arrive = r));
    const gate = new Promise<void>((r) => (release = r));
    await this.page.route(
      (url) => url.origin === SHOP_ORIGIN && url.pathname === path,
      async (route: Route) => {
        arrive();
        await gate;
        await route.continue();
      },
    );
    return { arrived, release };
  }

  /** Posts messages to our frame from the shop window itself (the allowed parent). */
  async postToFrame(title: string, messages: unknown[], targetOrigin: string): Promise<void> {
    await this.iframe(title).evaluate(
      (el, { messages, targetOrigin }) => {
        for (const m of messages) (el as HTMLIFrameElement).contentWindow!.postMessage(m, targetOrigin);
      },
      { messages, targetOrigin },
    );
  }
}
