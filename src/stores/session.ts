/**
 * The customer's session, for every island (spec 000 §4, 001 §4).
 *
 * `initSession()` runs once per page: a `token` in the address is taken out of it first (other
 * parameters such as productId kept) and verified, unless a session of another account is live:
 * then the customer is asked first (`openLoginLink`, ./account-switch.ts); then the session is checked. In
 * the shop's iframe the shop is asked who is logged in there (REQUEST_SHOPIFY_CUSTOMER_INFO);
 * its answer (a login ticket from our app proxy, or the old snippet's signature) logs that
 * customer in, and "nobody" logs ours out, so the next visitor on
 * a shared computer does not see the last one's account. In a frame the session also travels
 * as a bearer token (src/lib/auth-token.ts) in case the browser refuses the frame's cookie.
 *
 * @example
 * const session = useStore($session);
 * useEffect(() => void initSession(), []);
 * if (session.status === 'loggedIn') greet(session.customer.customerName);
 */
import { atom } from 'nanostores';
import type { SessionAnswer } from '../domain/schemas/auth';
import type { SignedShopCustomerInfo } from '../embed/messages';
import { api } from '../lib/api-client';
import { clearSessionToken, setSessionToken } from '../lib/auth-token';
import { forgetLoginLinkToken } from '../lib/login-link-token';
import { $accountSwitch, fetchLinkInfo } from './account-switch';
import { $embed, initEmbed, requestFromParent } from './embed';

export type SessionState =
  | { status: 'unknown' }
  | { status: 'loggedIn'; customer: SessionAnswer }
  /**
   * `tokenFailed`: a token from the address could not be verified (used, expired or unreachable).
   * `notice`: the server's reason the shop's sign-in was refused (already used, expired), to show.
   */
  | { status: 'loggedOut'; tokenFailed: boolean; notice?: string };

export const $session = atom<SessionState>({ status: 'unknown' });

/** How long a framed page waits for the shop's answer about its logged-in customer. */
export const SHOP_CUSTOMER_INFO_TIMEOUT_MS = 3_000;
/** The query parameter a magic link carries. */
export const TOKEN_PARAM = 'token';

/** Must the session also travel as a bearer token? Only inside a frame. */
const inFrame = () => $embed.get().framed;

const loggedOut = (tokenFailed = false): SessionState => ({ status: 'loggedOut', tokenFailed });

/** Asks the API who is logged in; a failure counts as logged out (spec: 'Failed to verify authentication'). */
export async function checkSession(): Promise<SessionState> {
  let state: SessionState;
  try {
    const res = await api.api.auth['check-session'].$get();
    if (res.ok) state = { status: 'loggedIn', customer: await res.json() };
    else {
      if (res.status === 401) clearSessionToken(); // a stored token whose session has ended
      state = loggedOut();
    }
  } catch {
    state = loggedOut();
  }
  $session.set(state);
  return state;
}

/**
 * Exchanges a one-time token (magic link or shop-minted) for a session. In a frame the answer
 * includes the session as a bearer token, which is kept. Answers whether it worked; a network
 * failure counts as failed (001 §8).
 */
export async function verifyToken(token: string): Promise<boolean> {
  try {
    const bearer = inFrame();
    const res = await api.api.auth.verify.$post({ json: { token } }, bearer ? { headers: { 'X-Auth-Transport': 'bearer' } } : {});
    if (!res.ok) return false;
    const { sessionToken, ...customer } = await res.json();
    if (sessionToken) setSessionToken(sessionToken);
    $session.set({ status: 'loggedIn', customer });
    return true;
  } catch {
    return false;
  }
}

/** Shop sign-in refusals whose server text helps the customer (reload the shop page). */
const SHOP_REFUSALS_TO_SHOW = new Set(['signature_used', 'signature_expired']);

/**
 * Exchanges signed SHOPIFY_CUSTOMER_INFO for a session. A shop signature is single use, so a
 * framed page that reloads without its session (no storage, no cookie) is refused: `message`
 * then says to reload the shop page, which signs anew.
 */
async function exchangeShopSignature(info: SignedShopCustomerInfo): Promise<{ ok: boolean; message: string | null }> {
  try {
    const res = await api.auth['generate-magic-link'].$post({
      json: { customerId: info.customerId, customerEmail: info.customerEmail, timestamp: info.timestamp, signature: info.signature },
    });
    if (!res.ok) {
      const body = (await res.json().catch(() => null)) as { code?: string; error?: string } | null;
      const show = body?.code && SHOP_REFUSALS_TO_SHOW.has(body.code) && body.error;
      return { ok: false, message: show ? body.error! : null };
    }
    const { token } = await res.json();
    return { ok: await verifyToken(token), message: null };
  } catch {
    return { ok: false, message: null };
  }
}

/** Logs in the customer the shop vouches for (signed SHOPIFY_CUSTOMER_INFO). */
export async function logInWithShopSignature(info: SignedShopCustomerInfo): Promise<boolean> {
  return (await exchangeShopSignature(info)).ok;
}

/** Ends the session on the server and here. Going to the shop's logout page is the caller's part. */
export async function logout(): Promise<void> {
  try {
    await api.api.auth.logout.$post();
  } catch {
    // the local state still ends; the server session expires on its own
  } finally {
    clearSessionToken();
    $session.set(loggedOut());
  }
}

export type LinkRequestResult = { ok: true } | { ok: false; message: string | null };

/**
 * Asks for a login link by e-mail (the standalone 'Send Magic Link' form). The answer is the
 * same whether or not the address is registered. `message` is the server's text for a refusal
 * worth showing (the rate limit), null for any other failure.
 */
export async function requestLoginLink(email: string): Promise<LinkRequestResult> {
  try {
    const res = await api.api.auth['request-link'].$post({ json: { email } });
    if (res.ok) return { ok: true };
    const body = (await res.json().catch(() => null)) as { code?: string; error?: string } | null;
    return { ok: false, message: body?.code === 'rate_limited' && body.error ? body.error : null };
  } catch {
    return { ok: false, message: null };
  }
}

/** Takes the `token` parameter out of the address (keeping every other parameter) and answers it. */
function takeTokenFromAddress(): string | null {
  const url = new URL(window.location.href);
  const token = url.searchParams.get(TOKEN_PARAM);
  if (token === null) return null;
  url.searchParams.delete(TOKEN_PARAM);
  window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
  return token.trim() || null;
}

/** In a frame: follow the shop's word on who is logged in. */
async function reconcileWithShop(current: SessionState): Promise<SessionState> {
  const info = await requestFromParent({ type: 'REQUEST_SHOPIFY_CUSTOMER_INFO' }, 'SHOPIFY_CUSTOMER_INFO', SHOP_CUSTOMER_INFO_TIMEOUT_MS);
  if (!info) return current; // no answer: keep what we have
  if (info.customerId === null) {
    if (current.status === 'loggedIn') await logout();
    return $session.get();
  }
  // Already logged in as the shop's customer: the signature or ticket is not spent (single use).
  if (current.status === 'loggedIn' && current.customer.customerId === info.customerId) return current;
  // The app's blocks hand a ticket that is already a login token; the old snippet, a signature.
  const exchanged = 'loginTicket' in info ? { ok: await verifyToken(info.loginTicket), message: null } : await exchangeShopSignature(info);
  if (exchanged.ok) return $session.get();
  // A forged, stale or used signature or ticket: nobody is logged in here.
  if (current.status === 'loggedIn') await logout();
  if (exchanged.message) $session.set({ status: 'loggedOut', tokenFailed: false, notice: exchanged.message });
  return $session.get();
}

/**
 * A login link opened on this page. Logged out, it is verified at once.
 * Logged in, POST /api/auth/link-info says whose it is without using it: the customer's own link
 * is verified silently (spent, the session renewed); another account's waits in
 * `$accountSwitch` for the customer's answer, the current session kept meanwhile. Answers
 * whether the link failed (used, expired, or no usable answer: never a silent switch).
 */
async function openLoginLink(token: string): Promise<boolean> {
  const info = await fetchLinkInfo(token);
  if (info.kind === 'loggedOut' || (info.kind === 'answered' && info.sameAccount)) return !(await verifyToken(token));
  if (info.kind === 'answered') $accountSwitch.set({ token, linkEmail: info.email, status: 'asking' });
  return info.kind !== 'answered';
}

/**
 * "Switch account": uses the waiting link, which replaces the session (the server ends the old
 * one). Answers whether it worked; the caller then reloads the page so that every store loads
 * the new account. A link that could not be used stays in `$accountSwitch` as `failed`.
 */
export async function switchAccount(): Promise<boolean> {
  const pending = $accountSwitch.get();
  if (!pending || pending.status !== 'asking') return false;
  $accountSwitch.set({ ...pending, status: 'switching' });
  const ok = await verifyToken(pending.token);
  $accountSwitch.set(ok ? null : { ...pending, token: '', status: 'failed' });
  return ok;
}

/** "Stay logged in" (or closing the question): the waiting link is dropped unused. */
export function stayLoggedIn(): void {
  $accountSwitch.set(null);
}

let started: Promise<SessionState> | null = null;

/** Settles the session once per page (see the module comment). Later calls share the result. */
export function initSession(): Promise<SessionState> {
  if (started) return started;
  if (typeof window === 'undefined') return Promise.resolve($session.get());
  started = (async () => {
    // Out of the address before any request of ours, so no Referer and no history entry keeps it.
    const token = takeTokenFromAddress();
    const embed = await initEmbed();
    const tokenFailed = token ? await openLoginLink(token) : false;
    forgetLoginLinkToken(); // spent, refused or set aside by now; also a copy an earlier page left
    let state = $session.get().status === 'loggedIn' && !$accountSwitch.get() ? $session.get() : await checkSession();
    const pending = $accountSwitch.get();
    if (pending && state.status !== 'loggedIn') {
      // The session ended in between: nobody to ask, so the link is used as it would be logged out.
      $accountSwitch.set(null);
      if (await verifyToken(pending.token)) state = $session.get();
    }
    if (embed.framed && embed.allowed) state = await reconcileWithShop(state);
    if (state.status === 'loggedOut' && tokenFailed) {
      state = loggedOut(true);
      $session.set(state);
    }
    return state;
  })();
  return started;
}

/** For tests: forget the settled session so the next initSession() starts over. */
export function resetSessionForTests(): void {
  started = null;
  $accountSwitch.set(null);
  $session.set({ status: 'unknown' });
}
