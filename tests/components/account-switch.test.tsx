/**
 * The browser's side of a login link:
 * - its token leaves local storage as soon as POST /auth/verify has answered, and the address
 *   before any request of ours;
 * - opened while another account is logged in, it is not used until the customer answers
 *   "Switch accounts?" (the dialog), and "Stay logged in" drops it unused.
 * The API is faked at `fetch`, the embedding bridge by a module mock, the page reload by a mock.
 */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../src/copy/messages';

const embed = vi.hoisted(() => ({
  state: { framed: false, parentOrigin: null as string | null, allowed: false, ready: true },
  shopReply: null as unknown,
  /** location.search when the bridge started (its config request is our first request in a frame). */
  searchAtStart: null as string | null,
}));

vi.mock('../../src/stores/embed', async () => {
  const { atom } = await import('nanostores');
  return {
    // A store (the Dialog's placement reads it with useStore) whose value is this test's state.
    $embed: Object.assign(atom(null), { get: () => embed.state }),
    // The shop's viewport: never sent here, so a dialog is placed as standalone.
    $parentViewport: atom(null),
    initEmbed: async () => {
      embed.searchAtStart = window.location.search;
      return embed.state;
    },
    requestFromParent: () => embed.shopReply,
  };
});
vi.mock('../../src/lib/reload-page', () => ({ reloadPage: vi.fn() }));

const { $session, initSession, resetSessionForTests, stayLoggedIn, switchAccount } = await import('../../src/stores/session');
const { $accountSwitch } = await import('../../src/stores/account-switch');
const { AUTH_TOKEN_KEY } = await import('../../src/lib/login-link-token');
const { reloadPage } = await import('../../src/lib/reload-page');
const { AccountSwitchPrompt } = await import('../../src/components/login/AccountSwitchPrompt');

const SAM = { customerId: '7001000000001', customerName: 'Sam', customerEmail: 'demo@example.com' };
const ALEX = { customerId: '7001000000002', customerName: 'Alex', customerEmail: 'other@example.com' };
const UNAUTHENTICATED = { error: 'Please log in to continue.', code: 'unauthenticated' };
const EXPIRED = { error: MESSAGES.magicLinkExpired, code: 'magic_link_expired' };

let calls: { method: string; path: string; body: unknown }[];
let answers: Record<string, () => Response | Promise<Response>>;
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const paths = () => calls.map((c) => `${c.method} ${c.path}`);

function deferred<T>() {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

beforeEach(() => {
  resetSessionForTests();
  localStorage.clear();
  vi.mocked(reloadPage).mockClear();
  embed.state = { framed: false, parentOrigin: null, allowed: false, ready: true };
  embed.shopReply = null;
  embed.searchAtStart = null;
  calls = [];
  answers = {
    'GET /api/auth/check-session': () => json(UNAUTHENTICATED, 401),
    'POST /api/auth/link-info': () => json(UNAUTHENTICATED, 401),
  };
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const path = new URL(request.url).pathname;
    calls.push({ method: request.method, path, body: request.method === 'GET' ? undefined : await request.json().catch(() => undefined) });
    const answer = answers[`${request.method} ${path}`];
    if (!answer) throw new Error(`unexpected ${request.method} ${path}`);
    return answer();
  });
});

/** A pet page opened from a login link: the token in the address and, as the page keeps it, in local storage. */
function openLink(token = 'link-token', path = '/pet-calculator?productId=8730358808826') {
  window.history.replaceState(null, '', `${path}&token=${token}`);
  localStorage.setItem(AUTH_TOKEN_KEY, token);
}

describe('the login link’s token in storage and in the address', () => {
  it('leaves local storage as soon as verify answers, before the shop has answered in a frame', async () => {
    embed.state = { framed: true, parentOrigin: 'https://furbaby.co.nz', allowed: true, ready: true };
    const shop = deferred<unknown>();
    embed.shopReply = shop.promise;
    const verified = deferred<void>();
    answers['POST /api/auth/verify'] = () => {
      verified.resolve();
      return json({ ...SAM, sessionToken: 'bearer-secret' });
    };
    openLink();
    const settled = initSession();
    await verified.promise;
    await waitFor(() => expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull());
    expect($session.get()).toEqual({ status: 'loggedIn', customer: SAM }); // still waiting for the shop
    shop.resolve(null);
    expect(await settled).toEqual({ status: 'loggedIn', customer: SAM });
  });

  it('leaves local storage when verify refuses the link too', async () => {
    answers['POST /api/auth/verify'] = () => json(EXPIRED, 401);
    openLink();
    expect(await initSession()).toEqual({ status: 'loggedOut', tokenFailed: true });
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
  });

  it('a copy an earlier page left behind is removed by the next page', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'left-over');
    window.history.replaceState(null, '', '/dashboard');
    await initSession();
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
  });

  it('leaves the address before our first request (the bridge’s), other parameters kept', async () => {
    embed.state = { framed: true, parentOrigin: 'https://furbaby.co.nz', allowed: true, ready: true };
    answers['POST /api/auth/verify'] = () => json({ ...SAM, sessionToken: 'bearer-secret' });
    openLink();
    await initSession();
    expect(embed.searchAtStart).toBe('?productId=8730358808826');
    expect(window.location.search).toBe('?productId=8730358808826');
  });
});

describe('a login link opened while logged in', () => {
  beforeEach(() => {
    answers['GET /api/auth/check-session'] = () => json(SAM);
    answers['POST /api/auth/verify'] = () => json(ALEX);
  });

  it('another account’s link is not used: Sam stays logged in and is asked', async () => {
    answers['POST /api/auth/link-info'] = () => json({ sameAccount: false, email: 'o***@example.com' });
    openLink('alex-link', '/dashboard?x=1');
    expect(await initSession()).toEqual({ status: 'loggedIn', customer: SAM });
    expect(paths()).toEqual(['POST /api/auth/link-info', 'GET /api/auth/check-session']);
    expect(calls[0]!.body).toEqual({ token: 'alex-link' });
    expect($accountSwitch.get()).toEqual({ token: 'alex-link', linkEmail: 'o***@example.com', status: 'asking' });
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    expect(window.location.search).toBe('?x=1');
  });

  it('the same account’s link is used silently', async () => {
    answers['POST /api/auth/link-info'] = () => json({ sameAccount: true, email: 'd***@example.com' });
    answers['POST /api/auth/verify'] = () => json(SAM);
    openLink();
    expect(await initSession()).toEqual({ status: 'loggedIn', customer: SAM });
    expect(paths()).toEqual(['POST /api/auth/link-info', 'POST /api/auth/verify']);
    expect($accountSwitch.get()).toBeNull();
  });

  it('a used link, or no usable answer, switches nothing and asks nothing', async () => {
    for (const answer of [() => json(EXPIRED, 410), () => json({ error: 'x', code: 'internal_error' }, 500)]) {
      resetSessionForTests();
      calls = [];
      answers['POST /api/auth/link-info'] = answer;
      openLink();
      expect(await initSession()).toEqual({ status: 'loggedIn', customer: SAM });
      expect(paths()).not.toContain('POST /api/auth/verify');
      expect($accountSwitch.get()).toBeNull();
    }
  });

  it('switchAccount uses the link; stayLoggedIn drops it unused', async () => {
    answers['POST /api/auth/link-info'] = () => json({ sameAccount: false, email: 'o***@example.com' });
    openLink('alex-link');
    await initSession();
    stayLoggedIn();
    expect($accountSwitch.get()).toBeNull();
    expect(await switchAccount()).toBe(false); // nothing waiting any more
    expect(paths()).not.toContain('POST /api/auth/verify');

    resetSessionForTests();
    openLink('alex-link');
    await initSession();
    expect(await switchAccount()).toBe(true);
    expect(calls.at(-1)).toMatchObject({ path: '/api/auth/verify', body: { token: 'alex-link' } });
    expect($session.get()).toEqual({ status: 'loggedIn', customer: ALEX });
    expect($accountSwitch.get()).toBeNull();
  });
});

describe('the “Switch accounts?” dialog', () => {
  beforeEach(() => {
    $session.set({ status: 'loggedIn', customer: SAM });
    $accountSwitch.set({ token: 'alex-link', linkEmail: 'o***@example.com', status: 'asking' });
    answers['POST /api/auth/verify'] = () => json(ALEX);
  });

  it('asks with both addresses, focusing “Stay logged in”', async () => {
    render(<AccountSwitchPrompt />);
    const dialog = await screen.findByRole('dialog', { name: 'Switch accounts?' });
    const description = document.getElementById(dialog.getAttribute('aria-describedby')!);
    expect(description?.textContent).toBe("You're logged in as demo@example.com. This link is for o***@example.com. Switch accounts?");
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Stay logged in' }));
    expect(calls).toEqual([]);
  });

  it('“Switch account” uses the link and reloads the page as the new account', async () => {
    render(<AccountSwitchPrompt />);
    fireEvent.click(await screen.findByRole('button', { name: 'Switch account' }));
    await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
    expect(paths()).toEqual(['POST /api/auth/verify']);
    expect($session.get()).toEqual({ status: 'loggedIn', customer: ALEX });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('“Stay logged in” (or Escape) closes it and the link is never used', async () => {
    render(<AccountSwitchPrompt />);
    fireEvent.click(await screen.findByRole('button', { name: 'Stay logged in' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect($accountSwitch.get()).toBeNull();

    act(() => $accountSwitch.set({ token: 'alex-link', linkEmail: 'o***@example.com', status: 'asking' }));
    fireEvent.keyDown(await screen.findByRole('dialog'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls).toEqual([]);
    expect($session.get()).toEqual({ status: 'loggedIn', customer: SAM });
  });

  it('a link that can no longer be used says so, and Sam stays logged in', async () => {
    answers['POST /api/auth/verify'] = () => json(EXPIRED, 401);
    render(<AccountSwitchPrompt />);
    fireEvent.click(await screen.findByRole('button', { name: 'Switch account' }));
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.magicLinkExpired);
    expect(screen.queryByRole('button', { name: 'Switch account' })).toBeNull();
    expect(reloadPage).not.toHaveBeenCalled();
    expect($session.get()).toEqual({ status: 'loggedIn', customer: SAM });
  });
});
