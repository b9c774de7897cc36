/**
 * The session store's order of work (spec 001 §4, 000 §4): a token in the address first, then
 * the session; in the shop's frame the shop's word on who is logged in. The API is faked at
 * `fetch`, the embedding bridge by a module mock.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../src/copy/messages';
import { fakeApi, json, type Call } from './dashboard/fixtures';

const embed = vi.hoisted(() => ({
  state: { framed: false, parentOrigin: null as string | null, allowed: false, ready: true },
  shopReply: null as unknown,
}));

vi.mock('../../src/stores/embed', () => ({
  $embed: { get: () => embed.state },
  initEmbed: async () => embed.state,
  requestFromParent: async () => embed.shopReply,
}));

const { $session, initSession, logout, requestLoginLink, resetSessionForTests } = await import('../../src/stores/session');
const { getSessionToken, clearSessionToken } = await import('../../src/lib/auth-token');

const SAM = { customerId: '7001000000001', customerName: 'Sam', customerEmail: 'demo@example.com' };
const ALEX = { customerId: '7001000000002', customerName: 'Alex', customerEmail: 'other@example.com' };

let calls: Call[];
let answers: Record<string, () => Response>;

beforeEach(() => {
  resetSessionForTests();
  clearSessionToken();
  embed.state = { framed: false, parentOrigin: null, allowed: false, ready: true };
  embed.shopReply = null;
  answers = {
    'GET /api/auth/check-session': () => json({ error: 'Please log in to continue.', code: 'unauthenticated' }, 401),
    'POST /api/auth/logout': () => json({ ok: true }),
    // Whose is a login link? Logged out by default (account-switch.test.tsx covers the rest).
    'POST /api/auth/link-info': () => json({ error: 'Please log in to continue.', code: 'unauthenticated' }, 401),
  };
  calls = fakeApi(answers);
  window.history.replaceState(null, '', '/dashboard');
});

const paths = () => calls.map((c) => `${c.method} ${c.path}`);

describe('initSession on our own site', () => {
  it('checks the session: logged in', async () => {
    answers['GET /api/auth/check-session'] = () => json(SAM);
    expect(await initSession()).toEqual({ status: 'loggedIn', customer: SAM });
    expect($session.get()).toEqual({ status: 'loggedIn', customer: SAM });
  });

  it('checks the session: logged out', async () => {
    expect(await initSession()).toEqual({ status: 'loggedOut', tokenFailed: false });
  });

  it('verifies a token from the address first, then takes it out of the address keeping productId', async () => {
    window.history.replaceState(null, '', '/dashboard?token=abc&productId=8730358808826');
    answers['POST /api/auth/verify'] = () => json(SAM);
    expect(await initSession()).toEqual({ status: 'loggedIn', customer: SAM });
    expect(paths()).toEqual(['POST /api/auth/link-info', 'POST /api/auth/verify']);
    expect(calls[1]!.body).toEqual({ token: 'abc' });
    expect(calls[1]!.headers.get('x-auth-transport')).toBeNull(); // a top-level page needs no bearer token
    expect(window.location.search).toBe('?productId=8730358808826');
    expect(getSessionToken()).toBeNull();
  });

  it('a used token: logged out with tokenFailed, unless a session exists anyway', async () => {
    window.history.replaceState(null, '', '/dashboard?token=used');
    answers['POST /api/auth/verify'] = () => json({ error: MESSAGES.magicLinkExpired, code: 'magic_link_expired' }, 401);
    expect(await initSession()).toEqual({ status: 'loggedOut', tokenFailed: true });
    expect(paths()).toEqual(['POST /api/auth/link-info', 'POST /api/auth/verify', 'GET /api/auth/check-session']);
    expect(window.location.search).toBe('');

    resetSessionForTests();
    window.history.replaceState(null, '', '/dashboard?token=used');
    answers['GET /api/auth/check-session'] = () => json(SAM);
    expect(await initSession()).toEqual({ status: 'loggedIn', customer: SAM });
  });

  it('a network failure while verifying counts as a failed token (001 §8)', async () => {
    window.history.replaceState(null, '', '/dashboard?token=abc');
    answers['POST /api/auth/verify'] = () => {
      throw new TypeError('Failed to fetch');
    };
    expect(await initSession()).toEqual({ status: 'loggedOut', tokenFailed: true });
  });

  it('runs once per page', async () => {
    answers['GET /api/auth/check-session'] = () => json(SAM);
    await Promise.all([initSession(), initSession()]);
    expect(paths()).toEqual(['GET /api/auth/check-session']);
  });
});

describe('initSession in the shop’s frame', () => {
  const signed = (who: typeof SAM) => ({
    type: 'SHOPIFY_CUSTOMER_INFO',
    customerId: who.customerId,
    customerName: who.customerName,
    customerEmail: who.customerEmail,
    timestamp: 1767225600,
    signature: 'ab'.repeat(32),
  });

  beforeEach(() => {
    embed.state = { framed: true, parentOrigin: 'https://furbaby.co.nz', allowed: true, ready: true };
    answers['POST /auth/generate-magic-link'] = () => json({ token: 'minted' });
    answers['POST /api/auth/verify'] = () => json({ ...SAM, sessionToken: 'bearer-secret' });
  });

  it('logs in with the shop’s signed customer info and keeps the session as a bearer token', async () => {
    embed.shopReply = signed(SAM);
    expect(await initSession()).toEqual({ status: 'loggedIn', customer: SAM });
    expect(paths()).toEqual(['GET /api/auth/check-session', 'POST /auth/generate-magic-link', 'POST /api/auth/verify']);
    expect(calls[1]!.body).toEqual({ customerId: SAM.customerId, customerEmail: SAM.customerEmail, timestamp: 1767225600, signature: 'ab'.repeat(32) });
    expect(calls[2]!.headers.get('x-auth-transport')).toBe('bearer');
    expect(getSessionToken()).toBe('bearer-secret');

    // every later call carries it
    await logout();
    expect(calls.at(-1)!.headers.get('authorization')).toBe('Bearer bearer-secret');
    expect(getSessionToken()).toBeNull();
  });

  it('logs in with the app block’s login ticket at /verify, with no shop signature to exchange', async () => {
    const ticket = 'T'.repeat(43);
    embed.shopReply = { type: 'SHOPIFY_CUSTOMER_INFO', customerId: SAM.customerId, loginTicket: ticket };
    expect(await initSession()).toEqual({ status: 'loggedIn', customer: SAM });
    expect(paths()).toEqual(['GET /api/auth/check-session', 'POST /api/auth/verify']);
    expect(calls[1]!.body).toEqual({ token: ticket });
    expect(getSessionToken()).toBe('bearer-secret');
  });

  it('a refused ticket (used or expired) leaves it logged out, ending a session it had', async () => {
    answers['GET /api/auth/check-session'] = () => json(ALEX);
    answers['POST /api/auth/verify'] = () => json({ error: 'expired', code: 'magic_link_expired' }, 401);
    embed.shopReply = { type: 'SHOPIFY_CUSTOMER_INFO', customerId: SAM.customerId, loginTicket: 'T'.repeat(43) };
    expect(await initSession()).toEqual({ status: 'loggedOut', tokenFailed: false });
    expect(paths()).toContain('POST /api/auth/logout');
  });

  it('a refused signature leaves it logged out', async () => {
    embed.shopReply = signed(SAM);
    answers['POST /auth/generate-magic-link'] = () => json({ error: 'The shop signature is not valid.', code: 'invalid_signature' }, 401);
    expect(await initSession()).toEqual({ status: 'loggedOut', tokenFailed: false });
  });

  it('a replayed signature (the frame reloaded without its session) is logged out with the server’s reason', async () => {
    const used = 'This shop sign-in has already been used. Please reload the page to sign in again.';
    embed.shopReply = signed(SAM);
    answers['POST /auth/generate-magic-link'] = () => json({ error: used, code: 'signature_used' }, 401);
    expect(await initSession()).toEqual({ status: 'loggedOut', tokenFailed: false, notice: used });
  });

  it('keeps a session of the same customer without a new login', async () => {
    answers['GET /api/auth/check-session'] = () => json(SAM);
    embed.shopReply = signed(SAM);
    expect(await initSession()).toEqual({ status: 'loggedIn', customer: SAM });
    expect(paths()).toEqual(['GET /api/auth/check-session']);
  });

  it('follows the shop to another customer', async () => {
    answers['GET /api/auth/check-session'] = () => json(SAM);
    answers['POST /api/auth/verify'] = () => json({ ...ALEX, sessionToken: 't' });
    embed.shopReply = signed(ALEX);
    expect(await initSession()).toEqual({ status: 'loggedIn', customer: ALEX });
  });

  it('logs out when nobody is logged in at the shop (a shared computer)', async () => {
    answers['GET /api/auth/check-session'] = () => json(SAM);
    embed.shopReply = { type: 'SHOPIFY_CUSTOMER_INFO', customerId: null };
    expect(await initSession()).toEqual({ status: 'loggedOut', tokenFailed: false });
    expect(paths()).toContain('POST /api/auth/logout');
  });

  it('keeps what it has when the shop does not answer', async () => {
    answers['GET /api/auth/check-session'] = () => json(SAM);
    embed.shopReply = null;
    expect(await initSession()).toEqual({ status: 'loggedIn', customer: SAM });
  });
});

describe('requestLoginLink', () => {
  it('answers ok, the rate limit’s own text, or no text for other failures', async () => {
    answers['POST /api/auth/request-link'] = () => json({ ok: true, message: MESSAGES.magicLinkSent });
    expect(await requestLoginLink('demo@example.com')).toEqual({ ok: true });
    answers['POST /api/auth/request-link'] = () =>
      json({ error: 'Too many login link requests. Please wait a few minutes and try again.', code: 'rate_limited' }, 429);
    expect(await requestLoginLink('demo@example.com')).toEqual({
      ok: false,
      message: 'Too many login link requests. Please wait a few minutes and try again.',
    });
    answers['POST /api/auth/request-link'] = () => json({ error: 'x', code: 'mail_failed' }, 502);
    expect(await requestLoginLink('demo@example.com')).toEqual({ ok: false, message: null });
  });
});
