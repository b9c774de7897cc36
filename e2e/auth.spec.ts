/**
 * Accounts end to end (spec 001 §2 states 1–4, §4, §8): the magic link from the local outbox,
 * its single use, the token leaving the address, logout; and inside the demo shop's iframe
 * (a different site from ours), the shop's customer logged in: by the app's dashboard block
 * (a login ticket through the app proxy, no secret in the theme) or the old snippet's signature.
 */
import { MESSAGES } from '../src/copy/messages';
import { DEMO_CUSTOMER, OTHER_CUSTOMER, logIn, newLinkFor, outbox, requestMagicLink } from './fixtures/login';
import { DashboardLogin } from './pages/dashboard-login';
import { test, expect } from './pages/embed-fixtures';
import { SHOP_ORIGIN } from './pages/origins';
import type { Page } from '@playwright/test';

// Logged out, the dashboard's session check answers 401, which Chromium logs as a failed load.
test.use({ allowConsoleErrors: [/status of 401/] });

const DASHBOARD_FRAME = 'iframe[title="My dashboard"]';
/** Our dashboard frame inside the shop page (the shop's own page is under /pages/dashboard too). */
const ourFrame = (page: Page) => page.frames().find((f) => f !== page.mainFrame() && f.url().includes('/dashboard'))!;

test.describe('the standalone dashboard', () => {
  test('a magic link for demo@example.com logs Sam in once; the second time it is used or expired', async ({ page, request, browser }) => {
    const dashboard = new DashboardLogin(page);
    await page.goto('/dashboard');
    const before = new Set((await outbox(request, DEMO_CUSTOMER.email)).map((m) => m.id));
    await dashboard.requestLink(DEMO_CUSTOMER.email);
    await expect(dashboard.thanks()).toHaveText(MESSAGES.magicLinkSent);

    const link = await newLinkFor(request, DEMO_CUSTOMER.email, before);
    await page.goto(link);
    await expect(dashboard.greeting(DEMO_CUSTOMER)).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/?$/); // the token left the address
    await expect(dashboard.shopLink()).toHaveAttribute('href', 'https://furbaby.co.nz/');
    await expect(dashboard.logoutButton()).toBeVisible();

    // The same link again, in a browser with no session: refused with the spec's text.
    const fresh = await browser.newContext();
    const again = await fresh.newPage();
    const second = new DashboardLogin(again);
    await again.goto(link);
    await expect(second.expiredAlert()).toHaveText(MESSAGES.magicLinkExpired);
    await expect(second.loginHeading()).toBeVisible();
    await expect(again).toHaveURL(/\/dashboard\/?$/);
    await fresh.close();
  });

  test('an unknown address gets the same thanks', async ({ page }) => {
    const dashboard = new DashboardLogin(page);
    await page.goto('/dashboard');
    await dashboard.requestLink('nobody@example.com');
    await expect(dashboard.thanks()).toBeVisible();
  });

  test('the token leaves the address and productId stays', async ({ page, request }) => {
    const link = new URL(await requestMagicLink(request, OTHER_CUSTOMER.email));
    await page.goto(`/dashboard?productId=8730358808826&token=${encodeURIComponent(link.searchParams.get('token')!)}`);
    await expect(new DashboardLogin(page).greeting(OTHER_CUSTOMER)).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/?\?productId=8730358808826$/);
  });

  test('Logout ends the session: a reload shows the login form', async ({ page }) => {
    await logIn(page, DEMO_CUSTOMER);
    const dashboard = new DashboardLogin(page);
    await page.goto('/dashboard');
    await expect(dashboard.greeting(DEMO_CUSTOMER)).toBeVisible();
    await dashboard.logoutButton().click();
    await expect(dashboard.loginHeading()).toBeVisible();
    await page.reload();
    await expect(dashboard.loginHeading()).toBeVisible();
  });
});

test.describe('inside the demo shop', () => {
  test('the app’s dashboard block logs Sam in with a login ticket through the app proxy, no shared secret in the theme', async ({ page, shop }) => {
    const frame = new DashboardLogin(page.frameLocator(DASHBOARD_FRAME));
    const shopCalls: string[] = [];
    page.on('request', (r) => shopCalls.push(new URL(r.url()).pathname));
    const ticket = page.waitForResponse((r) => r.url().startsWith(`${SHOP_ORIGIN}/apps/furbaby/api/auth/app-proxy/token?`));
    const verified = page.waitForResponse((r) => r.url().endsWith('/api/auth/verify'));
    await shop.goto('dashboard', { customer: 'demo' });
    // The theme holds no signed customer: the shop page asked its own domain's proxy path for a ticket.
    await expect(page.locator('script[data-furbaby-customer]')).toHaveCount(0);
    expect((await ticket).status()).toBe(200);
    const { token } = (await (await ticket).json()) as { token: string };
    expect((await verified).request().postDataJSON()).toEqual({ token });
    await expect(frame.greeting(DEMO_CUSTOMER)).toBeVisible();
    await expect(frame.shopLink()).toHaveCount(0);
    expect(shopCalls.filter((p) => p.endsWith('/generate-magic-link'))).toEqual([]);
    // A reload of our frame alone gets a fresh ticket: the ticket is single use, the shop page asks again.
    const again = page.waitForResponse((r) => r.url().endsWith('/api/auth/verify'));
    const dashboard = ourFrame(page);
    await dashboard.goto(dashboard.url());
    expect((await again).status()).toBe(200);
    await expect(frame.greeting(DEMO_CUSTOMER)).toBeVisible();
  });

  test('the old snippet’s signed customer info logs Sam in, with no header of our own', async ({ page, shop }) => {
    const frame = new DashboardLogin(page.frameLocator(DASHBOARD_FRAME));
    await shop.goto('dashboard', { customer: 'demo', theme: 'snippet' });
    await expect(frame.greeting(DEMO_CUSTOMER)).toBeVisible();
    await expect(frame.shopLink()).toHaveCount(0);
  });

  test('the frame’s session travels as a bearer token, and its Logout ends it server-side', async ({ page, shop, request }) => {
    // Our frame is another site's: the browser refuses its cookie, so the session is a bearer token.
    const verified = page.waitForResponse((r) => r.url().endsWith('/api/auth/verify'));
    await shop.goto('dashboard', { customer: 'demo' });
    const { sessionToken } = (await (await verified).json()) as { sessionToken: string };
    const bearer = { authorization: `Bearer ${sessionToken}` };
    expect((await request.get('/api/auth/check-session', { headers: bearer })).status()).toBe(200);

    const frame = new DashboardLogin(page.frameLocator(DASHBOARD_FRAME));
    const logout = page.waitForRequest((r) => r.url().endsWith('/api/auth/logout'));
    await frame.logoutButton().click();
    expect((await logout).headers()['authorization']).toBe(bearer.authorization);
    await expect(page).toHaveURL(`${SHOP_ORIGIN}/account/logout`);
    expect((await request.get('/api/auth/check-session', { headers: bearer })).status()).toBe(401);
  });

  test('a forged signature leaves the dashboard logged out, with the shop’s login and register links', async ({ page, shop }) => {
    const frame = new DashboardLogin(page.frameLocator(DASHBOARD_FRAME));
    const refused = page.waitForResponse((r) => r.url().includes('/generate-magic-link'));
    await shop.goto('dashboard', { customer: 'forged', theme: 'snippet' });
    expect((await refused).status()).toBe(401);
    await expect(frame.accessHeading()).toBeVisible();
    await expect(frame.greeting(DEMO_CUSTOMER)).toHaveCount(0);
    const back = `return_to=${encodeURIComponent('/pages/dashboard')}`;
    await expect(frame.root.getByRole('link', { name: 'Login' })).toHaveAttribute('href', `${SHOP_ORIGIN}/account/login?${back}`);
    await expect(frame.root.getByRole('link', { name: 'Register' })).toHaveAttribute('href', `${SHOP_ORIGIN}/account/register?${back}`);
  });

  test('nobody logged in at the shop: logged out here too, even after a session', async ({ shop, page }) => {
    const frame = new DashboardLogin(page.frameLocator(DASHBOARD_FRAME));
    await shop.goto('dashboard', { customer: 'demo' });
    await expect(frame.greeting(DEMO_CUSTOMER)).toBeVisible();
    await shop.goto('dashboard', { customer: 'none' });
    await expect(frame.accessHeading()).toBeVisible();
  });

  test('another customer at the shop replaces the session', async ({ shop, page }) => {
    const frame = new DashboardLogin(page.frameLocator(DASHBOARD_FRAME));
    await shop.goto('dashboard', { customer: 'demo' });
    await expect(frame.greeting(DEMO_CUSTOMER)).toBeVisible();
    await shop.goto('dashboard', { customer: 'other' });
    await expect(frame.greeting(OTHER_CUSTOMER)).toBeVisible();
  });

  test('a frame reload cannot reuse the old snippet’s single-use signature: it says to reload, and a page reload logs in', async ({ page, shop }) => {
    // This Chromium gives the cross-site frame no storage, so its session token lives in memory
    // and a frame reload has only the shop page's signature, which has been used.
    const frame = new DashboardLogin(page.frameLocator(DASHBOARD_FRAME));
    await shop.goto('dashboard', { customer: 'demo', theme: 'snippet' });
    await expect(frame.greeting(DEMO_CUSTOMER)).toBeVisible();
    const refused = page.waitForResponse((r) => r.url().includes('/generate-magic-link'));
    const dashboard = ourFrame(page);
    await dashboard.goto(dashboard.url());
    expect((await refused).status()).toBe(401);
    await expect(frame.root.getByRole('alert')).toHaveText('This shop sign-in has already been used. Please reload the page to sign in again.');
    await expect(frame.accessHeading()).toBeVisible();
    await page.reload(); // the shop renders a new signature
    await expect(frame.greeting(DEMO_CUSTOMER)).toBeVisible();
  });

  test('Logout in the frame sends the shop page to its logout page', async ({ page, shop }) => {
    const frame = new DashboardLogin(page.frameLocator(DASHBOARD_FRAME));
    await shop.goto('dashboard', { customer: 'demo' });
    await expect(frame.greeting(DEMO_CUSTOMER)).toBeVisible();
    await frame.logoutButton().click();
    await expect(page).toHaveURL(`${SHOP_ORIGIN}/account/logout`);
    await expect(page.getByRole('heading', { name: "You're logged out of the shop" })).toBeVisible();
    // Back on the shop's dashboard page, nobody is logged in there or here.
    await shop.goto('dashboard');
    await expect(frame.accessHeading()).toBeVisible();
  });
});
