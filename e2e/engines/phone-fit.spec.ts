/**
 * Every page fits a phone (issue 31), in Chromium, Firefox and WebKit, at 320, 390 and 430 px,
 * standalone and inside the demo shop's frame: no sideways scroll, no visible control or table cell
 * past the right edge (or cut off by its box), targets of 44 × 44 px, fields at 16 px; on the
 * dashboard every subscription's Manage is on screen. The checks run in the page
 * (e2e/fixtures/phone-fit.ts, also used by e2e/phone-fit.spec.ts).
 *
 * Lean on purpose: one test and one browser session per engine, each page opened once per mode at
 * 320 px and then widened (which also tests the lists' switch between cards and table). A page
 * that does not fit is listed with every misfit, and the run goes on to the next. Reads the demo
 * customer only (nothing is submitted).
 */
import { startCheckoutSession } from '../../scripts/lib/checkout-session';
import { mintLoginToken } from '../fixtures/login';
import { manageButtons, manageProblems, PHONE_FIT, PHONE_HEIGHT, PHONE_PAGES, PHONE_WIDTHS, phoneFitProblems } from '../fixtures/phone-fit';
import { APP_ORIGIN } from '../pages/origins';
import { ourFrameSelector, type EngineDriver, type Where } from './driver';
import type { FramedPage } from './framed-pages';
import { test, expect } from './fixtures';
import { openShopPage, pageIsReady, showsText, waitFor } from './framed-shop';

/** How long a page may take to fit after a width change (the frame and the lists follow a resize). */
const SETTLE_MS = 5_000;

/** What does not fit in `where` (and, framed, on the shop page around it) at the current width. */
async function misfits(driver: EngineDriver, where: Where, dashboard: boolean): Promise<string[]> {
  const found = await driver.run(where, phoneFitProblems, PHONE_FIT);
  if (where === 'frame') found.push(...(await driver.run('top', phoneFitProblems, PHONE_FIT)).map((p) => `the shop page: ${p}`));
  if (dashboard) found.push(...manageProblems(await driver.run(where, manageButtons, null)));
  return found;
}

/** In the page: marks the first help tip's (i) button for a click; null on a page without one. */
function markHelpTip(): string | null {
  const button = [...document.querySelectorAll('.info-tip-button')].find((b) => b.getBoundingClientRect().width > 0);
  if (!button) return null;
  button.setAttribute('data-e2e-tip', '');
  return '[data-e2e-tip]';
}

/** In the page: the shown help tip's box and the viewport's width (null while none is shown). */
function shownTip() {
  const tip = [...document.querySelectorAll('[role="tooltip"]')].find((t) => t.getBoundingClientRect().width > 0);
  if (!tip) return null;
  const box = tip.getBoundingClientRect();
  return { left: box.left, right: box.right, top: box.top, bottom: box.bottom, width: document.documentElement.clientWidth };
}

/**
 * Opens the page's first help tip (a real tap) and answers what is wrong with where it shows: past
 * either side of the screen, or, framed, outside the shop's screen (issue 31). Closes it again.
 */
async function tipMisfits(driver: EngineDriver, where: Where, seen: { tips: number }): Promise<string[]> {
  const button = await driver.run(where, markHelpTip, null);
  if (!button) return [];
  seen.tips++;
  await driver.click(where, button);
  const tip = await waitFor(driver, where, shownTip, null, 'the help tip to show');
  const found: string[] = [];
  if (tip.left < -1 || tip.right > tip.width + 1)
    found.push(`the help tip spans ${Math.round(tip.left)}–${Math.round(tip.right)} px on a ${tip.width} px screen`);
  if (where === 'frame') {
    const frame = await driver.run(
      'top',
      (selector) => ({ top: document.querySelector(selector)!.getBoundingClientRect().top, screen: window.innerHeight }),
      ourFrameSelector(APP_ORIGIN),
    );
    const top = frame.top + tip.top;
    const bottom = frame.top + tip.bottom;
    if (top < -1 || bottom > frame.screen + 1)
      found.push(`the help tip is at ${Math.round(top)}–${Math.round(bottom)} px of the shop's ${frame.screen} px screen`);
  }
  // Leaving the button closes it (InfoTip).
  await driver.run(where, () => (document.activeElement as HTMLElement | null)?.blur(), null);
  return found;
}

/** Opens nothing: judges the page already open in `where` at each phone width, narrowest first. */
async function judge(driver: EngineDriver, where: Where, page: FramedPage, mode: string, seen: { tips: number }): Promise<string[]> {
  if (page.ready) await showsText(driver, where, page.ready);
  await pageIsReady(driver, undefined, where);
  const dashboard = page.path === 'dashboard';
  const problems: string[] = [];
  for (const width of PHONE_WIDTHS) {
    await driver.setViewport(width, PHONE_HEIGHT);
    // The frame's width and the lists' layout follow the window a moment later: look until the
    // page fits, and report what was still wrong when the time is up.
    const end = Date.now() + SETTLE_MS;
    let found = await misfits(driver, where, dashboard);
    while (found.length > 0 && Date.now() < end) {
      await new Promise((r) => setTimeout(r, 250));
      found = await misfits(driver, where, dashboard);
    }
    found.push(...(await tipMisfits(driver, where, seen)));
    problems.push(...found.map((p) => `/${page.path} ${mode} at ${width} px: ${p}`));
  }
  return problems;
}

/**
 * Logs the demo customer in (a one-time token, as a login link carries) or out, from a page of
 * ours open in the top window: the session cookie is then the browser's own, first-party.
 */
async function standaloneSession(driver: EngineDriver, token: string | null): Promise<void> {
  const status = await driver.run(
    'top',
    (t) =>
      (t
        ? fetch('/api/auth/verify', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ token: t }) })
        : fetch('/api/auth/logout', { method: 'POST' })
      ).then((r) => r.status),
    token,
  );
  expect(status, token ? 'logged in' : 'logged out').toBe(200);
}

test('every page fits a phone at 320, 390 and 430 px, standalone and in the shop’s frame', async ({ driver, request }) => {
  test.setTimeout(600_000);
  const problems: string[] = [];
  /** How many times a help tip was opened and judged (the calculators have some). */
  const seen = { tips: 0 };
  for (const page of PHONE_PAGES) {
    const path = page.needsCheckoutSession ? `${page.path}?session=${await startCheckoutSession(APP_ORIGIN)}` : page.path;
    await driver.setViewport(PHONE_WIDTHS[0], PHONE_HEIGHT);
    await driver.goto(`${APP_ORIGIN}/${path}`);
    if (page.customer) {
      await standaloneSession(driver, await mintLoginToken(request));
      await driver.goto(`${APP_ORIGIN}/${path}`);
    }
    problems.push(...(await judge(driver, 'top', page, 'standalone', seen)));
    if (page.customer) await standaloneSession(driver, null);

    await driver.setViewport(PHONE_WIDTHS[0], PHONE_HEIGHT);
    await openShopPage(driver, path, page.customer ?? 'none');
    problems.push(...(await judge(driver, 'frame', page, 'framed', seen)));
  }
  expect(problems, `what does not fit a phone in ${driver.engine}`).toEqual([]);
  test.info().annotations.push({ type: 'help tips judged', description: String(seen.tips) });
  expect(seen.tips, 'help tips opened and judged').toBeGreaterThan(0);
});
