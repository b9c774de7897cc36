/**
 * POST /api/auth/link-info: a logged-in page asks whose a login link is
 * before spending it. It answers only "yours or not" and the other account's masked e-mail,
 * and never uses the link.
 */
import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { sha256Hex } from '../../functions/lib/ids';
import { MESSAGES } from '../../src/copy/messages';
import { DEMO, loginAs, postJson, requestLinkToken } from './auth-helpers';

const linkInfo = (token: unknown, headers: Record<string, string> = {}) => SELF.fetch(postJson('/api/auth/link-info', { token }, headers));
const usedAt = async (token: string) =>
  (await env.DB.prepare('SELECT used_at FROM login_tokens WHERE token_hash = ?1')
    .bind(await sha256Hex(token))
    .first<{ used_at: string | null }>())!.used_at;

describe('POST /api/auth/link-info', () => {
  it('refuses a malformed body with 400 in the error shape', async () => {
    const { headers } = await loginAs(DEMO.customerId);
    for (const token of [undefined, '', 'x'.repeat(513), 42]) {
      const res = await linkInfo(token, headers);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ error: expect.any(String), code: expect.any(String) });
    }
  });

  it('answers 401 without a session, and the link stays usable', async () => {
    const token = await requestLinkToken(DEMO.otherEmail);
    const res = await linkInfo(token);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: 'Please log in to continue.', code: 'unauthenticated' });
    expect(await usedAt(token)).toBeNull();
  });

  it("another account's link: sameAccount false, only the masked e-mail, the link not used", async () => {
    const { headers } = await loginAs(DEMO.customerId);
    const token = await requestLinkToken(DEMO.otherEmail);
    const res = await linkInfo(token, headers);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('no-store');
    // Exactly these two keys: no id, name or full address of the other account.
    expect(await res.json()).toEqual({ sameAccount: false, email: 'o***@example.com' });
    expect(await usedAt(token)).toBeNull();

    // Asking twice is still no use of it; verifying afterwards logs the other customer in.
    expect((await linkInfo(token, headers)).status).toBe(200);
    const verified = await SELF.fetch(postJson('/api/auth/verify', { token }));
    expect(verified.status).toBe(200);
    expect(await verified.json()).toMatchObject({ customerId: DEMO.otherCustomerId });
  });

  it("the customer's own link: sameAccount true, not used", async () => {
    const { headers } = await loginAs(DEMO.customerId);
    const token = await requestLinkToken(DEMO.email);
    expect(await (await linkInfo(token, headers)).json()).toEqual({ sameAccount: true, email: 'd***@example.com' });
    expect(await usedAt(token)).toBeNull();
  });

  it('a used or unknown link: 410 magic_link_expired', async () => {
    const { headers } = await loginAs(DEMO.customerId);
    const token = await requestLinkToken(DEMO.otherEmail);
    expect((await SELF.fetch(postJson('/api/auth/verify', { token }))).status).toBe(200);
    for (const t of [token, 'not-a-real-token']) {
      const res = await linkInfo(t, headers);
      expect(res.status).toBe(410);
      expect(await res.json()).toEqual({ error: MESSAGES.magicLinkExpired, code: 'magic_link_expired' });
    }
  });
});
