/**
 * Attribution (issue 35), end to end: a campaign link lands on the demo shop's trial page, which
 * embeds ours; the visit completes its trial in our local checkout, and the order keeps where the
 * visit came from.
 */
import { expect, test } from './pages/embed-fixtures';
import { newLinkFor, outbox } from './fixtures/login';
import { waitForIslands } from './pages/pets';
import { FreeTrialForm, LocalCheckoutPage, type Address, type Visitor } from './pages/trial';

// The dashboard's link check answers 401 before the login settles: the browser's line for it is expected.
test.use({ allowConsoleErrors: [/^Failed to load resource/] });

const RUN = Date.now().toString(36);
const VISITOR: Visitor = { customerName: 'Tama Ngata', email: `tama.${RUN}@example.com`, dogName: 'Kahu', weight: '14' };
const ADDRESS: Address = { street: `${RUN.length + 20} Tory Street ${RUN}`, city: 'Wellington', postcode: '6011' };

test('a campaign visit that lands on the shop’s trial page and completes a trial: the order’s attribution holds the campaign', async ({ page, shop }) => {
  await shop.goto('free-trial', { query: { utm_source: 'newsletter', utm_campaign: 'spring', gclid: 'abc' } });
  const frame = shop.iframe('Free trial').contentFrame();
  await waitForIslands(frame);
  const form = new FreeTrialForm(frame);
  await form.fill(VISITOR);
  await form.submit().click();

  // The recipe page, a later page of the visit in the same frame, starts the checkout.
  await frame.getByRole('article', { name: 'Luxe Lamb' }).getByRole('button', { name: 'Start FREE Lamb Trial' }).click();
  const checkout = new LocalCheckoutPage(page);
  await checkout.ready();
  const before = new Set((await outbox(page.request, VISITOR.email)).map((m) => m.id));
  // Framed, the free-trial form's hand-over stays in the frame's storage: the top window's checkout asks again.
  await checkout.field('First name').fill('Tama');
  await checkout.field('Last name').fill('Ngata');
  await checkout.field('Email address').fill(VISITOR.email);
  await checkout.fill(ADDRESS);
  await checkout.placeTrial();
  await expect(checkout.confirmation()).toBeVisible();

  // The mailed login link logs the new customer in; then their order, through the API.
  await page.goto(await newLinkFor(page.request, VISITOR.email, before));
  await expect(page.getByRole('heading', { name: 'Hey Tama - welcome back!' })).toBeVisible();
  const { customerId } = (await (await page.request.get('/api/auth/check-session')).json()) as { customerId: string };
  const res = await page.request.get(`/api/orders/customer/${customerId}`);
  expect(res.status()).toBe(200);
  const { orders } = (await res.json()) as { orders: { attribution: unknown }[] };
  expect(orders).toHaveLength(1);
  expect(orders[0]!.attribution).toEqual({ utm_source: 'newsletter', utm_campaign: 'spring', gclid: 'abc', landing_path: '/pages/free-trial' });
});
