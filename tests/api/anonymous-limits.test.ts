import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import app from '../../functions/app';
import { CHECKOUT_LIMITED_MESSAGE, CHECKOUT_URL_LIMITS, PLAN_MAIL_LIMITED_MESSAGE, RATE_LIMITED_MESSAGE, TEMP_STORE_LIMITS } from '../../functions/lib/limits';
import { PRODUCTION } from './production-env';
import { checkoutUrlBody, customerData, postJson, trialPet, unique } from './trial-factories';

const count = async (sql: string) => (await env.DB.prepare(sql).first<{ n: number }>())!.n;

/** Calls `send(i)` `n` times one after the other; answers the statuses. */
async function statuses(n: number, send: (i: number) => Response | Promise<Response>): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push((await send(i)).status);
  return out;
}

/** One mailbox written many ways: case, plus-tags and (Gmail) dots do not make a new one. */
const sameMailbox = (base: string, i: number) =>
  [`${base}+${i}@gmail.com`, `${base.replace('.', '')}+x${i}@GMail.com`, `${base.toUpperCase()}@googlemail.com`][i % 3]!;

async function expectLimited(res: Response, message: string): Promise<void> {
  expect(res.status).toBe(429);
  expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(await res.json()).toEqual({ error: message, code: 'rate_limited' });
}

/** The app as deployed, on a staging deployment's local checkout (no outside cart to call). */
// Staging: production's settings on the local back end; the app secret comes with its one shop.
const staging = () => ({ ...env, ...PRODUCTION, CHECKOUT: 'local', COMMERCE: 'local', SHOPIFY_SHOP_DOMAIN: 'furbaby.myshopify.com' });
const checkoutUrl = (body: unknown, ip: string) => app.request(postJson('/api/pets/checkout-url', body, { 'cf-connecting-ip': ip }), undefined, staging());

describe('POST /api/pets/checkout-url: limited per mailbox and per client', () => {
  it('refuses the mailbox after its limit however the address is written, and stores no session', async () => {
    const { perMailbox } = CHECKOUT_URL_LIMITS.production;
    const base = `sam.${unique()}`;
    // A new client each time: only the mailbox is counted up.
    const send = (i: number) => checkoutUrl(checkoutUrlBody({ customerData: customerData({ email: sameMailbox(base, i) }) }), `203.0.113.${i}`);
    expect(await statuses(perMailbox, send)).toEqual(Array(perMailbox).fill(200));
    const sessions = await count('SELECT COUNT(*) AS n FROM checkout_sessions');

    await expectLimited(await send(perMailbox), CHECKOUT_LIMITED_MESSAGE);
    expect(await count('SELECT COUNT(*) AS n FROM checkout_sessions')).toBe(sessions);
    // Another mailbox still gets through.
    expect((await checkoutUrl(checkoutUrlBody(), '203.0.113.200')).status).toBe(200);
  });

  it('refuses a client after its limit, whatever mailboxes it uses; other clients carry on', async () => {
    const { perClient } = CHECKOUT_URL_LIMITS.production;
    const send = () => checkoutUrl(checkoutUrlBody(), '198.51.100.7');
    expect(await statuses(perClient, send)).toEqual(Array(perClient).fill(200));
    await expectLimited(await send(), CHECKOUT_LIMITED_MESSAGE);
    expect((await checkoutUrl(checkoutUrlBody(), '198.51.100.8')).status).toBe(200);
  });

  it('is generous locally, where every caller shares one client bucket (tests, npm start, e2e)', () => {
    expect(CHECKOUT_URL_LIMITS.local.perClient).toBeGreaterThanOrEqual(10 * CHECKOUT_URL_LIMITS.production.perClient);
  });
});

describe('POST /api/pets/temp-store: limited per client', () => {
  it('in production refuses a client after its limit, with no new row', async () => {
    const { perClient } = TEMP_STORE_LIMITS.production;
    const production = { ...env, ...PRODUCTION };
    const ip = { 'cf-connecting-ip': '198.51.100.20' };
    // No cookie: each call would otherwise make a new row.
    const send = () => app.request(postJson('/api/pets/temp-store', { pets: [trialPet()] }, ip), undefined, production);
    expect(await statuses(perClient, send)).toEqual(Array(perClient).fill(200));
    const rows = await count('SELECT COUNT(*) AS n FROM temp_pet_data');

    await expectLimited(await send(), RATE_LIMITED_MESSAGE);
    expect(await count('SELECT COUNT(*) AS n FROM temp_pet_data')).toBe(rows);
  });
});

describe('POST /api/email-plan: per normalised mailbox', () => {
  it('counts plus-tags, dots and case of one Gmail mailbox together', async () => {
    const production = { ...env, ...PRODUCTION, MAILER: 'outbox' };
    const base = `aroha.${unique()}`;
    const send = (i: number) =>
      app.request(
        postJson('/api/email-plan', { email: sameMailbox(base, i), petData: { pets: [trialPet()] } }, { 'cf-connecting-ip': `192.0.2.${i}` }),
        undefined,
        production,
      );
    expect(await statuses(5, send)).toEqual([200, 200, 200, 200, 200]);
    await expectLimited(await send(5), PLAN_MAIL_LIMITED_MESSAGE);
  });
});
