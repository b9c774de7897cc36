/**
 * Attribution in Shopify mode (issue 35): a campaign link lands on the demo shop's trial page,
 * which embeds our Worker in Shopify mode (?app=shopify); the visit's trial is paid on the shop's
 * checkout, and the shop's cart holds the campaign as cart attributes, which Shopify copies to
 * the order's additional details for the shop's admin and its analytics apps.
 */
import { VISIT_CART_ATTRIBUTE } from '../../src/domain/attribution';
import { trialButtonLabel } from '../../src/domain/trial';
import { expect, test } from '../pages/embed-fixtures';
import { catalogueFrom, trialKibble } from '../fixtures/catalogue';
import { FAKE_SHOPIFY_ORIGIN, payOnShopCheckout, SHOPIFY_APP_ORIGIN, shopState } from '../pages/fake-shopify';
import { waitForIslands } from '../pages/pets';
import { FreeTrialForm } from '../pages/trial';

const CAMPAIGN = { utm_source: 'newsletter', utm_campaign: 'spring', gclid: 'abc' };

test('a campaign visit’s trial paid on the shop’s checkout: the shop’s cart has the campaign as cart attributes', async ({ page, shop }) => {
  const email = `wiremu.${Date.now().toString(36)}@example.com`;
  await shop.goto('free-trial', { query: { ...CAMPAIGN, app: 'shopify' } });
  const frame = shop.iframe('Free trial').contentFrame();
  await waitForIslands(frame);
  const form = new FreeTrialForm(frame);
  await form.fill({ customerName: 'Wiremu Pene', email, dogName: 'Ngaio', weight: '14' });
  await form.submit().click();

  // The recipe page, a later page of the visit in the same frame, sends the top window to the shop's checkout.
  const recipe = trialKibble(await catalogueFrom(page.request, SHOPIFY_APP_ORIGIN));
  await frame
    .getByRole('article', { name: recipe.title })
    .getByRole('button', { name: trialButtonLabel(recipe.name) })
    .click();
  await expect(page).toHaveURL((url) => url.origin === FAKE_SHOPIFY_ORIGIN && url.pathname.startsWith('/checkouts/'));
  const shopper = await payOnShopCheckout(page, email, { typed: true });

  const { orders, carts } = await shopState(page.request);
  const order = orders.find((o) => o.customerId === shopper.id);
  const cart = carts.find((c) => c.completedOrderId === order?.id);
  expect(Object.fromEntries((cart?.attributes ?? []).map((a) => [a.key, a.value]))).toEqual({
    ...CAMPAIGN,
    landing_path: '/pages/free-trial',
    // The visit's random id, private, for the funnel's first paid renewal (ADR 0015).
    [VISIT_CART_ATTRIBUTE]: expect.stringMatching(/^[a-z0-9]{16,40}$/),
  });
});
