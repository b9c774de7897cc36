/**
 * The logged-in customer's first loads (subscriptions, orders, legacy subscription, pets),
 * started as soon as the sections' code has loaded and the session is known, before React has
 * rendered the sections; the sections take them over instead of loading again.
 *
 * @example
 * startEarlyLoads(); // sections-start.ts
 * void (takeEarlyLoad(customer.customerId) ?? loadDashboard(customer.customerId)); // DashboardSections
 */
import { loadDashboard } from '../../stores/dashboard';
import { loadPets } from '../../stores/pets';
import { initSession } from '../../stores/session';

/** The loads started for a customer before the sections were on screen, not yet taken over. */
let early: { customerId: string; done: Promise<void> } | null = null;
/** The sections are on screen and load for themselves from now on. */
let handedOver = false;

/** Once the session says who is logged in, starts that customer's loads. Browser only. */
export async function startEarlyLoads(): Promise<void> {
  const session = await initSession();
  // In the shop's frame the session may settle after the sections have already appeared.
  if (session.status !== 'loggedIn' || handedOver) return;
  const { customerId } = session.customer;
  early = { customerId, done: loadDashboard(customerId) };
  loadPets().catch(() => undefined); // a failed load is not displayed (001 §8)
}

/**
 * The loads `startEarlyLoads()` began for `customerId`, handed over once to the sections that
 * show them; null when there are none (a later login, another customer in the shop's frame),
 * and the sections load afresh.
 */
export function takeEarlyLoad(customerId: string): Promise<void> | null {
  const started = early;
  early = null;
  handedOver = true;
  return started && started.customerId === customerId ? started.done : null;
}

/** For tests: forget the loads started early. */
export function resetEarlyLoadsForTests(): void {
  early = null;
  handedOver = false;
}
