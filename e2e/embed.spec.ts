/**
 * The shop embedding, end to end: the demo shop (origin A, scripts/demo-shop.mjs) embeds our
 * /embed-check page (origin B) with public/embed.js, and every message of spec 000 §7 and
 * 001 §7 crosses and has its effect. A third origin (C) that nobody allowed changes nothing,
 * and malformed messages from the right origin are ignored without a console error.
 */
import type { Catalogue, KibbleProduct, KibbleVariant } from '../src/domain/catalogue';
import { appCatalogue, bagOf, kibbleNamed, planEvery } from './fixtures/catalogue';
import { HOSTILE_TO_FRAME, HOSTILE_TO_SHOP } from './fixtures/hostile-messages';
import { test, expect } from './pages/embed-fixtures';
import { EMBED_CHECK_TITLE } from './pages/embed-check';
import { APP_ORIGIN, SHOP_ORIGIN, THIRD_ORIGIN } from './pages/origins';

// The demo shop's bags and plan, read from the app's catalogue before the tests.
let LAMB: KibbleProduct;
let LAMB_15KG: KibbleVariant;
let CHICKEN_10KG: KibbleVariant;
let EVERY_28_DAYS: string;
test.beforeAll(async ({ playwright }, info) => {
  const cat: Catalogue = await appCatalogue(playwright, info);
  LAMB = kibbleNamed(cat, 'Lamb');
  LAMB_15KG = bagOf(LAMB, 15);
  CHICKEN_10KG = bagOf(kibbleNamed(cat, 'Chicken'), 10);
  EVERY_28_DAYS = planEvery(cat, 28).id;
});
const DESKTOP_VIEWPORT = '1280 × 720';

test.describe('the demo shop embeds our page', () => {
  for (const [kind, type] of [
    ['free-trial', 'FREE_TRIAL_IFRAME_HEIGHT'],
    ['choose-recipe', 'CHOOSE_RECIPE_IFRAME_HEIGHT'],
    ['dashboard', 'DASHBOARD_IFRAME_HEIGHT'],
  ] as const) {
    test(`${type}: the iframe grows and shrinks to the content height`, async ({ shop, check }) => {
      await shop.goto('embed-check', { query: { kind } });
      await check.waitUntilAllowedBy(SHOP_ORIGIN);
      // The dashboard's first report comes after 3 s (spec 001 §9).
      await expect(
        shop
          .messageLog()
          .filter({ hasText: `${APP_ORIGIN} ${type}` })
          .first(),
      ).toBeAttached({ timeout: 10_000 });
      await shop.waitForFrameToFit(EMBED_CHECK_TITLE, check);

      await check.button('Add content').click();
      const grown = await check.contentHeight();
      await expect.poll(() => shop.iframeHeight(EMBED_CHECK_TITLE)).toBe(grown);

      await check.button('Remove content').click();
      await expect.poll(() => shop.iframeHeight(EMBED_CHECK_TITLE)).toBeLessThan(grown);
      await shop.waitForFrameToFit(EMBED_CHECK_TITLE, check);
    });
  }

  test('add to cart puts the chosen variant on its selling plan in the cart and goes to the cart', async ({ page, shop, check }) => {
    await shop.goto('embed-check');
    await check.waitUntilAllowedBy(SHOP_ORIGIN);
    await check.choosePlan(LAMB.title, 15, 28);
    await check.button('Add To Cart').click();

    await expect(page).toHaveURL(`${SHOP_ORIGIN}/cart`);
    await expect(shop.cartRows()).toHaveCount(1);
    const line = shop.cartRows().first();
    await expect(line.getByRole('rowheader')).toHaveText(LAMB.title);
    await expect(line.getByRole('cell')).toHaveText(['15 kg', LAMB_15KG.sku, 'Delivery every 28 days', '1', /^\$\d+\.\d\d$/]);
    expect(await shop.cart()).toMatchObject({
      item_count: 1,
      items: [{ variant_id: Number(LAMB_15KG.id), quantity: 1, selling_plan_allocation: { selling_plan: { id: Number(EVERY_28_DAYS) } } }],
    });
  });

  test('the loading overlay shows while the shop adds to its cart and ends on CART_PAGE_LOADED', async ({ shop, check }) => {
    // A theme with a cart drawer stays on the page, so the frame can be watched to the end.
    await shop.goto('embed-check', { cart: 'drawer' });
    await check.waitUntilAllowedBy(SHOP_ORIGIN);
    await check.choosePlan(LAMB.title, 15, 28);
    const cartRead = await shop.hold('/cart.js');

    await check.button('Add To Cart').click();
    await cartRead.arrived; // the line is added; CART_PAGE_LOADED follows once the cart is read back
    await expect(check.overlay()).toBeVisible();
    await expect(shop.messageLog().filter({ hasText: `${APP_ORIGIN} TRIGGER_ADD_TO_CART` })).toHaveCount(1);
    await expect(shop.messageLog().filter({ hasText: `${APP_ORIGIN} CLOSE_PET_MODAL` })).toHaveCount(1);

    cartRead.release();
    await expect(check.overlay()).toBeHidden();
    await expect(check.cartResult()).toHaveText('The shop loaded its cart');
    await expect(shop.cartDrawer()).toContainText(`1 × ${LAMB.title} 15 kg, Delivery every 28 days`);
  });

  test.describe('when the shop cannot add to its cart', () => {
    // The browser logs the refused request itself; that line is expected here.
    test.use({ allowConsoleErrors: [/status of 422/] });

    test('the overlay ends after 5 seconds without CART_PAGE_LOADED', async ({ page, shop, check }) => {
      await page.route(`${SHOP_ORIGIN}/cart/add.js`, (route) =>
        route.fulfill({ status: 422, contentType: 'application/json', body: '{"status":422,"message":"Cart Error","description":"Sold out"}' }),
      );
      await shop.goto('embed-check');
      await check.waitUntilAllowedBy(SHOP_ORIGIN);
      await check.button('Add To Cart').click();
      await expect(check.overlay()).toBeVisible();
      await expect(check.overlay()).toBeHidden({ timeout: 8_000 });
      await expect(check.cartResult()).toHaveText('The shop did not answer');
      await expect(page).toHaveURL(/\/pages\/embed-check/);
      expect((await shop.cart()).item_count).toBe(0);
    });
  });

  test('scroll-to-top moves the shop page', async ({ shop, check }) => {
    await shop.goto('embed-check');
    await check.waitUntilAllowedBy(SHOP_ORIGIN);
    await check.button('Add content').click();
    await shop.waitForFrameToFit(EMBED_CHECK_TITLE, check); // nothing moves under the click below
    await shop.scrollToBottom();
    const button = check.button('Scroll the shop page to the top');
    await button.scrollIntoViewIfNeeded();
    expect(await shop.scrollY()).toBeGreaterThan(0);
    await button.click();
    await expect.poll(() => shop.scrollY()).toBe(0);
  });

  test('the shop answers the viewport request, and again after scrolling', async ({ shop, check }) => {
    await shop.goto('embed-check');
    await check.waitUntilAllowedBy(SHOP_ORIGIN);
    // The bridge asks once by itself when it is ready.
    await expect(check.viewport()).toHaveText(new RegExp(`^${DESKTOP_VIEWPORT}, scrolled 0, frame top \\d+$`));
    await check.button('Add content').click();
    await shop.waitForFrameToFit(EMBED_CHECK_TITLE, check); // nothing moves under the click below
    await shop.scrollToBottom();
    const button = check.button('Request parent viewport');
    await button.scrollIntoViewIfNeeded();
    const scrolled = await shop.scrollY();
    await button.click();
    await expect(check.viewport()).toHaveText(new RegExp(`^${DESKTOP_VIEWPORT}, scrolled ${scrolled}, frame top -?\\d+$`));
  });

  test("the shop answers with the logged-in customer's login ticket (app) or signed info (old snippet), or with nobody", async ({ shop, check }) => {
    await shop.goto('embed-check', { customer: 'demo' });
    await check.waitUntilAllowedBy(SHOP_ORIGIN);
    await check.button('Request customer info').click();
    await expect(check.customer()).toHaveText('Id 7001000000001, with a login ticket from the app proxy');

    await shop.goto('embed-check', { customer: 'demo', theme: 'snippet' });
    await check.waitUntilAllowedBy(SHOP_ORIGIN);
    await check.button('Request customer info').click();
    await expect(check.customer()).toHaveText('Sam Taylor <demo@example.com>, id 7001000000001, signed');

    await shop.goto('embed-check', { customer: 'none' });
    await check.waitUntilAllowedBy(SHOP_ORIGIN);
    await check.button('Request customer info').click();
    await expect(check.customer()).toHaveText('Nobody is logged in at the shop');
  });

  test('pet data: the shop asks for an initial sync, receives each sync, and can ask for the data', async ({ shop, check }) => {
    await shop.goto('embed-check');
    await check.waitUntilAllowedBy(SHOP_ORIGIN);
    // REQUEST_INITIAL_SYNC → SYNC_PET_DATA
    await expect(shop.syncedPetData()).toHaveText('Synced pet data: Biscuit');
    await expect(check.petDataRequests()).toHaveText(/for an initial sync [1-9]\d* times/);

    await check.setDogName('Rua');
    await check.button('Sync pet data').click();
    await expect(shop.syncedPetData()).toHaveText('Synced pet data: Rua');

    // GET_PET_DATA → PET_DATA_RESPONSE
    await expect(await shop.askForPetData()).toContainText('"pets":[{"name":"Rua"}]');
    await expect(check.petDataRequests()).toHaveText(/^Asked for pet data 1 times/);
  });

  test("CLOSE_PET_MODAL closes the shop's modal", async ({ page, shop, check }) => {
    await shop.goto('embed-check', { display: 'modal' });
    await page.getByRole('button', { name: `Open ${EMBED_CHECK_TITLE}` }).click();
    const dialog = page.getByRole('dialog', { name: EMBED_CHECK_TITLE });
    await expect(dialog).toBeVisible();
    await check.waitUntilAllowedBy(SHOP_ORIGIN);
    await check.button('Close the modal').click();
    await expect(dialog).toBeHidden();
  });

  test("logging out in the frame sends the shop page to the shop's /account/logout", async ({ page, shop, check }) => {
    await shop.goto('embed-check', { customer: 'demo' });
    await check.waitUntilAllowedBy(SHOP_ORIGIN);
    await expect(page.getByText('Logged in as Sam Taylor')).toBeVisible();
    await check.button('Log out of the shop').click();
    await expect(page).toHaveURL(`${SHOP_ORIGIN}/account/logout`);
    await expect(page.getByRole('heading', { name: "You're logged out of the shop" })).toBeVisible();
  });
});

test.describe('a third origin changes nothing', () => {
  // The browser itself refuses the frame: our pages' CSP frame-ancestors names only our origin
  // and the shops (functions/http/security-headers.ts; more in e2e/security-headers.spec.ts). The
  // bridge's own refusal of such a parent is covered in tests/components/embed-bridge.test.tsx.
  test.use({ allowConsoleErrors: [/frame-ancestors/] });
  test('a page on a third origin cannot embed ours: the browser refuses the frame', async ({ page, thirdParty }) => {
    await thirdParty.gotoEmbedding(`${APP_ORIGIN}/embed-check`);
    await expect(page).toHaveURL(`${THIRD_ORIGIN}/`);
    expect(page.frames().filter((f) => f.url().startsWith(APP_ORIGIN))).toEqual([]);
    await expect(thirdParty.received()).toHaveCount(0);
  });

  test('a third-origin frame on the shop page can neither drive our frame nor the shop', async ({ page, shop, check, thirdParty }) => {
    await shop.goto('embed-check');
    await check.waitUntilAllowedBy(SHOP_ORIGIN);
    await expect(check.viewport()).toHaveText(new RegExp(`^${DESKTOP_VIEWPORT}`));
    await expect(check.petDataRequests()).toHaveText(/for an initial sync [1-9]/);
    const syncs = await check.petDataRequests().textContent();
    await thirdParty.injectAdFrame();

    // Shop-to-frame messages, from the wrong origin.
    const before = Number(await check.messagesReceived().textContent());
    await thirdParty.postToOtherFrames(HOSTILE_TO_FRAME);
    await expect(check.messagesReceived()).toHaveText(String(before + HOSTILE_TO_FRAME.length));
    await expect(check.viewport()).toHaveText(new RegExp(`^${DESKTOP_VIEWPORT}`));
    await expect(check.petDataRequests()).toHaveText(syncs!);

    // Frame-to-shop messages, from the wrong origin.
    await check.button('Add content').click();
    await shop.waitForFrameToFit(EMBED_CHECK_TITLE, check);
    const height = await shop.iframeHeight(EMBED_CHECK_TITLE);
    await shop.scrollToBottom();
    const scrolled = await shop.scrollY();
    await thirdParty.postToTop(HOSTILE_TO_SHOP);
    await expect(shop.messageLog().filter({ hasText: THIRD_ORIGIN })).toHaveCount(HOSTILE_TO_SHOP.length);
    expect(await shop.scrollY()).toBe(scrolled);
    expect(await shop.iframeHeight(EMBED_CHECK_TITLE)).toBe(height);
    await expect(shop.syncedPetData()).not.toContainText('Mallory');

    // Our own add-to-cart still works, and is the only line in the cart.
    await check.choosePlan('Chicken Dog Box', 10, 30);
    await check.button('Add To Cart').click();
    await expect(page).toHaveURL(`${SHOP_ORIGIN}/cart`);
    await expect(shop.cartRows()).toHaveCount(1);
    await expect(shop.cartRows().first().getByRole('cell', { name: CHICKEN_10KG.sku })).toBeVisible();
  });
});

test.describe('malformed messages from the right origin are ignored quietly', () => {
  const MALFORMED = [
    null,
    'PARENT_VIEWPORT',
    42,
    [],
    { type: 'PARENT_VIEWPORT', width: 'wide', height: 720 },
    { type: 'PARENT_VIEWPORT' },
    { type: 'SHOPIFY_CUSTOMER_INFO', customerId: '7001000000001', customerEmail: 'demo@example.com' },
    { type: 'CART_PAGE_LOADED ' },
    { type: 'toString' },
    { type: '__proto__', polluted: true },
  ];

  test('from the shop page to our frame', async ({ shop, check }) => {
    await shop.goto('embed-check');
    await check.waitUntilAllowedBy(SHOP_ORIGIN);
    await expect(check.viewport()).toHaveText(new RegExp(`^${DESKTOP_VIEWPORT}`));
    const before = Number(await check.messagesReceived().textContent());

    await shop.postToFrame(EMBED_CHECK_TITLE, [...MALFORMED, { type: 'PARENT_VIEWPORT', width: 111, height: 222 }], APP_ORIGIN);
    await expect(check.messagesReceived()).toHaveText(String(before + MALFORMED.length + 1));
    // Only the last, well-formed one counted.
    await expect(check.viewport()).toHaveText('111 × 222, scrolled 0, frame top 0');
  });

  test('from our frame to the shop page', async ({ shop, check }) => {
    await shop.goto('embed-check');
    await check.waitUntilAllowedBy(SHOP_ORIGIN);
    await shop.waitForFrameToFit(EMBED_CHECK_TITLE, check);
    const height = await shop.iframeHeight(EMBED_CHECK_TITLE);
    const logged = await shop.messageLog().count();
    const malformed = [
      null,
      'SCROLL_PARENT_TO_TOP',
      { type: 'FREE_TRIAL_IFRAME_HEIGHT', height: 'tall' },
      { type: 'DASHBOARD_IFRAME_HEIGHT', height: -50 },
      { type: 'TRIGGER_ADD_TO_CART', variantId: 'abc', sellingPlanId: EVERY_28_DAYS, bagSize: 15, frequency: 28 },
      { type: 'TRIGGER_ADD_TO_CART', variantId: LAMB_15KG.id, sellingPlanId: EVERY_28_DAYS, bagSize: 'big', frequency: 28 },
      { type: 'SYNC_PET_DATA', data: { pets: [] } },
      { type: 'PET_DATA_RESPONSE', data: 5 },
      { type: 'REQUEST_SHOPIFY_CUSTOMER_INFO ' },
    ];
    await check.postToParent(malformed, SHOP_ORIGIN);
    await expect(shop.messageLog()).toHaveCount(logged + malformed.length);
    expect(await shop.iframeHeight(EMBED_CHECK_TITLE)).toBe(height);
    expect((await shop.cart()).item_count).toBe(0);
    await expect(shop.syncedPetData()).toHaveText('Synced pet data: Biscuit');
  });
});
