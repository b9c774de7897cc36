/**
 * The pages work under their Content-Security-Policy: standalone and inside
 * the demo shop's frame, no script, style, worker or request of ours is refused (no
 * `securitypolicyviolation`, no CSP console line), and a page on an origin that is not a shop
 * cannot frame the dashboard or the checkout at all. Chromium only (the chromium project).
 */
import type { Page } from '@playwright/test';
import { test as base, expect } from './fixtures/base';
import { DEMO_CUSTOMER, greeting, logIn, logOut } from './fixtures/login';
import { DemoShop } from './pages/demo-shop';
import { APP_ORIGIN, THIRD_ORIGIN } from './pages/origins';
import { ThirdParty } from './pages/third-party';

const CSP_LINE = /Content Security Policy|securitypolicyviolation/i;

/** CSP refusals in any frame of the page, as the browser reports them. */
const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: async ({ page }, use) => {
    const violations: string[] = [];
    // In every frame, before the page's own scripts: the event names the directive and what was refused.
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) =>
        console.error(`securitypolicyviolation: ${e.effectiveDirective} refused ${e.blockedURI || '(inline)'} in ${e.documentURI}`),
      );
    });
    page.on('console', (msg) => {
      if (CSP_LINE.test(msg.text())) violations.push(msg.text());
    });
    await use(violations);
  },
});

/** Every island of the frame hydrated (Astro drops `ssr` from an island once it has). */
async function islandsHydrated(frame: Pick<Page, 'locator'>): Promise<void> {
  await expect(frame.locator('astro-island')).not.toHaveCount(0);
  await expect(frame.locator('astro-island[ssr]')).toHaveCount(0);
}

test.describe('standalone pages', () => {
  test('/free-trial hydrates with no CSP refusal, and carries the headers', async ({ page, cspViolations }) => {
    const res = await page.goto('/free-trial');
    const csp = res!.headers()['content-security-policy'];
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain('http://localhost:*');
    expect(res!.headers()['x-content-type-options']).toBe('nosniff');
    await islandsHydrated(page);
    await expect(page.getByRole('button').first()).toBeEnabled();
    expect(cspViolations).toEqual([]);
  });

  test('bundles stay static files (no Worker), with nosniff and no framing from public/_headers, missing ones too', async ({ page }) => {
    await page.goto('/free-trial');
    const bundle = await page.locator('astro-island').first().getAttribute('component-url');
    const res = await page.request.get(bundle!);
    expect(res.status()).toBe(200);
    expect(res.headers()['x-content-type-options']).toBe('nosniff');
    // public/_headers' policy, not the Worker's page policy (which names 'self' and the shops).
    expect(res.headers()['content-security-policy']).toBe("frame-ancestors 'none'");
    // A bundle that is not there: the assets' 404 page, which no one may frame either.
    const missing = await page.request.get('/_astro/no-such-bundle.js');
    expect(missing.status()).toBe(404);
    expect(missing.headers()['content-security-policy']).toBe("frame-ancestors 'none'");
  });

  test('/dashboard, logged in, hydrates and greets with no CSP refusal', async ({ page, cspViolations }) => {
    await logIn(page, DEMO_CUSTOMER);
    try {
      await page.goto('/dashboard');
      await expect(page.getByText(greeting(DEMO_CUSTOMER))).toBeVisible();
      await islandsHydrated(page);
      expect(cspViolations).toEqual([]);
    } finally {
      await logOut(page);
    }
  });

  // Every other page with islands (each hydrates on load): tests/build/page-csp.test.ts checks the
  // hashes; this checks nothing else on the page (a worker, an image, a request) is refused.
  const pages = ['/checkout', '/get-started', '/pet-calculator', '/feeding-guide', '/choose-recipe', '/free-trial/choose-recipe'];
  pages.push('/manage-pets', '/your-pets', '/mobile', '/order-status', '/cookie-test', '/embed-check');
  for (const path of pages) {
    test(`${path} hydrates with no CSP refusal`, async ({ page, cspViolations }) => {
      await page.goto(path);
      await islandsHydrated(page);
      expect(cspViolations).toEqual([]);
    });
  }
});

test.describe('inside the shop', () => {
  for (const path of ['dashboard', 'checkout', 'free-trial']) {
    test(`the demo shop frames /${path} with no CSP refusal`, async ({ page, cspViolations }) => {
      await new DemoShop(page).goto(path, { customer: 'demo' });
      await expect.poll(() => page.frames().find((f) => f.url().startsWith(`${APP_ORIGIN}/${path}`))).toBeTruthy();
      const frame = page.frames().find((f) => f.url().startsWith(`${APP_ORIGIN}/${path}`))!;
      await islandsHydrated(frame);
      expect(cspViolations).toEqual([]);
    });
  }
});

test.describe('a page on an origin that is not a shop', () => {
  // The browser's refusal line is what these tests wait for.
  test.use({ allowConsoleErrors: [/^Failed to load resource|frame-ancestors/] });
  for (const path of ['/dashboard', '/checkout']) {
    test(`cannot frame ${path}: the browser refuses it (frame-ancestors)`, async ({ page, cspViolations }) => {
      await new ThirdParty(page).gotoEmbedding(`${APP_ORIGIN}${path}`);
      await expect(page).toHaveURL(`${THIRD_ORIGIN}/`);
      await expect.poll(() => cspViolations.join('\n')).toMatch(/frame-ancestors/);
      expect(page.frames().filter((f) => f.url().startsWith(APP_ORIGIN))).toEqual([]);
    });
  }
});
