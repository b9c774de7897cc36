import { Hono } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { MESSAGES } from '../../src/copy/messages';
import { generateMagicLinkBodySchema, loginRequestSchema, verifyBodySchema } from '../../src/domain/schemas/auth';
import type { AppEnv, SessionCustomer } from '../env';
import { ensureShopCustomer, findCustomerByEmail, findCustomerById } from '../db/customers';
import { consumeLoginToken, LOGIN_TICKET_MINUTES, LOGIN_TOKEN_MINUTES } from '../db/login-tokens';
import { claimShopSignature } from '../db/used-shop-signatures';
import { ApiError } from '../lib/errors';
import { newId, sha256Hex } from '../lib/ids';
import { mintLoginToken } from '../auth/login-tokens';
import { limitLoginLinkRequests } from '../limits/rate-limit';
import { loginLinkInfo } from '../auth/login-link-info';
import { linkInfoBodySchema } from '../../src/domain/schemas/login-link';
import { endRequestSession, SESSION_COOKIE, sessionCookieOptions, sessionCustomer, startSession, UNAUTHENTICATED_MESSAGE } from '../auth/session';
import { signatureExpiresAt, verifyCustomerSignature } from '../lib/shop-signature';
import { verifyAppProxyQuery } from '../shopify/proxy/signature';
import { proxiedCustomer } from '../auth/proxied-request';
import { sendLoginLink } from '../auth/send-login-link';
import { validate } from '../lib/validate';

/** The header a framed client sends to get its session as a bearer token as well as a cookie. */
export const AUTH_TRANSPORT_HEADER = 'X-Auth-Transport';
export { LOGIN_TOKEN_MINUTES };

/** A replayed shop signature (a framed page reloaded without its session): a new shop page view signs anew. */
export const SHOP_SIGNATURE_USED_MESSAGE = 'This shop sign-in has already been used. Please reload the page to sign in again.';

/** A signed proxy query made for something else (a page, an API call) is not a login ticket's. */
export const NOT_FOR_TICKET_MESSAGE = 'This shop request was not made for a login ticket.';

/** The session answer (spec 000 §3): the greeting uses `customerName`, the first name. */
const sessionAnswer = (customer: SessionCustomer) => ({
  customerId: customer.id,
  customerName: customer.firstName || customer.lastName,
  customerEmail: customer.email,
});

/**
 * Accounts: mounted at /api/auth and /auth (spec 001 §7 lists both).
 * Every state-changing call is also behind the app-wide Origin check (functions/http/origin-check.ts).
 */
export const auth = new Hono<AppEnv>()
  .use(async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  })

  /** Who is logged in: 200 with the session answer, 401 `unauthenticated` otherwise. */
  .get('/check-session', async (c) => {
    const customer = await sessionCustomer(c);
    if (!customer) return c.json({ error: UNAUTHENTICATED_MESSAGE, code: 'unauthenticated' }, 401);
    return c.json(sessionAnswer(customer), 200);
  })

  /**
   * Exchanges a one-time token for a session (cookie; plus `sessionToken` when the client sends
   * `X-Auth-Transport: bearer`). A used, expired or unknown token: 401 `magic_link_expired`.
   */
  .post('/verify', validate('json', verifyBodySchema), async (c) => {
    const { token } = c.req.valid('json');
    const now = new Date();
    const customerId = await consumeLoginToken(c.env.DB, await sha256Hex(token), now);
    const customer = customerId ? await findCustomerById(c.env.DB, customerId) : null;
    if (!customer) return c.json({ error: MESSAGES.magicLinkExpired, code: 'magic_link_expired' }, 401);
    // A new login replaces whatever session this browser had.
    await endRequestSession(c, { clearCookie: false }, now);
    const secret = await startSession(c, customer.id, now);
    const wantsBearer = c.req.header(AUTH_TRANSPORT_HEADER)?.toLowerCase() === 'bearer';
    const answer: ReturnType<typeof sessionAnswer> & { sessionToken?: string } = sessionAnswer(customer);
    if (wantsBearer) answer.sessionToken = secret;
    return c.json(answer, 200);
  })

  /**
   * Whose is this login link? For a logged-in page, before it spends one: `{ sameAccount, email }`
   * (the link's e-mail masked), the link left unused (functions/auth/login-link-info.ts). 401 when logged
   * out; a used, expired or unknown link: 410 `magic_link_expired`.
   */
  .post('/link-info', validate('json', linkInfoBodySchema), async (c) => {
    const customer = await sessionCustomer(c);
    if (!customer) return c.json({ error: UNAUTHENTICATED_MESSAGE, code: 'unauthenticated' }, 401);
    return c.json(await loginLinkInfo(c, customer, c.req.valid('json').token), 200);
  })

  /** Ends the session server-side and clears the cookie. Always 200. */
  .post('/logout', async (c) => {
    await endRequestSession(c, { clearCookie: true });
    return c.json({ ok: true as const }, 200);
  })

  /**
   * The shop vouches for a logged-in shop customer (signed customer info, lib/shop-signature.ts):
   * answers a one-time token for /verify. A forged, stale or already used signature: 401 and no token.
   */
  .post('/generate-magic-link', validate('json', generateMagicLinkBodySchema), async (c) => {
    const body = c.req.valid('json');
    const check = await verifyCustomerSignature(c.get('config').shopSharedSecret, body);
    if (!check.ok) {
      return check.reason === 'stale'
        ? c.json({ error: 'The shop signature has expired. Please reload the page.', code: 'signature_expired' }, 401)
        : c.json({ error: 'The shop signature is not valid.', code: 'invalid_signature' }, 401);
    }
    // Single use: a signature copied from a page, a log or a proxy cannot log in a second time.
    if (!(await claimShopSignature(c.env.DB, body.signature, signatureExpiresAt(body.timestamp)))) {
      return c.json({ error: SHOP_SIGNATURE_USED_MESSAGE, code: 'signature_used' }, 401);
    }
    const result = await ensureShopCustomer(c.env.DB, { id: body.customerId, email: body.customerEmail });
    if (!result.ok) {
      return c.json({ error: 'That e-mail address belongs to another account.', code: 'email_conflict' }, 409);
    }
    return c.json({ token: await mintLoginToken(c.env.DB, result.customer.id, 'shop') }, 200);
  })

  /**
   * The standalone dashboard's 'Send Magic Link': the same answer whether or not the address is
   * registered; a registered customer gets a link by the configured mailer. Rate limited per
   * e-mail and per client (429 `rate_limited`).
   */
  .post('/request-link', validate('json', loginRequestSchema), async (c) => {
    const { email } = c.req.valid('json');
    await limitLoginLinkRequests(c, email);
    const customer = await findCustomerByEmail(c.env.DB, email);
    if (customer) await sendLoginLink(c, customer);
    return c.json({ ok: true as const, message: MESSAGES.magicLinkSent }, 200);
  })

  /**
   * Shopify app proxy (`/apps/furbaby/...` on the shop, forwarded here with Shopify's signature
   * and `logged_in_customer_id`): a one-time login ticket for the shop's logged-in customer,
   * living LOGIN_TICKET_MINUTES, the stronger alternative to the theme signature. Off (404) unless SHOPIFY_APP_SECRET is set.
   * Called through the proxy route (`/apps/furbaby/api/auth/app-proxy/token`, as a theme block
   * does to hand our frame a login ticket), the proxy has checked the signature and its shop
   * already and passes on its customer; the signature is still taken once. Either way the signed
   * query must carry TICKET_PURPOSE (public/embed.js adds it): a page's or an API call's signed
   * query gives no ticket at all, and a ticket's gives one.
   */
  .get('/app-proxy/token', async (c) => {
    const secret = c.get('config').shopifyAppSecret;
    if (!secret) throw new ApiError(404, 'not_found', 'No such endpoint.');
    const query = new URL(c.req.url).searchParams;
    const viaProxy = proxiedCustomer(c.req.raw);
    if (viaProxy) {
      // The proxy verified the query it was sent; the inner request keeps only the visitor's part of it.
      if (!viaProxy.forTicket) return c.json({ error: NOT_FOR_TICKET_MESSAGE, code: 'invalid_signature' }, 401);
      if (!viaProxy.customer) return c.json({ error: 'The shop could not vouch for a logged-in customer.', code: 'unauthenticated' }, 401);
      if (!(await claimShopSignature(c.env.DB, `app-proxy:${viaProxy.signature}`, signatureExpiresAt(viaProxy.timestamp)))) {
        return c.json({ error: SHOP_SIGNATURE_USED_MESSAGE, code: 'signature_used' }, 401);
      }
      return c.json({ token: await mintLoginToken(c.env.DB, viaProxy.customer.id, 'shop', new Date(), LOGIN_TICKET_MINUTES) }, 200);
    }
    const check = await verifyAppProxyQuery(secret, query);
    if (!check.ok) {
      if (check.reason === 'not_for_ticket') return c.json({ error: NOT_FOR_TICKET_MESSAGE, code: 'invalid_signature' }, 401);
      const code = check.reason === 'no_customer' ? 'unauthenticated' : check.reason === 'stale' ? 'signature_expired' : 'invalid_signature';
      return c.json({ error: 'The shop could not vouch for a logged-in customer.', code }, 401);
    }
    const { request } = check;
    // Signed for our shop only (another shop with the same app signs with the same secret).
    if (request.shop.toLowerCase() !== c.get('config').shopifyShopDomain) {
      return c.json({ error: 'This request is for another shop.', code: 'unknown_shop' }, 401);
    }
    // Single use, as the theme signature, keyed by exactly the signature verified: a proxied URL
    // from a log or a history cannot log in again, however it is re-spelt.
    if (!(await claimShopSignature(c.env.DB, `app-proxy:${request.signature}`, signatureExpiresAt(request.timestamp)))) {
      return c.json({ error: SHOP_SIGNATURE_USED_MESSAGE, code: 'signature_used' }, 401);
    }
    const customer = await findCustomerById(c.env.DB, request.customerId);
    if (!customer) return c.json({ error: 'No account for this customer yet.', code: 'unknown_customer' }, 401);
    return c.json({ token: await mintLoginToken(c.env.DB, customer.id, 'shop', new Date(), LOGIN_TICKET_MINUTES) }, 200);
  });

const TEST_COOKIE = 'mfb_cookie_test';

/**
 * GET /api/test for the developer page /cookie-test (spec 000 §2.6, §7): sets a throw-away test
 * cookie with the session cookie's attributes and reports the one the browser sent back, so a
 * developer sees whether cookies survive in the shop's frame. Never reveals a session secret.
 */
export const cookieTest = new Hono<AppEnv>().get('/', async (c) => {
  const existingSessionId = getCookie(c, TEST_COOKIE) ?? null;
  const newSessionId = newId('test');
  setCookie(c, TEST_COOKIE, newSessionId, sessionCookieOptions(c, 24 * 60 * 60));
  c.header('Cache-Control', 'no-store');
  return c.json(
    {
      existingSessionId,
      newSessionId,
      sessionCookieSent: getCookie(c, SESSION_COOKIE) !== undefined,
      loggedIn: (await sessionCustomer(c)) !== undefined,
    },
    200,
  );
});
