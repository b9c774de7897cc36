import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { DEMO_CATALOGUE } from '../../functions/db/demo/demo-catalogue';
import { planForFrequency } from '../../src/domain/catalogue';
import { TRIAL_PRODUCT_ONLY_MESSAGE, discountNotAppliedMessage } from '../../src/domain/checkout';
import { UNKNOWN_SELLING_PLAN_MESSAGE } from '../../src/domain/schemas/shop';
import { UNKNOWN_VARIANT_MESSAGE } from '../../src/domain/schemas/subscription-actions';
import { CHICKEN, MIXED, checkoutUrlBody, postJson, preselectedPlan } from './trial-factories';

const checkoutUrl = (body: unknown) => SELF.fetch(postJson('/api/pets/checkout-url', body));
const sessions = async () => (await env.DB.prepare('SELECT COUNT(*) AS n FROM checkout_sessions').first<{ n: number }>())!.n;
const sessionOf = (url: string) =>
  env.DB.prepare('SELECT variant_id, selling_plan_id, discount_code, quantity, customer_data, expires_at, created_at FROM checkout_sessions WHERE id = ?1')
    .bind(new URL(url).searchParams.get('session'))
    .first<Record<string, string | number>>();

describe('POST /api/pets/checkout-url: bad bodies are refused and start nothing', () => {
  it('answers 400 malformed_request for a body that is not JSON', async () => {
    const before = await sessions();
    const res = await SELF.fetch('http://localhost/api/pets/checkout-url', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"variantId":',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'malformed_request' });
    expect(await sessions()).toBe(before);
  });

  it.each([
    ['no variant', { variantId: undefined }, 'variantId', 'variantId'],
    ['a variant we do not sell', { variantId: '123456' }, 'variantId', UNKNOWN_VARIANT_MESSAGE],
    ['a selling plan we never issued', { sellingPlanId: '42' }, 'sellingPlanId', UNKNOWN_SELLING_PLAN_MESSAGE],
    ['a quantity other than 1', { quantity: 2 }, 'quantity', 'Quantity must be 1'],
    ['a bad customer e-mail', { customerData: { email: 'nope' } }, 'customerData.email', 'valid email'],
  ])('answers 400 invalid_json for %s', async (_, overrides, path, message) => {
    const before = await sessions();
    const res = await checkoutUrl(checkoutUrlBody(overrides));
    expect(res.status).toBe(400);
    const answer = await res.json<{ code: string; error: string; issues: { path: string; message: string }[] }>();
    expect(answer.code).toBe('invalid_json');
    expect(answer.issues[0]).toMatchObject({ path, message: expect.stringContaining(message) });
    expect(await sessions()).toBe(before);
  });

  it('a campaign code the catalogue lacks gives way to the page’s own offer, and says so', async () => {
    const before = await sessions();
    const res = await checkoutUrl(checkoutUrlBody({ discount: 'SPRING10', pageDiscount: 'WELCOME20' }));
    expect(res.status).toBe(200);
    const answer = await res.json<{ checkout_url: string; discount_notice: string }>();
    expect(answer.discount_notice).toBe(discountNotAppliedMessage('SPRING10', 'WELCOME20'));
    expect(discountNotAppliedMessage('SPRING10', 'WELCOME20')).toBe(
      'The discount code "SPRING10" does not apply, so your first-order discount (WELCOME20) is used instead.',
    );
    expect(await sessions()).toBe(before + 1);
    const session = await env.DB.prepare('SELECT discount_code FROM checkout_sessions ORDER BY created_at DESC, rowid DESC LIMIT 1').first();
    expect(session).toEqual({ discount_code: 'WELCOME20' });
    // Without the page's code, the trial's is the offer.
    const trial = await checkoutUrl(checkoutUrlBody({ discount: 'SPRING10' }));
    expect(await trial.json()).toMatchObject({ discount_notice: discountNotAppliedMessage('SPRING10', 'FREE7DAYTRIAL') });
  });

  it('refuses the free trial for a recipe that has none (Mixed)', async () => {
    const res = await checkoutUrl(checkoutUrlBody({ discount: 'FREE7DAYTRIAL' }, MIXED));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ code: 'trial_not_available', error: TRIAL_PRODUCT_ONLY_MESSAGE });
  });

  it('refuses a frequency the shop has no selling plan for', async () => {
    // The demo shop's id scheme (690000000000 + days) for 200 days, a frequency it has no plan for.
    expect(planForFrequency(DEMO_CATALOGUE, 200)).toBeUndefined();
    const res = await checkoutUrl(checkoutUrlBody({ sellingPlanId: '690000000200' }));
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'invalid_json', issues: [{ path: 'sellingPlanId', message: UNKNOWN_SELLING_PLAN_MESSAGE }] });
  });
});

describe('POST /api/pets/checkout-url: the local checkout (CHECKOUT=local, the default)', () => {
  it('answers our own checkout page for a new checkout session carrying the request', async () => {
    const body = checkoutUrlBody();
    const res = await checkoutUrl(body);
    expect(res.status).toBe(200);
    const { checkout_url } = await res.json<{ checkout_url: string }>();
    expect(checkout_url).toMatch(/^http:\/\/localhost\/checkout\?session=chk_[a-z0-9]{24}$/);
    const row = await sessionOf(checkout_url);
    expect(row).toMatchObject({ variant_id: body.variantId, selling_plan_id: body.sellingPlanId, discount_code: 'FREE7DAYTRIAL', quantity: 1 });
    expect(JSON.parse(String(row!.customer_data))).toMatchObject({ email: body.customerData.email });
    const hours = (Date.parse(String(row!.expires_at)) - Date.parse(String(row!.created_at))) / 3_600_000;
    expect(hours).toBe(24);
  });

  it('applies FREE7DAYTRIAL when no discount is sent (the trial button sends only the query’s)', async () => {
    for (const discount of [null, undefined, '  ']) {
      const res = await checkoutUrl(checkoutUrlBody({ discount }));
      expect(res.status).toBe(200);
      expect((await sessionOf((await res.json<{ checkout_url: string }>()).checkout_url))!.discount_code).toBe('FREE7DAYTRIAL');
    }
  });

  it('takes WELCOME20 in any case, for every recipe including Mixed', async () => {
    for (const [discount, product] of [
      ['welcome20', CHICKEN],
      ['WELCOME20', MIXED],
    ] as const) {
      const res = await checkoutUrl(checkoutUrlBody({ discount }, product));
      expect(res.status).toBe(200);
      const row = await sessionOf((await res.json<{ checkout_url: string }>()).checkout_url);
      expect(row).toMatchObject({ discount_code: 'WELCOME20', variant_id: preselectedPlan(product).variantId });
    }
  });

  it('accepts the customer data absent, and numeric ids as Shopify sends them', async () => {
    const plan = preselectedPlan();
    const res = await checkoutUrl({ variantId: Number(plan.variantId), sellingPlanId: Number(plan.selling_plan_id), quantity: '1', discount: null });
    expect(res.status).toBe(200);
  });
});
