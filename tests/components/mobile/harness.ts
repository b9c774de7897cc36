/**
 * What every mobile component test starts from, set up by `mobileTestWorld()`: the session
 * check stubbed (a test sets the session itself, or the harness logs the demo customer in), the
 * stores reset, jsdom's missing scrolling stubbed, a fresh fake API (./fakes.ts); after each
 * test, no call the fake did not expect.
 */
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { CUSTOMER, fakeApi, type FakeApi } from './fakes';

vi.mock('../../../src/stores/session', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../src/stores/session')>();
  // The session check itself is the session store's own test.
  return { ...actual, initSession: vi.fn(async () => actual.$session.get()) };
});

export const { $session } = await import('../../../src/stores/session');
export const { resetMobileForTests, startMobile } = await import('../../../src/stores/mobile');
const { resetDashboardForTests } = await import('../../../src/stores/dashboard');
const { resetPetsForTests } = await import('../../../src/stores/pets');
const { resetJourneysForTests } = await import('../../../src/stores/dog-journey');

/**
 * The hooks of one test file. The answer is the running test's fake API: one object whose
 * calls and answers are new for each test, so a file keeps it in a const.
 */
export function mobileTestWorld({ path, loggedIn = true }: { path?: string; loggedIn?: boolean } = {}): FakeApi {
  const api = {} as FakeApi;
  beforeEach(() => {
    resetMobileForTests();
    resetDashboardForTests();
    resetPetsForTests();
    resetJourneysForTests();
    if (path) window.history.replaceState(null, '', path);
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    if (loggedIn) $session.set({ status: 'loggedIn', customer: CUSTOMER });
    Object.assign(api, fakeApi());
  });
  afterEach(() => {
    expect(api.unexpected).toEqual([]);
    vi.unstubAllGlobals();
  });
  return api;
}
