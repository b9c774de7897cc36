/**
 * How the dashboard loads (docs/performance.md): its HTML is drawn before any of its
 * code is asked for (the islands hydrate `client:painted`), the session check's calls are asked
 * for by the page's head and taken over by the session store rather than made twice, and the
 * customer is greeted in the heading that was drawn first.
 */
import { DEMO_CUSTOMER, greeting, logIn, logOut } from './fixtures/login';
import { expect, test } from './fixtures/base';

test('the dashboard is drawn before its code is asked for, and asks who is logged in once', async ({ page }) => {
  await logIn(page, DEMO_CUSTOMER);
  try {
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: greeting(DEMO_CUSTOMER) })).toBeVisible();
    await expect(page.getByRole('region', { name: 'My Subscriptions' })).toBeVisible();

    const timing = await page.evaluate(() => {
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const scripts = resources.filter((r) => new URL(r.name).pathname.startsWith('/_astro/') && r.name.endsWith('.js'));
      const checks = resources.filter((r) => new URL(r.name).pathname === '/api/auth/check-session');
      return { fcp, firstScript: Math.min(...scripts.map((s) => s.startTime)), scripts: scripts.length, checks: checks.length };
    });
    expect(timing.fcp, 'a first contentful paint').not.toBeNull();
    expect(timing.scripts).toBeGreaterThan(0);
    expect(timing.firstScript).toBeGreaterThanOrEqual(timing.fcp!);
    expect(timing.checks, 'GET /api/auth/check-session requests').toBe(1);
  } finally {
    await logOut(page);
  }
});
