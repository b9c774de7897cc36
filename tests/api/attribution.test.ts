/**
 * Attribution (issue 35) through the API: the checkout-url request's attribution stays with the
 * local checkout, its order (GET /api/orders shows it) and its trial claim; a bad one is refused.
 */
import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { ATTRIBUTION_VALUE_MAX } from '../../src/domain/attribution';
import { BASE, checkoutUrlBody, completeBody, completeCheckout, postJson, startCheckout, tokenOf, mailedLinks } from './trial-factories';
import { cookiePair } from './auth-helpers';

const CAMPAIGN = { utm_source: 'newsletter', utm_campaign: 'spring', gclid: 'abc', referrer: 'https://mail.example.com/', landing_path: '/pages/free-trial' };

async function ordersOf(email: string) {
  const [link] = await mailedLinks(email);
  const verified = await SELF.fetch(postJson('/api/auth/verify', { token: tokenOf(link!) }));
  const cookie = cookiePair(verified);
  const { customerId } = await (await SELF.fetch(`${BASE}/api/auth/check-session`, { headers: { cookie } })).json<{ customerId: string }>();
  const res = await SELF.fetch(`${BASE}/api/orders/customer/${customerId}`, { headers: { cookie } });
  expect(res.status).toBe(200);
  return (await res.json<{ orders: { id: string; attribution: unknown }[] }>()).orders;
}

describe('a campaign visit’s checkout', () => {
  it('keeps the attribution with the checkout, the trial’s order and its claim; the orders API shows it', async () => {
    const visitId = `visit${Date.now().toString(36)}attribution`;
    const id = await startCheckout(checkoutUrlBody({ attribution: CAMPAIGN, visitId }));
    const body = completeBody();
    const res = await completeCheckout(id, body);
    expect(res.status).toBe(201);
    const { orderId } = await res.json<{ orderId: string }>();

    const orders = await ordersOf(body.email);
    expect(orders).toEqual([expect.objectContaining({ id: orderId, attribution: CAMPAIGN })]);
    const claims = await env.DB.prepare('SELECT c.attribution FROM trial_claims c JOIN orders o ON o.customer_id = c.customer_id WHERE o.id = ?1')
      .bind(orderId)
      .all<{ attribution: string }>();
    expect(claims.results.length).toBeGreaterThan(0);
    for (const c of claims.results) expect(JSON.parse(c.attribution)).toEqual(CAMPAIGN);

    // The checkout's funnel steps, counted under the visit and its campaign by the server itself.
    const steps = await env.DB.prepare('SELECT name, campaign, props FROM funnel_events WHERE visit_id = ?1 ORDER BY id').bind(visitId).all();
    expect(steps.results).toEqual([
      { name: 'checkout_started', campaign: 'spring', props: null },
      { name: 'trial_started', campaign: 'spring', props: JSON.stringify({ value: 6.99, currency: 'NZD' }) },
    ]);
  });

  it('a visit with no attribution gives an order with `attribution: null`', async () => {
    const body = completeBody();
    expect((await completeCheckout(await startCheckout(checkoutUrlBody()), body)).status).toBe(201);
    expect((await ordersOf(body.email))[0]!.attribution).toBeNull();
  });

  it.each([
    ['an overlong value', { utm_source: 'x'.repeat(ATTRIBUTION_VALUE_MAX + 1) }],
    ['a referrer that is no address', { referrer: 'javascript:alert(1)' }],
    ['a landing path that is no path', { landing_path: 'https://evil.example/' }],
    ['a list instead of an object', ['utm_source']],
    ['a key that is not kept (an e-mail)', { utm_source: 'newsletter', email: 'aroha@example.com' }],
  ])('refuses %s with 400 and stores no checkout', async (_, attribution) => {
    const count = async () => (await env.DB.prepare('SELECT COUNT(*) AS n FROM checkout_sessions').first<{ n: number }>())!.n;
    const before = await count();
    const res = await SELF.fetch(postJson('/api/pets/checkout-url', checkoutUrlBody({ attribution })));
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'invalid_json' });
    expect(await count()).toBe(before);
  });
});
