/**
 * The embedding's flows in every engine (Chromium, Firefox, WebKit): the shop's customer is
 * logged in to the app's framed dashboard block by a login ticket from the app proxy (no
 * secret in the theme), add to cart from the framed calculator reaches the shop's
 * cart, Logout follows the shop to its logout page, and a third origin's messages change
 * nothing on either side. Our frame is another site's, so where the browser refuses or
 * partitions its cookie (Safari always, Firefox by default) the session is the bearer token
 * the frame keeps.
 */
import { DEMO } from '../../functions/db/demo/customers';
import { catalogueFrom, defaultKibble } from '../fixtures/catalogue';
import { HOSTILE_TO_FRAME, HOSTILE_TO_SHOP } from '../fixtures/hostile-messages';
import { APP_ORIGIN, SHOP_ORIGIN } from '../pages/origins';
import type { EngineDriver } from './driver';
import { test, expect } from './fixtures';
import { clickByName, measureFit, openShopPage, showsText, typeInto, waitFor, waitUntilSettled } from './framed-shop';

const GREETING = `Hey ${DEMO.name} - welcome back!`;
/** The ad frame's origin: the demo shop's server under another host name, neither the shop's origin nor ours. */
const THIRD_ORIGIN = SHOP_ORIGIN.replace('localhost', '127.0.0.1');

/** What our API answers the frame's own cookie alone (no bearer token): 401 where the browser keeps the cookie from it. */
function cookieOnlySessionCheck(driver: EngineDriver): Promise<number> {
  return driver.run('frame', () => fetch('/api/auth/check-session', { credentials: 'include' }).then((r) => r.status), null);
}

/** The shop's cart as /cart.js answers, read by the shop page itself (its cookie). */
function shopCart(driver: EngineDriver) {
  return driver.run(
    'top',
    () =>
      fetch('/cart.js').then(
        (r) => r.json() as Promise<{ item_count: number; items: { variant_id: number; selling_plan_allocation: { selling_plan: { id: number } } | null }[] }>,
      ),
    null,
  );
}

test("the shop's customer is logged in to the framed dashboard block by its login ticket, and Logout follows the shop to its logout page", async ({
  driver,
}) => {
  await openShopPage(driver, 'dashboard', 'demo');
  await showsText(driver, 'frame', GREETING);
  await showsText(driver, 'frame', 'My Next Order');
  // The frame is another site's: its cookie does not reach our API, so the dashboard's calls
  // were made with the bearer token the frame was given at login.
  expect(await cookieOnlySessionCheck(driver)).toBe(401);

  await clickByName(driver, 'frame', 'Logout');
  await waitFor(driver, 'top', (url) => location.href === url, `${SHOP_ORIGIN}/account/logout`, 'the shop page to go to /account/logout');
  await showsText(driver, 'top', "You're logged out of the shop");
  await openShopPage(driver, 'dashboard', 'none');
  await showsText(driver, 'frame', 'Login|Register');
});

test("add to cart from the framed calculator puts the plan on its selling plan in the shop's cart", async ({ driver, request }) => {
  await openShopPage(driver, 'pet-calculator', 'none');
  await typeInto(driver, 'frame', "Your dog's name", 'Rex');
  await clickByName(driver, 'frame', 'Adult 1-7 years'); // leaving the name field saves the dog
  await waitFor(driver, 'top', () => /Synced pet data: Rex/.test(document.body.innerText), null, 'the shop to receive the pet data');

  await clickByName(driver, 'frame', 'Add To Cart');
  await waitFor(driver, 'top', (url) => location.href === url, `${SHOP_ORIGIN}/cart`, 'the shop to show its cart');
  const cart = await shopCart(driver);
  expect(cart.item_count).toBe(1);
  const variants = defaultKibble(await catalogueFrom(request, APP_ORIGIN)).variants.map((v) => Number(v.id));
  expect(variants).toContain(cart.items[0]!.variant_id);
  expect(cart.items[0]!.selling_plan_allocation?.selling_plan.id).toBeGreaterThan(0);
});

test("a third origin's frame on the shop page can drive neither our frame nor the shop", async ({ driver }) => {
  await openShopPage(driver, 'embed-check', 'none');
  await showsText(driver, 'frame', `Framed by ${SHOP_ORIGIN} \\(an allowed shop\\)`);
  await showsText(driver, 'top', 'Synced pet data: Biscuit');
  const settled = await waitUntilSettled(driver);
  const read = () =>
    driver.run(
      'frame',
      () => {
        const text = (label: string) => document.querySelector(`[aria-label="${label}"]`)?.textContent ?? '';
        return { received: Number(text('Messages received')), viewport: text('Parent viewport'), petData: text('Pet data requests') };
      },
      null,
    );
  const before = await read();
  const scrollY = await driver.run('top', () => window.scrollY, null);

  await driver.run(
    'top',
    (src) =>
      new Promise((resolve) => {
        const ad = document.createElement('iframe');
        ad.src = src;
        ad.title = 'Advertisement';
        ad.style.cssText = 'width:300px;height:100px;border:0';
        ad.addEventListener('load', resolve, { once: true });
        document.body.insertBefore(ad, document.body.firstChild);
      }),
    `${THIRD_ORIGIN}/third-party/ad`,
  );

  // Every message arrived (the shop page logs all it gets; our page counts all it gets) …
  await waitFor(
    driver,
    'top',
    ({ origin, count }) =>
      [...document.querySelectorAll('[aria-label="Message log"] li')].filter((li) => li.textContent!.startsWith(`${origin} `)).length === count,
    { origin: THIRD_ORIGIN, count: HOSTILE_TO_SHOP.length },
    "the shop page to receive the third party's messages",
  );
  await waitFor(
    driver,
    'frame',
    (n) => Number(document.querySelector('[aria-label="Messages received"]')?.textContent) === n,
    before.received + HOSTILE_TO_FRAME.length,
    "our page to receive the third party's messages",
  );

  // … and none had an effect: our page's viewport and pet-data requests, the shop's frame
  // height, scroll position, synced pet data and cart are as they were.
  const after = await read();
  expect(after.viewport).toBe(before.viewport);
  expect(after.petData).toBe(before.petData);
  expect((await measureFit(driver)).frame).toBe(settled.frame);
  expect(await driver.run('top', () => window.scrollY, null)).toBe(scrollY);
  expect(await driver.run('top', () => document.body.innerText.includes('Mallory'), null)).toBe(false);
  expect((await shopCart(driver)).item_count).toBe(0);
});
