/**
 * The calls of the contract test (./contract.test.ts): for each documented operation, the path
 * with real records in it, and the body of its happy path where the smallest valid body cannot
 * succeed (a token must be real, a delivery must be the scheduled one). Everything else is the
 * smallest body the document calls valid (tests/factories/contract-sample.ts). A happy path that
 * needs another call first (a stored copy, a mailed confirmation) hands that call's answer back
 * too, so the success answers only reachable that way (202) are validated as well.
 */
import { loginAs, signedCustomerInfo } from './auth-helpers';
import { CHICKEN_15KG, daysFromToday, DEMO, LAMB_5KG, makeLegacy, makeSubscription, TREAT_VARIANT } from './subscription-helpers';
import { existingCustomer, newestConfirmToken } from './checkout-confirm-helpers';
import { checkoutUrlBody, completeBody, completeCheckout, startCheckout, trialPet } from './trial-factories';
import { putDemoPhoto } from './pets-helpers';
import { createExecutionContext, env, SELF, waitOnExecutionContext } from 'cloudflare:test';
import app from '../../functions/app';
import { RENEWAL_DEAD_LETTER_QUEUE } from '../../functions/billing/renewal-queue';
import { DEMO_CATALOGUE } from '../../functions/db/demo/demo-catalogue';
import { hmacSha256Hex } from '../../functions/lib/shop-signature';
import { appProxyMessage } from '../../functions/shopify/proxy/signature';
import { SHOP_DOMAIN, SHOPIFY_VARS } from './shopify-world';
import { privacyBodies, webhookRequest } from './webhook-delivery';
import { deliver } from './scheduled-run';
import { BASE, postJson } from './auth-helpers';

export interface Prepared {
  path: string;
  /** The happy path's body, when not the smallest valid one. */
  body?: unknown;
  /** A cookie the happy path needs besides the session's. */
  cookie?: string;
  /** Answers of the calls that prepared it, by the operation they answer. */
  seen?: { operationId: string; response: Response }[];
  /** The happy path's whole request (signed by Shopify), sent with `send`. */
  request?: Request;
  send?: (req: Request) => Promise<Response>;
}

/**
 * The calls only Shopify makes answer 404 locally (no app secret): their happy paths are sent to
 * the app with the Shopify-mode settings, the rest of the contract test runs in local mode.
 */
async function sendInShopifyMode(req: Request): Promise<Response> {
  const ctx = createExecutionContext();
  const res = await app.fetch(req, { ...env, ...SHOPIFY_VARS }, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

/** A one-time login token for the demo customer, as the shop's sign-in mints it. */
async function loginToken(): Promise<string> {
  const row = await env.DB.prepare('SELECT email FROM customers WHERE id = ?1').bind(DEMO.customerId).first<{ email: string }>();
  const minted = await SELF.fetch(
    postJson('/api/auth/generate-magic-link', await signedCustomerInfo({ customerId: DEMO.customerId, customerEmail: row!.email })),
  );
  return (await minted.json<{ token: string }>()).token;
}

/** Yesterday's charge of `subscriptionId` declined, as the payment banner shows it. */
async function failedAttempt(subscriptionId: string): Promise<void> {
  await env.DB.prepare(
    `INSERT INTO billing_attempts (id, subscription_id, date, status, error_code, error_message, created_at)
     VALUES (?1, ?2, ?3, 'error', 'card_declined', 'Your card was declined.', ?4)`,
  )
    .bind(`ba_${subscriptionId}`, subscriptionId, daysFromToday(-1), new Date().toISOString())
    .run();
}

/** A renewal dead-lettered by the real dead-letter consumer; its event's id. */
async function deadLetteredRenewal(): Promise<string> {
  const subscriptionId = await makeSubscription({ next: daysFromToday(-1) });
  await deliver(env, [{ subscriptionId, dueDay: daysFromToday(-1), scheduledAt: new Date().toISOString() }], RENEWAL_DEAD_LETTER_QUEUE, 4);
  const row = await env.DB.prepare("SELECT id FROM subscription_events WHERE subscription_id = ?1 AND action = 'renewal-dead-lettered'")
    .bind(subscriptionId)
    .first<{ id: string }>();
  return row!.id;
}

/** A dog of the demo customer's (another call's smallest body may have saved them none): its id. */
async function demoDog(): Promise<string> {
  const first = () => env.DB.prepare('SELECT id FROM pets WHERE customer_id = ?1 ORDER BY id LIMIT 1').bind(DEMO.customerId).first<{ id: string }>();
  const found = await first();
  if (found) return found.id;
  const session = await loginAs(DEMO.customerId);
  const saved = await SELF.fetch(postJson('/api/pets', { pets: [trialPet()] }, session.headers));
  if (!saved.ok) throw new Error(`saving the demo customer's dog answered ${saved.status}`);
  return (await first())!.id;
}

/** Fills `/api/…/{param}` with records made for this call. */
async function fillPath(path: string, operationId: string): Promise<string> {
  const filled: Record<string, string> = { customerId: DEMO.customerId, variantId: CHICKEN_15KG, key: DEMO.photoKey };
  // The shop's staff act on the same records as the customer (functions/console/act-for-customer.ts).
  const onRecord = ['/api/subscriptions/{id}', '/api/customer-account/subscriptions/{id}', '/api/console/customers/{customerId}/subscriptions/{id}'];
  if (onRecord.some((prefix) => path.startsWith(prefix))) {
    const status = ['resumeSubscription', 'resumeAccountSubscription', 'staffResumeSubscription'].includes(operationId) ? 'PAUSED' : 'ACTIVE';
    const unskip = ['unskipSubscriptionDelivery', 'unskipAccountSubscriptionDelivery', 'staffUnskipDelivery'].includes(operationId);
    const skippedDays = unskip ? [daysFromToday(10)] : [];
    filled.id = await makeSubscription({ status, withTreat: { quantity: 1 }, skippedDays });
    filled.itemId = `${filled.id}_treat`;
    if (operationId === 'retrySubscriptionPayment') await failedAttempt(filled.id);
  } else if (path.startsWith('/api/legacy-subscriptions/{id}') || path.startsWith('/api/console/customers/{customerId}/legacy-subscriptions/{id}')) {
    filled.id = await makeLegacy();
    filled.itemId = `${filled.id}_item`;
  } else if (path.startsWith('/api/checkout/{id}')) {
    filled.id = await startCheckout();
  } else if (path.startsWith('/api/console/customers/{id}')) {
    filled.id = DEMO.customerId;
  } else if (path.startsWith('/api/console/catalogue/recipes/{id}')) {
    filled.id = DEMO_CATALOGUE.defaultProductId;
  } else if (path.startsWith('/api/console/dead-renewals/{id}')) {
    filled.id = await deadLetteredRenewal();
  } else if (path.startsWith('/api/photos/')) {
    await putDemoPhoto();
  } else if (path.startsWith('/api/customer-account/pets/{id}/')) {
    filled.id = await demoDog();
  } else if (path.startsWith('/api/pets/{id}/')) {
    filled.id = 'pet_demo_biscuit';
  } else if (path.startsWith('/api/console/customers/{customerId}/pets/{id}/')) {
    // A dog of Sam's of its own: the save-pets call before this one replaced Sam's dogs.
    filled.id = 'pet_contract_staff';
    await env.DB.prepare(
      `INSERT OR IGNORE INTO pets (id, customer_id, name, weight_kg, life_stage, activity_level, created_at, updated_at)
       VALUES (?1, ?2, 'Kahu', 20, 'adult', 'typical', ?3, ?3)`,
    )
      .bind(filled.id, DEMO.customerId, new Date().toISOString())
      .run();
  }
  // A search needs its query.
  if (path === '/api/console/customers') return `${path}?q=sam`;
  const filledPath = path.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (!(name in filled)) throw new Error(`no record for {${name}} in ${path}: add it to tests/api/contract-calls.ts`);
    return encodeURIComponent(filled[name]!);
  });
  // A page of older weighings starts before a day.
  return path.endsWith('/weights/older') ? `${filledPath}?before=${daysFromToday(0)}` : filledPath;
}

/** Bodies of happy paths that need real data. */
const HAPPY_BODIES: Record<string, () => Promise<unknown>> = {
  // The demo recipe's own facts: the happy path changes nothing the later calls read.
  setConsoleRecipeFacts: async () => {
    const recipe = DEMO_CATALOGUE.kibbles.find((k) => k.id === DEMO_CATALOGUE.defaultProductId)!;
    return { kcalPerKg: recipe.kcalPerKg, proteinPercent: recipe.proteinPercent };
  },
  verifyLoginToken: async () => ({ token: await loginToken() }),
  getLoginLinkInfo: async () => ({ token: await loginToken() }),
  createShopLoginToken: async () => {
    const row = await env.DB.prepare('SELECT email FROM customers WHERE id = ?1').bind(DEMO.customerId).first<{ email: string }>();
    return signedCustomerInfo({ customerId: DEMO.customerId, customerEmail: row!.email });
  },
  completeCheckout: async () => completeBody(),
  getRecommendations: async () => ({ pets: [trialPet()] }),
  // The catalogue's ids are data, not in the document: a checkout of the demo shop's Lamb.
  createCheckoutUrl: async () => checkoutUrlBody(),
  requestBillingUpdate: async () => ({ subscriptionId: await makeSubscription() }),
  skipSubscriptionDelivery: async () => ({ date: daysFromToday(10) }),
  unskipSubscriptionDelivery: async () => ({ date: daysFromToday(10) }),
  skipAccountSubscriptionDelivery: async () => ({ date: daysFromToday(10) }),
  unskipAccountSubscriptionDelivery: async () => ({ date: daysFromToday(10) }),
  addPetWeight: async () => ({ day: daysFromToday(-3), kg: 27.5 }),
  staffSkipDelivery: async () => ({ date: daysFromToday(10) }),
  staffUnskipDelivery: async () => ({ date: daysFromToday(10) }),
  staffAddPetWeight: async () => ({ day: daysFromToday(-3), kg: 27.5 }),
  // The catalogue's bag and treat ids are data, not in the document: the demo shop's.
  ...Object.fromEntries(
    [
      'changeSubscriptionProduct',
      'changeAccountSubscriptionProduct',
      'staffChangeSubscriptionProduct',
      'changeLegacySubscriptionProduct',
      'staffChangeLegacyProduct',
    ].map((id) => [id, async () => ({ variantId: LAMB_5KG, frequency: 30 })]),
  ),
  ...Object.fromEntries(
    ['addSubscriptionItems', 'addAccountSubscriptionItems', 'addLegacySubscriptionItems'].map((id) => [
      id,
      async () => ({ items: [{ shopify_variant_id: TREAT_VARIANT, quantity: 1, one_time: true }] }),
    ]),
  ),
};

/** Happy paths that another call sets up, or Shopify signs. */
const SET_UPS: Record<string, (path: string) => Promise<Prepared>> = {
  createAppProxyLoginToken: async (path) => {
    const query = new URLSearchParams({ shop: SHOP_DOMAIN, path_prefix: '/apps/furbaby', timestamp: String(Math.floor(Date.now() / 1000)) });
    query.set('logged_in_customer_id', DEMO.customerId);
    // Made for a ticket, as the theme block's request (public/embed.js).
    query.set('purpose', 'login-ticket');
    query.set('signature', await hmacSha256Hex(SHOPIFY_VARS.SHOPIFY_APP_SECRET, appProxyMessage(query)));
    return { path, request: new Request(`${BASE}${path}?${query}`), send: sendInShopifyMode };
  },
  receiveShopifyWebhook: async (path) => ({
    path,
    request: await webhookRequest('customers/data_request', privacyBodies.dataRequest(DEMO.customerId)),
    send: sendInShopifyMode,
  }),
  // The browser's copy is found by the cookie temp-store sets.
  getTempPets: async (path) => {
    const stored = await SELF.fetch(postJson('/api/pets/temp-store', { pets: [trialPet()] }));
    const cookie = (stored.headers.get('set-cookie') ?? '').split(';')[0]!;
    return { path, cookie, seen: [{ operationId: 'storeTempPets', response: stored }] };
  },
  // Another account's e-mail at checkout: 202, and its owner confirms from the mailed link.
  confirmCheckout: async (path) => {
    const id = await startCheckout();
    const owner = await existingCustomer();
    const sent = await completeCheckout(id, completeBody({ email: owner.email }));
    const token = await newestConfirmToken(owner.email);
    return { path: path.replace('{id}', id), body: { token }, seen: [{ operationId: 'completeCheckout', response: sent }] };
  },
};

export async function prepare(path: string, operationId: string): Promise<Prepared> {
  const setUp = SET_UPS[operationId];
  if (setUp) return setUp(path);
  const body = await HAPPY_BODIES[operationId]?.();
  return { path: await fillPath(path, operationId), ...(body === undefined ? {} : { body }) };
}

export { BASE };
