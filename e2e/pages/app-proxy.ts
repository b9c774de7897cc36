/**
 * Our pages on the shop's own domain: the demo shop's /apps/furbaby/* is Shopify's app proxy to
 * our Worker (scripts/demo-shop/app-proxy.mjs), signed for the shop's logged-in customer.
 */
import type { Page, Request } from '@playwright/test';
import { APP_ORIGIN, SHOP_ORIGIN } from './origins';
import type { ShopCustomer } from './demo-shop';

export const PROXY_PREFIX = '/apps/furbaby';

export class AppProxy {
  /** Every request the page made, in order. */
  readonly requests: Request[] = [];

  constructor(readonly page: Page) {
    page.on('request', (request) => this.requests.push(request));
  }

  /**
   * Opens `<shop>/apps/furbaby<path>` as `customer`: a demo shop customer, a test customer's
   * own id (a fresh fixture customer), or 'none' for a visitor who is not logged in.
   */
  async goto(path: string, customer: ShopCustomer | string): Promise<void> {
    const url = new URL(`${PROXY_PREFIX}${path}`, SHOP_ORIGIN);
    url.searchParams.set('customer', customer);
    await this.page.goto(url.href);
  }

  /** Requests that went to our own origin instead of through the shop's proxy. */
  requestsToOurOrigin(): string[] {
    return this.requests.map((r) => r.url()).filter((url) => url.startsWith(APP_ORIGIN));
  }

  /** API calls (through the proxy) that carried a bearer token. */
  async callsWithBearer(): Promise<string[]> {
    const calls = this.requests.filter((r) => r.url().startsWith(`${SHOP_ORIGIN}${PROXY_PREFIX}/api/`));
    const flagged: string[] = [];
    for (const call of calls) if ((await call.allHeaders()).authorization) flagged.push(call.url());
    return flagged;
  }

  /** Cookies the browser holds that are ours (the session cookie), on any origin. */
  async ourCookies(): Promise<string[]> {
    return (await this.page.context().cookies()).map((c) => c.name).filter((name) => name.startsWith('mfb_'));
  }
}

/**
 * Images that did not load on the shop's page (issue 47): a request that failed or answered an
 * error, and any <img> on the page that is drawn broken. Collect from the start of the page.
 */
export function brokenImages(page: Page): { failed: string[]; drawnBroken: () => Promise<string[]> } {
  const refused: string[] = [];
  const loaded = new Set<string>();
  const aborted = new Map<string, string>();
  page.on('requestfailed', (r) => {
    if (r.resourceType() !== 'image') return;
    const line = `${r.url()} (${r.failure()?.errorText})`;
    // Cancelled: its element was replaced while it loaded (a list drawn again), or the test moved on.
    if (/ABORTED/.test(r.failure()?.errorText ?? '')) aborted.set(r.url(), line);
    else refused.push(line);
  });
  page.on('response', (r) => {
    if (r.request().resourceType() !== 'image') return;
    if (r.status() >= 400) refused.push(`${r.url()} (${r.status()})`);
    else loaded.add(r.url());
  });
  // Scrolled through first, so the lazy ones are asked for too; broken = loaded with no picture.
  const drawnBroken = () =>
    page.evaluate(async () => {
      window.scrollTo(0, document.documentElement.scrollHeight);
      await new Promise((r) => requestAnimationFrame(r));
      return [...document.images].filter((img) => img.getAttribute('src') && (!img.complete || img.naturalWidth === 0)).map((img) => img.currentSrc || img.src);
    });
  return {
    // A cancelled request counts only when that image never loaded at all.
    get failed() {
      return [...refused, ...[...aborted].filter(([url]) => !loaded.has(url)).map(([, line]) => line)];
    },
    drawnBroken,
  };
}
