/**
 * On a phone the dashboard lists subscriptions and orders as cards (issue 31) at each phone
 * width, and axe finds nothing serious or critical in them. Whether every page fits a phone is
 * e2e/engines/phone-fit.spec.ts, in Chromium, Firefox and WebKit; this part needs axe, which runs
 * through Playwright's page. Reads the demo customer only.
 */
import { expectNoSeriousA11yViolations } from './fixtures/axe';
import { expect, test } from './fixtures/base';
import { logIn } from './fixtures/login';
import { PHONE_HEIGHT, PHONE_WIDTHS } from './fixtures/phone-fit';

test("the dashboard's cards on a phone: axe finds nothing serious", async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: PHONE_WIDTHS[0], height: PHONE_HEIGHT });
  await logIn(page);
  await page.goto('/dashboard');
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0, { timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'Manage', exact: true }).first()).toBeVisible();
  for (const width of PHONE_WIDTHS) {
    await page.setViewportSize({ width, height: PHONE_HEIGHT });
    // Subscriptions and orders, each as cards (ResponsiveTable re-decides after a resize).
    await expect(page.locator('.responsive-table[data-layout="cards"]')).toHaveCount(2);
  }
  // The cards are the same markup at every phone width: one axe pass, at the 390 px.
  await page.setViewportSize({ width: 390, height: PHONE_HEIGHT });
  await expect(page.locator('.responsive-table[data-layout="cards"]')).toHaveCount(2);
  await expectNoSeriousA11yViolations(page, "the dashboard's cards at 390 px");
});
