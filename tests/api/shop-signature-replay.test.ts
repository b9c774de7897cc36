import { createExecutionContext, env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import app from '../../functions/app';
import { SHOP_SIGNATURE_USED_MESSAGE } from '../../functions/routes/auth';
import { SIGNATURE_MAX_AGE_MS } from '../../functions/lib/shop-signature';
import { DEMO, postJson, signedCustomerInfo } from './auth-helpers';

const demo = { customerId: DEMO.customerId, customerEmail: DEMO.email };
const generate = (body: unknown) => SELF.fetch(postJson('/api/auth/generate-magic-link', body));
const generateNow = (body: unknown) => Promise.resolve(app.fetch(postJson('/api/auth/generate-magic-link', body), env, createExecutionContext()));
const tokenCount = async () => (await env.DB.prepare('SELECT COUNT(*) AS n FROM login_tokens').first<{ n: number }>())!.n;

describe('POST /auth/generate-magic-link: a shop signature is single use', () => {
  it('refuses the same signature a second time with 401 signature_used, minting no token', async () => {
    const signed = await signedCustomerInfo(demo);
    expect((await generate(signed)).status).toBe(200);
    const tokens = await tokenCount();

    const replay = await generate(signed);
    expect(replay.status).toBe(401);
    expect(await replay.json()).toEqual({ error: SHOP_SIGNATURE_USED_MESSAGE, code: 'signature_used' });
    // Written differently (upper-case hex, spaces), it is still the same signature.
    const disguised = await generate({ ...signed, signature: ` ${signed.signature.toUpperCase()} ` });
    expect(disguised.status).toBe(401);
    expect(await tokenCount()).toBe(tokens);
    // The next shop page view signs anew, and that signature works.
    expect((await generate(await signedCustomerInfo(demo))).status).toBe(200);
  });

  it('lets exactly one of two concurrent uses through', async () => {
    const signed = await signedCustomerInfo(demo);
    const answers = await Promise.all([generateNow(signed), generateNow(signed)]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 401]);
  });

  it('remembers it until the signature would be stale anyway, and a forged one uses nothing up', async () => {
    const signed = await signedCustomerInfo(demo);
    const forged = await generate({ ...signed, signature: 'f'.repeat(64) });
    expect(await forged.json()).toMatchObject({ code: 'invalid_signature' });

    expect((await generate(signed)).status).toBe(200);
    const rows = await env.DB.prepare('SELECT signature_hash, expires_at FROM used_shop_signatures').all<{ signature_hash: string; expires_at: string }>();
    const row = rows.results.find((r) => r.expires_at === new Date(signed.timestamp + SIGNATURE_MAX_AGE_MS).toISOString());
    expect(row?.signature_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows.results.some((r) => r.signature_hash === signed.signature)).toBe(false); // a hash, never the signature
  });
});
