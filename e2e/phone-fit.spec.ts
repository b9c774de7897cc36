/**
 * On a phone every page fits its width (issue 31), standalone and inside the demo shop's frame,
 * at 320, 390 and 430 px: no sideways scroll, no control or cell past the right edge or cut off
 * by its box, targets of 44 × 44 px, fields at 16 px; on the dashboard every subscription's
 * Manage is on screen. Each page is opened once per mode at 320 px and then widened (the layout
 * follows the window, which also tests the lists' switch between cards and table).
 *
 * Reads the demo customer only (nothing is submitted).
 */
import type { Frame, Page } from '@playwright/test';
import { startCheckoutSession } from '../scripts/lib/checkout-session';
import { FRAMED_PAGES, type FramedPage } from './engines/framed-pages';
import { expectNoSeriousA11yViolations } from './fixtures/axe';
import { expect, test } from './fixtures/base';
import { logIn, logOut } from './fixtures/login';
import { manageButtons, PHONE_FIT, phoneFitProblems } from './fixtures/phone-fit';
import { DemoShop } from './pages/demo-shop';
import { APP_ORIGIN } from './pages/origins';

const PHONE_WIDTHS = [320, 390, 430] as const;
const PHONE_HEIGHT = 800;
/** The iframe embed.js puts our page in (on our exact origin). */
const FRAME_SELECTOR = `iframe[src^="${APP_ORIGIN}/"]`;

/** Waits for the islands and the page's data, then lists what does not fit at each width. */
async function judge(page: Page, doc: Page | Frame, framed: FramedPage, mode: string): Promise<string[]> {
  await expect(doc.locator('astro-island[ssr]')).toHaveCount(0, { timeout: 15_000 });
  if (framed.ready) await expect(doc.getByText(new RegExp(framed.ready, 'i')).first()).toBeVisible();
  if (framed.path === 'dashboard') await expect(doc.getByRole('button', { name: 'Manage', exact: true }).first()).toBeVisible();
  const problems: string[] = [];
  for (const width of PHONE_WIDTHS) {
    await page.setViewportSize({ width, height: PHONE_HEIGHT });
    const where = `${mode} at ${width} px`;
    // The lists re-decide their layout in the frame after a resize (ResponsiveTable): two frames on.
    await doc.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    const found = await doc.evaluate(phoneFitProblems, PHONE_FIT).catch(() => ['(the page could not be measured)']);
    if (doc !== page) found.push(...(await page.evaluate(phoneFitProblems, PHONE_FIT)).map((p) => `the shop page: ${p}`));
    problems.push(...found.map((p) => `${where}: ${p}`));
    if (framed.path === 'dashboard') {
      const manage = await doc.evaluate(manageButtons);
      expect(manage.length, `${where}: the demo customer's Manage buttons`).toBeGreaterThan(0);
      for (const b of manage) {
        expect(b.left >= 0 && b.right <= b.viewport, `${where}: Manage at ${b.left}–${b.right} px is on a ${b.viewport} px screen`).toBe(true);
        expect(Math.min(b.width, b.height), `${where}: Manage's target`).toBeGreaterThanOrEqual(PHONE_FIT.target);
      }
    }
  }
  return problems;
}

/** Pages that show more for a customer than the frame-height specs open them with. */
const WITH_CUSTOMER = new Set(['manage-pets']);

for (const listed of FRAMED_PAGES) {
  const framed: FramedPage = WITH_CUSTOMER.has(listed.path) ? { ...listed, customer: 'demo' } : listed;
  test(`/${framed.path} fits a phone, standalone and in the shop's frame`, async ({ page }) => {
    test.setTimeout(60_000);
    const path = framed.needsCheckoutSession ? `${framed.path}?session=${await startCheckoutSession(APP_ORIGIN)}` : framed.path;
    await page.setViewportSize({ width: PHONE_WIDTHS[0], height: PHONE_HEIGHT });

    if (framed.customer) await logIn(page);
    await page.goto(`/${path}`);
    const problems = await judge(page, page, framed, 'standalone');
    if (framed.path === 'dashboard') {
      // The lists as cards on a phone: axe finds nothing serious in them (or anywhere on the page).
      await expect(page.locator('.responsive-table[data-layout="cards"]')).toHaveCount(2);
      await expectNoSeriousA11yViolations(page, `the dashboard's cards at ${PHONE_WIDTHS.at(-1)} px`);
    }
    if (framed.customer) await logOut(page);

    await page.setViewportSize({ width: PHONE_WIDTHS[0], height: PHONE_HEIGHT });
    await new DemoShop(page).goto(path, { customer: framed.customer ?? 'none' });
    const frame = await (await page.waitForSelector(FRAME_SELECTOR)).contentFrame();
    if (!frame) throw new Error('no frame');
    problems.push(...(await judge(page, frame, framed, 'framed')));

    expect(problems, 'what does not fit a phone').toEqual([]);
  });
}
