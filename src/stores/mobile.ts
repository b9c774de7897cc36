/**
 * The mobile dashboard's state (/mobile, spec 001 §2 'Mobile dashboard', §4 'Mobile', §8): the
 * tab shown, the pet being edited, the slide-out menu and its short pages, the notice, and the
 * loading state of each tab's data with the spec's error texts.
 *
 * Subscriptions are the desktop dashboard's list (src/stores/dashboard/ `$subscriptions`):
 * mobile loads them itself, because its tab shows a failure ('Failed to fetch subscriptions:
 * {status}') where the desktop stays silent, and puts them there through its setter (payment banner and pending frequencies follow) so the desktop's Manage
 * dialogs and actions work on the same records and update this tab when they succeed.
 * Orders, recent activity (GET /api/activity) and the profile (GET /api/profile) are mobile's own.
 *
 * @example
 * useEffect(() => startMobile(customer.customerId), [customer.customerId]);
 * const tab = useStore($mobileTab);
 * showTab('orders');
 */
import { atom, computed, type WritableAtom } from 'nanostores';
import type { ActivityEventData } from '../domain/activity';
import { ACTIVITY_DEFAULT_LIMIT } from '../domain/activity';
import { MOBILE_MESSAGES, failedToFetchOrders, failedToFetchSubscriptions, isMobileTab, type MobileMenuPage, type MobileTab } from '../domain/mobile';
import { TIMERS_MS } from '../copy/timers';
import { api } from '../lib/api-client';
import { send, type JsonResponse } from '../lib/call';
import { $busy, setSubscriptions, type Busy, type Order, type Subscription } from './dashboard';
import { loadPets } from './pets';
import { loadMoreOrders, moreOrdersAtom, NO_MORE_ORDERS, startPaging } from './order-pages';

export type { Order, Subscription } from './dashboard';
export type ProfileAnswer = Awaited<ReturnType<Awaited<ReturnType<typeof api.api.profile.$get>>['json']>>;

export type LoadState = { status: 'idle' } | { status: 'loading' } | { status: 'ready' } | { status: 'error'; message: string };

// ─── Navigation ──────────────────────────────────────────────────────────────────────────

export const $mobileTab = atom<MobileTab>('home');
/** The id of the pet on the Edit Pet screen, or null. */
export const $editingPetId = atom<string | null>(null);
/** The short page opened from the menu (Settings, Help & Support, About), or null. */
export const $menuPage = atom<MobileMenuPage | null>(null);
export const $menuOpen = atom(false);
/** A passing confirmation ('Pet updated successfully!'), cleared after TIMERS_MS.successNotice. */
export const $mobileNotice = atom<string | null>(null);

/** What the screen shows: the editor, a menu page, or a tab. */
export const $mobileView = computed([$mobileTab, $editingPetId, $menuPage], (tab, petId, page) =>
  petId !== null ? ({ kind: 'editPet', petId } as const) : page !== null ? ({ kind: 'page', page } as const) : ({ kind: 'tab', tab } as const),
);

/** Shows a tab (leaving a menu page; the editor is left through its own buttons). */
export function showTab(tab: MobileTab): void {
  $menuPage.set(null);
  $editingPetId.set(null);
  $mobileTab.set(tab);
  rememberTab(tab);
}

export function openPetEditor(petId: string): void {
  $menuPage.set(null);
  $editingPetId.set(petId);
}

export function closePetEditor(): void {
  $editingPetId.set(null);
}

export function openMenuPage(page: MobileMenuPage): void {
  $menuOpen.set(false);
  $editingPetId.set(null);
  $menuPage.set(page);
}

export function closeMenuPage(): void {
  $menuPage.set(null);
}

let noticeTimer: ReturnType<typeof setTimeout> | undefined;

/** Shows `text` for TIMERS_MS.successNotice (3 s); a newer notice replaces it. */
export function showNotice(text: string): void {
  clearTimeout(noticeTimer);
  $mobileNotice.set(text);
  noticeTimer = setTimeout(() => $mobileNotice.set(null), TIMERS_MS.successNotice);
}

/** The tab is kept in the address (#orders), so a reload or a shared link opens it again. */
function rememberTab(tab: MobileTab): void {
  if (typeof window === 'undefined') return;
  const hash = tab === 'home' ? '' : `#${tab}`;
  if (window.location.hash !== hash) window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}${hash}`);
}

/** The tab named in the address, if any. */
export function tabFromAddress(): MobileTab | null {
  if (typeof window === 'undefined') return null;
  const name = window.location.hash.replace(/^#/, '');
  return isMobileTab(name) ? name : null;
}

// ─── Data ────────────────────────────────────────────────────────────────────────────────

export const $subscriptionsLoad = atom<LoadState>({ status: 'idle' });
export const $ordersLoad = atom<LoadState>({ status: 'idle' });
export const $orders = atom<Order[]>([]);
/** Whether the Orders tab has another page, and its 'Load more' state. */
export const $ordersMore = moreOrdersAtom();
/** Recent subscription events; a failure leaves Home with the orders alone. */
export const $activity = atom<{ status: LoadState['status']; events: ActivityEventData[] }>({ status: 'idle', events: [] });
export const $profile = atom<{ status: LoadState['status']; profile: ProfileAnswer | null }>({ status: 'idle', profile: null });

let customerId: string | null = null;

/**
 * One list of the customer's, read into a tab: `load` goes loading, then ready once `apply` has
 * the body, or error with the spec's text: `ofStatus` when the server answered an error,
 * `otherwise` when nothing came back.
 */
async function readTab<B>(
  load: WritableAtom<LoadState>,
  request: (customerId: string) => Promise<JsonResponse<B>>,
  [ofStatus, otherwise]: readonly [(status: number) => string, string],
  apply: (body: B) => void,
): Promise<void> {
  const id = customerId;
  if (!id) return;
  load.set({ status: 'loading' });
  const answer = await send(() => request(id));
  if (!answer.ok) {
    load.set({ status: 'error', message: answer.status >= 400 ? ofStatus(answer.status) : otherwise });
    return;
  }
  apply(answer.body);
  load.set({ status: 'ready' });
}

/**
 * GET /api/subscriptions/customer/:id: 'Failed to fetch subscriptions: {status}' or 'Failed to load subscriptions'.
 * The list goes in place through the dashboard's own setter, so the payment banner and the pending frequencies follow it.
 */
export function loadSubscriptions(): Promise<void> {
  return readTab(
    $subscriptionsLoad,
    (id) => api.api.subscriptions.customer[':customerId'].$get({ param: { customerId: id } }),
    [failedToFetchSubscriptions, MOBILE_MESSAGES.failedToLoadSubscriptions],
    (answer) => {
      // The spec allows the array or { payload: [] } (001 §7).
      const body = answer as Subscription[] | { payload?: Subscription[] };
      setSubscriptions(Array.isArray(body) ? body : (body.payload ?? []));
    },
  );
}

/** GET /api/orders/customer/:id: 'Failed to fetch orders: {status}' or 'Failed to load orders'. */
export function loadOrders(): Promise<void> {
  return readTab(
    $ordersLoad,
    (id) => api.api.orders.customer[':customerId'].$get({ param: { customerId: id }, query: {} }),
    [failedToFetchOrders, MOBILE_MESSAGES.failedToLoadOrders],
    (body) => {
      $orders.set(body.orders ?? []);
      startPaging($ordersMore, body.nextCursor);
    },
  );
}

/** 'Load more' under My Orders: the next page, after the cards shown. */
export function loadMoreMobileOrders(): Promise<void> {
  return loadMoreOrders(
    customerId,
    $ordersMore,
    (orders) => $orders.set([...$orders.get(), ...orders]),
    (id) => customerId === id,
  );
}

export async function loadActivity(): Promise<void> {
  if (!customerId) return;
  const previous = $activity.get();
  $activity.set({ ...previous, status: 'loading' });
  try {
    const res = await api.api.activity.$get({ query: { limit: String(ACTIVITY_DEFAULT_LIMIT) } });
    if (!res.ok) throw new Error(String(res.status));
    $activity.set({ status: 'ready', events: (await res.json()).activity });
  } catch {
    $activity.set({ status: 'error', events: previous.events });
  }
}

export async function loadProfile(): Promise<void> {
  if (!customerId) return;
  $profile.set({ ...$profile.get(), status: 'loading' });
  try {
    const res = await api.api.profile.$get();
    if (!res.ok) throw new Error(String(res.status));
    $profile.set({ status: 'ready', profile: await res.json() });
  } catch {
    $profile.set({ status: 'error', profile: null });
  }
}

let stopFollowingActions: (() => void) | null = null;
let stopFollowingAddress: (() => void) | null = null;

/** A tab typed or linked into the address (#orders) while the page is open opens it too. */
function followAddress(): () => void {
  if (typeof window === 'undefined') return () => undefined;
  const onHashChange = () => {
    const tab = tabFromAddress();
    if (tab && (tab !== $mobileTab.get() || $mobileView.get().kind !== 'tab')) showTab(tab);
  };
  window.addEventListener('hashchange', onHashChange);
  return () => window.removeEventListener('hashchange', onHashChange);
}

/**
 * After a subscription action from the Manage sheet (the desktop store's busy lock ends),
 * recent activity is read again; after Reorder Now the orders too.
 */
function followActions(): () => void {
  let running: Busy | null = $busy.get();
  return $busy.listen((busy) => {
    const finished = running;
    running = busy;
    if (busy !== null || finished === null) return;
    void loadActivity();
    if (finished.action === 'shipNow' || finished.action === 'retryPayment') void loadOrders();
  });
}

/** Loads everything the tabs show for the logged-in customer; once per customer. */
export function startMobile(id: string): void {
  if (customerId === id) return;
  customerId = id;
  stopFollowingActions?.();
  stopFollowingActions = followActions();
  stopFollowingAddress?.();
  stopFollowingAddress = followAddress();
  const tab = tabFromAddress();
  if (tab) $mobileTab.set(tab);
  void loadSubscriptions();
  void loadOrders();
  void loadActivity();
  void loadProfile();
  loadPets().catch(() => undefined); // its failure is the Pets tab's error state ($petsLoad)
}

/** For tests: back to a page that has shown nothing. */
export function resetMobileForTests(): void {
  customerId = null;
  stopFollowingActions?.();
  stopFollowingActions = null;
  stopFollowingAddress?.();
  stopFollowingAddress = null;
  clearTimeout(noticeTimer);
  $mobileTab.set('home');
  $editingPetId.set(null);
  $menuPage.set(null);
  $menuOpen.set(false);
  $mobileNotice.set(null);
  $subscriptionsLoad.set({ status: 'idle' });
  $ordersLoad.set({ status: 'idle' });
  $orders.set([]);
  $ordersMore.set(NO_MORE_ORDERS);
  $activity.set({ status: 'idle', events: [] });
  $profile.set({ status: 'idle', profile: null });
}
