/**
 * The console takes only App Bridge ID tokens of our app for our shop, within their lifetime
 * (functions/shopify/app/id-token.ts): anything else is 401 with no console data.
 */
import { describe, expect, it } from 'vitest';
import { ID_TOKEN_SKEW_SECONDS, verifyIdToken } from '../../functions/shopify/app/id-token';
import { LOCAL_CONSOLE_AUTH } from '../../functions/env';
import { consoleCall, idToken } from './console-helpers';
import type { ErrorBody } from './subscription-helpers';

const seconds = () => Math.floor(Date.now() / 1000);
const b64url = (s: string) => btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

async function refused(token: string | null) {
  const res = await consoleCall('GET', '/api/console/today', { token });
  expect(res.status).toBe(401);
  const body = await res.json<ErrorBody & Record<string, unknown>>();
  expect(body).toEqual({ code: 'invalid_id_token', error: expect.any(String) });
}

describe('/api/console/*: the App Bridge ID token', () => {
  it('a valid token of our app for our shop reads the console', async () => {
    const res = await consoleCall('GET', '/api/console/today');
    expect(res.status).toBe(200);
    expect(await res.json()).toHaveProperty('renewals');
  });

  it('connect: without Shopify (COMMERCE=local) there is no Admin token to exchange; without a token, 401', async () => {
    const res = await consoleCall('POST', '/api/console/connect');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ admin: 'local' });
    expect((await consoleCall('POST', '/api/console/connect', { token: null })).status).toBe(401);
  });

  it('no token, a customer session or garbage: 401', async () => {
    await refused(null);
    await refused('not-a-jwt');
    await refused('a.b.c');
  });

  it('forged: signed with another secret, a payload changed after signing, or alg "none": 401', async () => {
    await refused(await idToken({}, { ...LOCAL_CONSOLE_AUTH, appSecret: 'someone-elses-secret' }));
    const [h, , s] = (await idToken()).split('.');
    const otherPayload = (await idToken({ sub: '999' })).split('.')[1];
    await refused(`${h}.${otherPayload}.${s}`);
    const payload = (await idToken()).split('.')[1];
    await refused(`${b64url(JSON.stringify({ alg: 'none', typ: 'JWT' }))}.${payload}.`);
  });

  it('expired or not yet valid beyond the skew: 401; within the skew: accepted', async () => {
    await refused(await idToken({ exp: seconds() - ID_TOKEN_SKEW_SECONDS - 1 }));
    await refused(await idToken({ nbf: seconds() + ID_TOKEN_SKEW_SECONDS + 30 }));
    const justExpired = await idToken({ exp: seconds() - 1 });
    expect((await consoleCall('GET', '/api/console/today', { token: justExpired })).status).toBe(200);
  });

  it('a signed token that lives longer than App Bridge’s minute: 401, the reason "lifetime"', async () => {
    const tenYears = 10 * 365 * 86_400;
    await refused(await idToken({ exp: seconds() + tenYears }));
    const check = (claims: Parameters<typeof idToken>[0]) => idToken(claims).then((t) => verifyIdToken(t, LOCAL_CONSOLE_AUTH));
    expect(await check({ exp: seconds() + tenYears })).toEqual({ ok: false, reason: 'lifetime' });
    // issued 50 s ago and valid for 60 s more: 110 s in all
    expect(await check({ iat: seconds() - 50, nbf: seconds() - 50, exp: seconds() + 60 })).toEqual({ ok: false, reason: 'lifetime' });
    expect(await check({ iat: seconds() - 30, nbf: seconds() - 30, exp: seconds() + 30 })).toMatchObject({ ok: true });
  });

  it('another app (wrong audience) or another shop (dest or iss): 401', async () => {
    await refused(await idToken({ aud: 'another-apps-client-id' }));
    await refused(await idToken({ dest: 'https://other-shop.myshopify.com' }));
    await refused(await idToken({ iss: 'https://other-shop.myshopify.com/admin' }));
  });

  it('says why it refused, for each claim (the reason stays in the Worker)', async () => {
    const check = (claims: Parameters<typeof idToken>[0]) => idToken(claims).then((t) => verifyIdToken(t, LOCAL_CONSOLE_AUTH));
    expect(await check({})).toMatchObject({ ok: true, claims: { aud: LOCAL_CONSOLE_AUTH.clientId, sub: '1' } });
    expect(await check({ exp: seconds() - 60 })).toEqual({ ok: false, reason: 'expired' });
    expect(await check({ nbf: seconds() + 60 })).toEqual({ ok: false, reason: 'not-yet-valid' });
    expect(await check({ aud: 'x' })).toEqual({ ok: false, reason: 'audience' });
    expect(await check({ dest: 'https://x.myshopify.com' })).toEqual({ ok: false, reason: 'shop' });
    const wrongKey = await idToken({}, { ...LOCAL_CONSOLE_AUTH, appSecret: 'x' });
    expect(await verifyIdToken(wrongKey, LOCAL_CONSOLE_AUTH)).toEqual({ ok: false, reason: 'signature' });
  });
});
