/**
 * The shop's iframe is as tall as our whole page (static sections and islands), in Chromium,
 * Firefox and WebKit, at a desktop and a phone width: once the page has settled, after its own
 * content changes (an error, an editor, a dialog, a new row), and after the window changes
 * width. Longer than the 5,000 px cap, the frame stops there and our page scrolls inside it.
 */
import { startCheckoutSession } from '../../scripts/lib/checkout-session';
import { APP_ORIGIN } from '../pages/origins';
import { test, expect } from './fixtures';
import { FRAMED_PAGES } from './framed-pages';
import { clickByName, fits, measureFit, openShopPage, showsText, waitUntilSettled } from './framed-shop';

const WIDTHS = [1280, 390] as const;
const VIEWPORT_HEIGHT = 900;

for (const framed of FRAMED_PAGES) {
  test(`/${framed.path}: the shop's frame shows the whole page`, async ({ driver }) => {
    test.setTimeout(150_000);
    const path = framed.needsCheckoutSession ? `${framed.path}?session=${await startCheckoutSession(APP_ORIGIN)}` : framed.path;

    for (const width of WIDTHS) {
      await driver.setViewport(width, VIEWPORT_HEIGHT);
      await openShopPage(driver, path, framed.customer);
      if (framed.ready) await showsText(driver, 'frame', framed.ready);
      const loaded = await waitUntilSettled(driver);
      expect(fits(loaded), `${width} px, settled: ${JSON.stringify(loaded)}`).toBe(true);

      if (framed.change) {
        await clickByName(driver, 'frame', framed.change.click);
        await showsText(driver, 'frame', framed.change.shows);
        const changed = await waitUntilSettled(driver);
        expect(fits(changed), `${width} px, after "${framed.change.click}": ${JSON.stringify(changed)}`).toBe(true);
        if (framed.change.expect === 'taller') expect(changed.frame).toBeGreaterThan(loaded.frame + 2);
        if (framed.change.expect === 'shorter') expect(changed.frame).toBeLessThan(loaded.frame - 2);
      }
    }

    // The window narrows or widens with the page as it is: the frame follows the new layout.
    const before = await measureFit(driver);
    await driver.setViewport(WIDTHS[0], VIEWPORT_HEIGHT);
    const widened = await waitUntilSettled(driver);
    expect(fits(widened), `widened back to ${WIDTHS[0]} px: ${JSON.stringify(widened)}`).toBe(true);
    // Where the page's own height changed with the width, the frame's changed with it. (Since the
    // narrow layouts of issues 31 and 39, /free-trial is about as tall at 390 px as at 1,280 px.)
    if (Math.abs(widened.document - before.document) > 2) expect(Math.abs(widened.frame - before.frame)).toBeGreaterThan(2);
  });
}
