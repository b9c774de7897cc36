import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { BASE, cookiePair, DEMO, loginAs, postJson, signedCustomerInfo } from './auth-helpers';
import { SAM_ADDRESS } from '../factories/customer';

const getProfile = (headers: Record<string, string> = {}) => SELF.fetch(new Request(`${BASE}/api/profile`, { headers }));

describe('GET /api/profile', () => {
  it('needs a session: 401 in the one error shape', async () => {
    const res = await getProfile();
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code: 'unauthenticated' });
  });

  it('answers name, e-mail and the default shipping address of the logged-in customer only', async () => {
    const { headers } = await loginAs(DEMO.customerId);
    const res = await getProfile(headers);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      customerId: DEMO.customerId,
      firstName: 'Sam',
      lastName: 'Taylor',
      name: 'Sam Taylor',
      email: DEMO.email,
      shippingAddress: { ...SAM_ADDRESS },
    });
    const other = await (await getProfile((await loginAs(DEMO.otherCustomerId)).headers)).json<any>();
    expect(other).toMatchObject({ customerId: DEMO.otherCustomerId, shippingAddress: { city: 'Wellington' } });
  });

  it('a customer without an address on file gets shippingAddress null', async () => {
    const info = await signedCustomerInfo({ customerId: '7009000000001', customerEmail: 'new-profile@example.com' });
    const { token } = await (await SELF.fetch(postJson('/api/auth/generate-magic-link', info))).json<{ token: string }>();
    const verified = await SELF.fetch(postJson('/api/auth/verify', { token }));
    expect(verified.status).toBe(200);
    const res = await getProfile({ cookie: cookiePair(verified), origin: BASE });
    expect(await res.json()).toMatchObject({ customerId: '7009000000001', email: 'new-profile@example.com', name: '', shippingAddress: null });
  });
});
