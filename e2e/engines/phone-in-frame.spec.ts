/**
 * A phone inside the shop (issue 31), in Chromium, Firefox and WebKit: at 390 px the framed
 * dashboard shows its subscriptions and orders as cards that fit, every Manage on screen with a
 * fingertip's target; a dialog opened from a control far down the framed dashboard (a frame over
 * 4,000 px tall, the shop scrolled to the control) opens inside the shop's screen with focus in
 * it, without the shop page jumping to show it; the framed /mobile has its tab bar on the first screen. Reads the demo customer only.
 */
import type { EngineDriver } from './driver';
import { ourFrameSelector } from './driver';
import { APP_ORIGIN } from '../pages/origins';
import { test, expect } from './fixtures';
import { clickByName, openShopPage, pageIsReady, showsText, waitFor, waitUntilSettled } from './framed-shop';

const PHONE = { width: 390, height: 844 } as const;
/** A fingertip's target (e2e/engines/phone-fit.spec.ts has the full check on every page). */
const TARGET_PX = 44;
/** The tall frame: the framed dashboard at 390 px is taller than this. */
const TALL_FRAME_PX = 4000;

/** Where our frame is on the shop's screen, and the screen's height. */
function frameOnScreen(driver: EngineDriver) {
  return driver.run(
    'top',
    (selector) => {
      const box = document.querySelector(selector)!.getBoundingClientRect();
      return { top: box.top, height: box.height, screen: window.innerHeight };
    },
    ourFrameSelector(APP_ORIGIN),
  );
}

/**
 * The dashboard draws its lower sections only near the screen (content-visibility: auto), so
 * their text is not in innerText until scrolled to: these look at the DOM's text instead.
 */
function hasText(driver: EngineDriver, text: string) {
  return waitFor(driver, 'frame', (t) => document.body.textContent?.includes(t) ?? false, text, `"${text}" in the frame`);
}

/** The demo customer's dashboard framed in the shop's page at phone size, ready, once `section` shows. */
async function openFramedDashboardOnPhone(driver: EngineDriver, section: string) {
  await driver.setViewport(PHONE.width, PHONE.height);
  await openShopPage(driver, 'dashboard', 'demo');
  await showsText(driver, 'frame', 'welcome back');
  await hasText(driver, section);
  await pageIsReady(driver);
}

/** Marks the button whose text is `text` and answers a selector for it (see hasText). */
function markButton(text: string): string | null {
  const button = [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === text);
  if (!button) return null;
  button.setAttribute('data-e2e-mark', text);
  return `[data-e2e-mark="${text}"]`;
}

test('at 390 px the framed dashboard lists subscriptions and orders as cards that fit, each Manage on screen', async ({ driver }) => {
  await openFramedDashboardOnPhone(driver, 'My Order History');

  const layout = await waitFor(
    driver,
    'frame',
    () => {
      const lists = [...document.querySelectorAll<HTMLElement>('.responsive-table')];
      if (lists.length < 2) return null; // subscriptions and orders
      const width = document.documentElement.clientWidth;
      return {
        width,
        documentWidth: document.documentElement.scrollWidth,
        layouts: lists.map((l) => l.dataset.layout),
        // Every control or cell inside the lists, by its right edge.
        widest: Math.max(...lists.flatMap((l) => [...l.querySelectorAll('a, button, dd, td, th, h3')].map((el) => el.getBoundingClientRect().right))),
        manage: [...document.querySelectorAll('button')]
          .filter((b) => b.textContent?.trim() === 'Manage')
          .map((b) => {
            const box = b.getBoundingClientRect();
            return { left: box.left, right: box.right, width: box.width, height: box.height };
          }),
      };
    },
    null,
    'the subscriptions and orders lists',
  );
  expect(layout.layouts).toEqual(['cards', 'cards']);
  expect(layout.documentWidth, 'no sideways scroll').toBeLessThanOrEqual(layout.width);
  expect(layout.widest, 'nothing past the right edge').toBeLessThanOrEqual(layout.width + 1);
  expect(layout.manage.length).toBeGreaterThan(0);
  for (const b of layout.manage) {
    expect(b.left).toBeGreaterThanOrEqual(0);
    expect(b.right).toBeLessThanOrEqual(layout.width + 1);
    expect(Math.min(b.width, b.height)).toBeGreaterThanOrEqual(TARGET_PX - 1);
  }
});

test("a dialog opened far down a tall framed dashboard opens on the shop's screen, focus inside", async ({ driver }) => {
  await openFramedDashboardOnPhone(driver, 'My Furbabys');
  await waitFor(
    driver,
    'top',
    (selector) => document.querySelector(selector)!.getBoundingClientRect().height,
    ourFrameSelector(APP_ORIGIN),
    'a tall frame',
    20_000,
    (h) => h > TALL_FRAME_PX,
  );
  // Cards that load after the page (upcoming deliveries, the dogs' journeys) have grown the frame.
  await waitUntilSettled(driver);

  // The visitor scrolls the shop to the button (mid-screen) and taps it.
  const button = await waitFor(driver, 'frame', markButton, '+ Add Dog', 'the + Add Dog button');
  const buttonTop = await driver.run('frame', (selector) => document.querySelector(selector)!.getBoundingClientRect().top, button);
  const scrolled = await driver.run(
    'top',
    ({ frame, buttonTop }) => {
      const top = document.querySelector(frame)!.getBoundingClientRect().top + window.scrollY + buttonTop - window.innerHeight / 2;
      window.scrollTo(0, top);
      return window.scrollY;
    },
    { frame: ourFrameSelector(APP_ORIGIN), buttonTop },
  );
  const openDialog = () =>
    waitFor(
      driver,
      'frame',
      () => {
        const el = document.querySelector<HTMLElement>('[role="dialog"][aria-modal="true"]');
        if (!el) return null;
        const box = el.getBoundingClientRect();
        return { top: box.top, bottom: box.bottom, focusInside: el.contains(document.activeElement) };
      },
      null,
      'the Add Dog dialog, focus inside',
      10_000,
      (d) => d !== null && d.focusInside,
    );
  await driver.click('frame', button);
  // Firefox's BiDi click in a cross-origin frame lands at coordinates taken before its own
  // scroll into view settles; now and then the tap misses, and a visitor taps again. Only a
  // missed tap is retried: a dialog that opened wrong still fails below.
  const dialog = await openDialog().catch(async (missed: unknown) => {
    if (driver.engine !== 'firefox') throw missed;
    await driver.click('frame', button);
    return openDialog();
  });
  const frame = await frameOnScreen(driver);
  expect(frame.height).toBeGreaterThan(TALL_FRAME_PX);
  const top = frame.top + dialog.top;
  const bottom = frame.top + dialog.bottom;
  expect(top, `the dialog's top (${Math.round(top)} px) is on the shop's screen`).toBeGreaterThanOrEqual(0);
  expect(top).toBeLessThan(frame.screen / 2);
  // Whole when it fits the screen; else it fills the screen from its top down.
  expect(Math.min(bottom, frame.screen) - top).toBeGreaterThanOrEqual(Math.min(dialog.bottom - dialog.top, frame.screen - top) - 1);
  expect(dialog.focusInside, 'focus moved into the dialog').toBe(true);
  // Opened where the visitor was looking: the shop page did not jump to the frame's top to show it.
  const shopScroll = await driver.run('top', () => window.scrollY, null);
  expect(Math.abs(shopScroll - scrolled), 'the shop page stayed where the visitor was').toBeLessThan(frame.screen / 4);
});

test("the framed /mobile has its tab bar on the shop's first screen", async ({ driver }) => {
  await driver.setViewport(PHONE.width, PHONE.height);
  await openShopPage(driver, 'mobile', 'demo');
  await showsText(driver, 'frame', 'At a glance');
  await pageIsReady(driver);
  const bar = await driver.run(
    'frame',
    () => {
      const box = document.querySelector('.mobile-tabbar')!.getBoundingClientRect();
      return { top: box.top, bottom: box.bottom };
    },
    null,
  );
  const frame = await frameOnScreen(driver);
  expect(frame.top + bar.bottom, 'the tab bar ends on the first screen').toBeLessThanOrEqual(frame.screen);
  await clickByName(driver, 'frame', 'Orders');
  await showsText(driver, 'frame', 'My Orders');
});
