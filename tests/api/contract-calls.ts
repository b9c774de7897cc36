/**
 * The calls of the contract test (./contract.test.ts): for each documented operation, the path
 * with real records in it, and the body of its happy path where the smallest valid body cannot
 * succeed (a token must be real, a delivery must be the scheduled one). Everything else is the
 * smallest body the document calls valid (tests/factories/contract-sample.ts).
 */
import { signedCustomerInfo } from './auth-helpers';
import { CHICKEN_15KG, daysFromToday, DEMO, makeLegacy, makeSubscription } from './subscription-helpers';
import { completeBody, startCheckout } from './trial-factories';
import { putDemoPhoto } from './pets-helpers';
import { env, SELF } from 'cloudflare:test';
import { RENEWAL_DEAD_LETTER_QUEUE } from '../../functions/billing/renewal-queue';
import { deliver } from './scheduled-run';
import { BASE, postJson } from './auth-helpers';

export interface Prepared {
  path: string;
  /** The happy path's body, when not the smallest valid one. */
  body?: unknown;
}

/** A one-time login token for the demo customer, as the shop's sign-in mints it. */
async function loginToken(): Promise<string> {
  const row = await env.DB.prepare('SELECT email FROM customers WHERE id = ?1').bind(DEMO.customerId).first<{ email: string }>();
  const minted = await SELF.fetch(
    postJson('/api/auth/generate-magic-link', await signedCustomerInfo({ customerId: DEMO.customerId, customerEmail: row!.email })),
  );
  return (await minted.json<{ token: string }>()).token;
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

/** Fills `/api/…/{param}` with records made for this call. */
async function fillPath(path: string, operationId: string): Promise<string> {
  const filled: Record<string, string> = { customerId: DEMO.customerId, variantId: CHICKEN_15KG, key: DEMO.photoKey };
  if (path.startsWith('/api/subscriptions/{id}')) {
    const status = operationId === 'resumeSubscription' ? 'PAUSED' : 'ACTIVE';
    const skippedDays = operationId === 'unskipSubscriptionDelivery' ? [daysFromToday(10)] : [];
    filled.id = await makeSubscription({ status, withTreat: { quantity: 1 }, skippedDays });
    filled.itemId = `${filled.id}_treat`;
  } else if (path.startsWith('/api/legacy-subscriptions/{id}')) {
    filled.id = await makeLegacy();
    filled.itemId = `${filled.id}_item`;
  } else if (path.startsWith('/api/checkout/{id}')) {
    filled.id = await startCheckout();
  } else if (path.startsWith('/api/console/customers/{id}')) {
    filled.id = DEMO.customerId;
  } else if (path.startsWith('/api/console/dead-renewals/{id}')) {
    filled.id = await deadLetteredRenewal();
  } else if (path.startsWith('/api/photos/')) {
    await putDemoPhoto();
  }
  // A search needs its query.
  if (path === '/api/console/customers') return `${path}?q=sam`;
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (!(name in filled)) throw new Error(`no record for {${name}} in ${path}: add it to tests/api/contract-calls.ts`);
    return encodeURIComponent(filled[name]!);
  });
}

/** Bodies of happy paths that need real data. */
const HAPPY_BODIES: Record<string, () => Promise<unknown>> = {
  verifyLoginToken: async () => ({ token: await loginToken() }),
  getLoginLinkInfo: async () => ({ token: await loginToken() }),
  createShopLoginToken: async () => {
    const row = await env.DB.prepare('SELECT email FROM customers WHERE id = ?1').bind(DEMO.customerId).first<{ email: string }>();
    return signedCustomerInfo({ customerId: DEMO.customerId, customerEmail: row!.email });
  },
  completeCheckout: async () => completeBody(),
  skipSubscriptionDelivery: async () => ({ date: daysFromToday(10) }),
  unskipSubscriptionDelivery: async () => ({ date: daysFromToday(10) }),
};

export async function prepare(path: string, operationId: string): Promise<Prepared> {
  const body = await HAPPY_BODIES[operationId]?.();
  return { path: await fillPath(path, operationId), ...(body === undefined ? {} : { body }) };
}

export { BASE };
