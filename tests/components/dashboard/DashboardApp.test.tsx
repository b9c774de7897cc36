/**
 * The dashboard as the page loads it (docs/performance.md): its HTML is already the
 * loading dashboard (the greeting heading and a loading status), the island hydrates that HTML
 * without a mismatch even when the session check has answered first, and the sections appear
 * together once their first loads have answered. The API is faked at `fetch`.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import DashboardApp from '../../../src/components/dashboard/DashboardApp';
import { resetEarlyLoadsForTests } from '../../../src/components/dashboard/early-loads';
import { startSections } from '../../../src/components/dashboard/sections-start';
import { resetDashboardForTests } from '../../../src/stores/dashboard';
import { resetPetsForTests } from '../../../src/stores/pets';
import { $session, initSession, resetSessionForTests } from '../../../src/stores/session';
import { deferred } from './fixtures';
import { CUSTOMER, demoAnswers, fakeApi, json, makePet, petsPayload, type FakeApi } from '../mobile/fakes';

// A whole dashboard renders per test; on two shared cores that can take seconds.

const LOADING = 'Loading your dashboard…';
const SIGNED_OUT = () => json({ error: 'Please log in to continue.', code: 'unauthenticated' }, 401);

let api: FakeApi;
let container: HTMLElement;
let root: Root | null;

beforeEach(() => {
  resetSessionForTests();
  resetDashboardForTests();
  resetPetsForTests();
  resetEarlyLoadsForTests();
  window.localStorage.clear();
  window.history.replaceState(null, '', '/dashboard');
  api = fakeApi({
    ...demoAnswers(),
    'GET /api/auth/check-session': () => json(CUSTOMER),
    [`GET /api/legacy-subscriptions/by-shopify-id/${CUSTOMER.customerId}`]: () => json([]),
    'GET /api/pets': () => json(petsPayload([makePet()])),
    'POST /api/pets/recommendations': () => json({ recommendations: [] }),
  });
  container = document.createElement('div');
  document.body.appendChild(container);
  root = null;
});

afterEach(() => {
  act(() => root?.unmount());
  container.remove();
  expect(api.unexpected).toEqual([]);
  vi.unstubAllGlobals();
});

/** The page as it arrives: the island's HTML, built before anyone is known. */
function pageHtml(): void {
  container.innerHTML = renderToString(<DashboardApp />);
}

/** The island takes over the HTML (a hydration mismatch logs console.error, which fails the test). */
async function hydrate(): Promise<void> {
  await act(async () => {
    root = hydrateRoot(container, <DashboardApp />);
  });
}

describe('the HTML, before any script has run', () => {
  it('is the loading dashboard: the greeting heading and a polite loading status, no login form', () => {
    pageHtml();
    const page = within(container);
    expect(page.getByRole('heading', { level: 1 }).textContent).toBe('Hey there - welcome back!');
    expect(page.getByRole('status').textContent).toBe(LOADING);
    expect(page.queryByRole('textbox')).toBeNull();
  });
});

describe('the island', () => {
  it('hydrates the HTML when the session check has answered first, greets the customer in the same heading and shows the sections once loaded', async () => {
    pageHtml();
    const heading = within(container).getByRole('heading', { level: 1 });
    const orders = deferred();
    api.answers[`GET /api/orders/customer/${CUSTOMER.customerId}`] = () => orders.promise;
    // The page's head and its SectionsLoader island: the session check, the sections and the first loads.
    await initSession();
    startSections();

    await hydrate();
    expect(await screen.findByRole('heading', { name: `Hey ${CUSTOMER.customerName} - welcome back!` })).toBe(heading);
    // One load is still out: the loading status stays and no section shows yet.
    await waitFor(() => expect(api.calls.map((c) => c.key)).toContain('GET /api/pets'));
    expect(screen.getByRole('status').textContent).toBe(LOADING);
    expect(screen.queryByRole('region', { name: 'My Subscriptions' })).toBeNull();

    orders.resolve(json({ orders: [] }));
    expect(await screen.findByRole('region', { name: 'My Subscriptions' })).toBeTruthy();
    expect(await screen.findByRole('region', { name: 'My Order History' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'My Furbabys' })).toBeTruthy();
    expect(screen.queryByText(LOADING)).toBeNull();
    // The loads the page started are not made again by the sections.
    expect(api.calls.filter((c) => c.key === `GET /api/subscriptions/customer/${CUSTOMER.customerId}`)).toHaveLength(1);
  });

  it('logged out on our own site: the login form replaces the loading dashboard', async () => {
    api.answers['GET /api/auth/check-session'] = SIGNED_OUT;
    pageHtml();
    await hydrate();
    expect(await screen.findByRole('heading', { name: 'Login to access your dashboard' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Email address' })).toBeTruthy();
    expect(screen.queryByText(LOADING)).toBeNull();
  });

  it('a refused shop sign-in shows the server’s reason above the login', async () => {
    api.answers['GET /api/auth/check-session'] = SIGNED_OUT;
    pageHtml();
    await hydrate();
    await screen.findByRole('heading', { name: 'Login to access your dashboard' });
    const used = 'This shop sign-in has already been used. Please reload the page to sign in again.';
    act(() => $session.set({ status: 'loggedOut', tokenFailed: false, notice: used }));
    expect(screen.getByRole('alert').textContent).toBe(used);
  });

  it('opens a dialog whose code loads on demand; Escape closes it and focus goes back to its button', async () => {
    pageHtml();
    await initSession();
    startSections();
    await hydrate();
    const table = await screen.findByRole('table');
    const manage = within(table).getByRole('button', { name: 'Manage' });

    await userEvent.click(manage);
    const dialog = await screen.findByRole('dialog', { name: 'Manage My Subscription' });
    // The actions follow the dialog's first frame (ManageModal renders them deferred).
    expect(await within(dialog).findByRole('button', { name: 'Pause' })).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(manage);
  });
});
