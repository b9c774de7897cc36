/**
 * The mobile dashboard (/mobile, spec 001 §2 'Mobile dashboard', §4 'Mobile', §8 'Mobile'):
 * its tabs and titles, its texts and error messages, the Home tab's figures and the short
 * menu pages. Pure: the island and its tests read the same words from here.
 */
import { nextDeliveryOf } from './billing';
import { parseIsoDate } from './dates';
import { DEFAULT_SHIPPING_PRICE, formatNzd } from './money';
import { REORDER_SHIPPING_NOTE } from './reorder';
import { activeSubscriptions, frequencyLabel } from './subscriptions';

/** The bottom tab bar, in order (001 §4: tab is home, pets, subscriptions, orders or profile). */
export const MOBILE_TABS = ['home', 'pets', 'subscriptions', 'orders', 'profile'] as const;
export type MobileTab = (typeof MOBILE_TABS)[number];

/** The tab bar's labels. */
export const MOBILE_TAB_LABELS: Readonly<Record<MobileTab, string>> = {
  home: 'Home',
  pets: 'Pets',
  subscriptions: 'Subscriptions',
  orders: 'Orders',
  profile: 'Profile',
};

/** The header's title per tab. */
export const MOBILE_TAB_TITLES: Readonly<Record<MobileTab, string>> = {
  home: 'Dashboard',
  pets: 'My Pets',
  subscriptions: 'Subscriptions',
  orders: 'Orders',
  profile: 'Profile',
};

/** The header's title while a pet is being edited (the tab bar is hidden then). */
export const MOBILE_EDIT_PET_TITLE = 'Edit Pet';

/** The slide-out menu's short pages (Logout is the menu's fourth entry). */
export const MOBILE_MENU_PAGES = ['settings', 'help', 'about'] as const;
export type MobileMenuPage = (typeof MOBILE_MENU_PAGES)[number];

export const MOBILE_MENU_PAGE_TITLES: Readonly<Record<MobileMenuPage, string>> = {
  settings: 'Settings',
  help: 'Help & Support',
  about: 'About',
};

/**
 * @example
 * isMobileTab('orders') // true
 * isMobileTab('edit') // false
 */
export function isMobileTab(value: unknown): value is MobileTab {
  return typeof value === 'string' && (MOBILE_TABS as readonly string[]).includes(value);
}

/** Where 'Go to Dashboard' leads a visitor without a session. */
export const MOBILE_DASHBOARD_PATH = '/dashboard';

/** The mobile dashboard's fixed texts (spec 001 §2). */
export const MOBILE_TEXTS = {
  loading: 'Loading...',
  /** While the session is checked (001 §2 'shows Loading'): the app's name and what it holds. */
  appName: 'Furbaby Plans',
  splash: "Your dogs' daily portions, their kibble deliveries and your orders, all in one place.",
  authRequired: 'Authentication Required',
  authRequiredBody: 'Please log in to access the mobile dashboard.',
  goToDashboard: 'Go to Dashboard',
  logout: 'Logout',
  tryAgain: 'Try Again',

  loadingSubscriptions: 'Loading your subscriptions...',
  noSubscriptions: 'No subscriptions yet',
  noSubscriptionsBody: "Start a subscription to get regular deliveries of your pet's food!",
  startSubscription: 'Start Subscription',
  mySubscriptions: 'My Subscriptions',
  nextDelivery: 'Next delivery',
  notScheduled: 'Not scheduled',
  deliverTo: 'Deliver to',
  total: 'Total',
  manage: 'Manage',
  resume: 'Resume',
  addSubscription: 'Add Subscription',

  loadingOrders: 'Loading your orders...',
  noOrders: 'No orders yet',
  noOrdersBody: 'Your order history will appear here once you place your first order.',
  startShopping: 'Start Shopping',
  myOrders: 'My Orders',
  viewDetails: 'View Details',

  basicInformation: 'Basic Information',
  healthActivity: 'Health & Activity',
  breedHint: 'e.g., Golden Retriever',
  dailyFeeding: 'Daily Feeding Requirements',
  saveChanges: 'Save Changes',
  saving: 'Saving...',
  cancel: 'Cancel',

  /** Home (the spec's demo figures, made real). */
  dogs: 'Dogs',
  activeSubscriptions: 'Active subscriptions',
  orders: 'Orders',
  noUpcomingDelivery: 'No upcoming deliveries',
  recentActivity: 'Recent activity',
  noActivity: 'No recent activity yet.',
  figureUnavailable: 'Not available',

  /** Profile. */
  name: 'Name',
  email: 'E-mail',
  shippingAddress: 'Shipping address',
  noShippingAddress: 'No shipping address on file yet.',
} as const;

/** The §8 'Mobile' error texts not already in the shared catalogue (messages.ts). */
export const MOBILE_MESSAGES = {
  failedToLoadSubscriptions: 'Failed to load subscriptions',
  failedToLoadOrders: 'Failed to load orders',
  /** The edit screen's alert after a failed save. */
  failedToSavePet: 'Failed to save pet',
} as const;

/**
 * The Subscriptions tab's error when the call answers non-ok.
 *
 * @example
 * failedToFetchSubscriptions(500) // 'Failed to fetch subscriptions: 500'
 */
export function failedToFetchSubscriptions(status: number): string {
  return `Failed to fetch subscriptions: ${status}`;
}

/**
 * The Orders tab's error when the call answers non-ok.
 *
 * @example
 * failedToFetchOrders(502) // 'Failed to fetch orders: 502'
 */
export function failedToFetchOrders(status: number): string {
  return `Failed to fetch orders: ${status}`;
}

interface HomeSubscription {
  status?: string | null;
  product_name?: string | null;
  order_interval_frequency?: number | null;
  order_interval_unit?: string | null;
  next_charge_scheduled_at?: string | null;
  billing_attempts?: readonly { date: string }[] | null;
}

/** The next delivery the Home tab shows. */
export interface HomeNextDelivery {
  /** The delivery date as the subscription rules give it (see nextDeliveryOf). */
  date: string;
  productName: string;
  /** 'Every 28 days', or null when the subscription has no frequency. */
  frequency: string | null;
}

/**
 * The soonest next delivery of the ACTIVE subscriptions (spec 001 §3 rule), or null.
 *
 * @example
 * homeNextDelivery([{ status: 'ACTIVE', product_name: 'Chicken 15kg', order_interval_frequency: 28, order_interval_unit: 'day', next_charge_scheduled_at: '2025-06-10' }], now)
 * // { date: '2025-06-10', productName: 'Chicken 15kg', frequency: 'Every 28 days' }
 */
export function homeNextDelivery(subscriptions: readonly HomeSubscription[], now: Date): HomeNextDelivery | null {
  let best: { at: number; next: HomeNextDelivery } | null = null;
  for (const s of activeSubscriptions(subscriptions)) {
    const date = nextDeliveryOf(s, now);
    const at = parseIsoDate(date)?.getTime();
    if (!date || at === undefined) continue;
    if (best === null || at < best.at) {
      best = {
        at,
        next: {
          date,
          productName: s.product_name ?? '',
          frequency: s.order_interval_frequency ? frequencyLabel(s.order_interval_frequency, s.order_interval_unit) : null,
        },
      };
    }
  }
  return best?.next ?? null;
}

/** The short pages behind Settings, Help & Support and About: paragraphs of plain text. */
export const MOBILE_PAGE_TEXTS: Readonly<Record<MobileMenuPage, readonly string[]>> = {
  settings: [
    'Your delivery date, frequency, address and card are set per subscription: open Subscriptions and tap Manage.',
    "Your dogs' details, photos and feeding amounts are on the Pets tab.",
    'For everything at once on a bigger screen, use the full dashboard.',
  ],
  help: [
    'Change a delivery: Subscriptions, then Manage. You can move the next order date, change how often it comes, pause, or add treats.',
    REORDER_SHIPPING_NOTE,
    `Standard shipping is ${formatNzd(DEFAULT_SHIPPING_PRICE)} for most orders, more for large or rural deliveries.`,
    'Track an order: Orders, then View Details.',
  ],
  about: [
    'Furbaby Plans works out how much your dog needs each day and delivers the right kibble, on the schedule that fits.',
    'Made in New Zealand. Prices are in NZD.',
  ],
};
