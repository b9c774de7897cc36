/**
 * The fake Shopify of the Shopify-mode suite (tests/fakes/shopify/serve.ts): its checkout pages,
 * and its back office to read what reached the shop and to do what a bank or merchant would.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { FakeAttempt, FakeCart, FakeContract, FakeCustomer, FakeOrder } from '../../tests/fakes/shopify/shop-state';
import { idOfGid } from '../../functions/shopify/commerce/gids';
import { kibbleVariantTitle } from '../../src/domain/renewals';
import { findKibbleVariant } from '../../src/domain/catalogue';
import { recommendedPlan } from '../../src/domain/plans';
import { buildRecommendations } from '../../src/domain/recommendations';
import { catalogueFrom, trialKibble } from '../fixtures/catalogue';
import { logIn, type TestCustomer } from '../fixtures/login';

export const SHOPIFY_APP_ORIGIN = `http://127.0.0.1:${process.env.E2E_SHOPIFY_PORT}`;
export const FAKE_SHOPIFY_ORIGIN = `http://127.0.0.1:${process.env.E2E_FAKE_SHOPIFY_PORT}`;

export interface ShopState {
  contracts: FakeContract[];
  attempts: FakeAttempt[];
  orders: FakeOrder[];
  customers: FakeCustomer[];
  carts: FakeCart[];
}

export async function shopState(request: APIRequestContext): Promise<ShopState> {
  const res = await request.get(`${FAKE_SHOPIFY_ORIGIN}/_fake/state`);
  expect(res.ok()).toBe(true);
  return (await res.json()) as ShopState;
}

export async function shopControl(request: APIRequestContext, what: string, body: unknown): Promise<void> {
  const res = await request.post(`${FAKE_SHOPIFY_ORIGIN}/_fake/${what}`, { data: body });
  expect(res.ok(), await res.text()).toBe(true);
}

let serial = 0;

/**
 * Pays on the shop's checkout page the browser is on; answers the shop's new customer. The cart
 * made for `email` has it filled in already; `typed: true` types it (a framed recipe page
 * whose storage the browser blocks has no e-mail to give the cart).
 */
export async function payOnShopCheckout(page: Page, email: string, { typed = false } = {}): Promise<FakeCustomer> {
  const field = page.getByRole('textbox', { name: 'Email' });
  if (typed) await field.fill(email);
  else await expect(field).toHaveValue(email);
  await page.getByRole('textbox', { name: 'First name' }).fill('Mere');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Tane');
  await page.getByRole('textbox', { name: 'Address' }).fill('21 Karangahape Road');
  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
  return (await shopState(page.request)).customers.find((c) => c.email === email)!;
}

/**
 * A visitor's free-trial checkout through the shop, as the recipe page starts it: our API makes
 * the Shopify cart, the browser pays on the shop's checkout page, and the shop's webhooks create
 * the subscription here. Answers the new customer, logged in, with their subscription's title and
 * the recipe (the shop's first trial kibble).
 */
export async function trialThroughShop(page: Page): Promise<{ customer: TestCustomer; contractId: string; title: string; productId: string }> {
  // The shop's own products, as the app serving this page has them (the fake shop's, not the demo's).
  const cat = await catalogueFrom(page.request);
  const product = trialKibble(cat);
  const dog = { name: 'Rua', weight: 12, life_stage: 'adult', activity_level: 'typical', body_condition: 'aboutRight' } as const;
  const plan = recommendedPlan(buildRecommendations([dog], cat, { products: [product] })[0]!.plans)!;
  const email = `rua.${Date.now().toString(36)}${serial++}@example.com`;
  const res = await page.request.post('/api/pets/checkout-url', {
    data: {
      variantId: plan.variantId,
      sellingPlanId: plan.selling_plan_id,
      quantity: 1,
      discount: 'FREE7DAYTRIAL',
      customerData: { name: 'Mere Tane', email, firstname: null, lastname: null },
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  const { checkout_url } = (await res.json()) as { checkout_url: string };
  expect(checkout_url.startsWith(`${FAKE_SHOPIFY_ORIGIN}/checkouts/`)).toBe(true);

  await page.goto(checkout_url);
  const shopper = await payOnShopCheckout(page, email);
  const contract = (await shopState(page.request)).contracts.find((c) => c.customerId === shopper.id)!;
  const customer = { id: idOfGid(shopper.id), email, name: 'Mere' };
  // The shop's webhooks arrive on their own time: the login works once the customer is mirrored.
  await expect(async () => logIn(page, customer)).toPass({ timeout: 15_000 });
  // Contract topics go through the webhook queue (functions/shopify/webhooks/queue.ts): the
  // subscription is on the dashboard once its message is consumed, a moment after the 200.
  const subscriptions = async () => {
    const res = await page.request.get(`/api/subscriptions/customer/${customer.id}`);
    return res.ok() ? ((await res.json()) as unknown[]).length : 0;
  };
  await expect.poll(subscriptions, { timeout: 15_000 }).toBeGreaterThan(0);
  const { product: p, variant } = findKibbleVariant(cat, String(plan.variantId))!;
  return { customer, contractId: contract.id, title: kibbleVariantTitle(p, variant), productId: p.id };
}

/** The contract as the shop has it now. */
export async function contractInShop(request: APIRequestContext, id: string): Promise<FakeContract> {
  return (await shopState(request)).contracts.find((c) => c.id === id)!;
}

/** A shop day (YYYY-MM-DD, +12:00) of a billing DateTime. */
export const shopDayOf = (iso: string | null) => (iso ? new Date(Date.parse(iso) + 12 * 3_600_000).toISOString().slice(0, 10) : null);
