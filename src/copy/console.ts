/**
 * The console's words (issue 49): what a shop's staff call things, in one place. Event-log actions
 * and actors are our code's names; here they become what happened and who did it.
 */

/** The console's sections, in the admin's navigation (App Bridge's s-app-nav) in this order. */
export const CONSOLE_SECTIONS = [
  { key: 'overview', label: 'Overview' },
  { key: 'subscribers', label: 'Subscribers' },
  { key: 'forecast', label: 'Forecast' },
  { key: 'campaigns', label: 'Campaigns' },
  { key: 'customers', label: 'Customers' },
  { key: 'plans', label: 'Plans & recipes' },
] as const;
export type ConsoleSection = (typeof CONSOLE_SECTIONS)[number]['key'];

/** The section a console URL names (`?section=`), Overview when none or unknown. */
export function sectionOf(search: string): ConsoleSection {
  const asked = new URLSearchParams(search).get('section');
  return CONSOLE_SECTIONS.find((s) => s.key === asked)?.key ?? 'overview';
}

export const CONSOLE_WORDS = {
  title: 'Furbaby Plans',
  today: 'Today',
  dueToday: 'Renewals due today',
  dueThisWeek: 'Renewals due this week',
  billedToday: 'Renewals charged today',
  ordersFromShopify: 'Updates received from Shopify (last 24 hours)',
  ordersFromShopifyFailed: 'Updates from Shopify we could not process (last 24 hours)',
  lastRun: 'Last automatic renewal run',
  noRunYet: 'Not run yet',
  failedTitle: 'Payments that failed, to be retried',
  noFailed: 'No failed payments.',
  stuckTitle: 'Renewals that need you: every retry failed',
  noStuck: 'No renewals need you.',
  retry: 'Charge again',
  retryQueued: 'Charge queued',
  stuckSince: 'Stopped at',
} as const;

/** A subscription from before contracts, on a customer's page. */
export const CONSOLE_LEGACY_WORDS = {
  heading: 'Subscriptions from before contracts',
  noSkipOrPause:
    'No skip or pause: this subscription is from before contracts, and the customer cannot skip or pause it either. Move the next delivery date instead.',
  noShipToday:
    'No "Ship today": the shop can charge only a subscription contract’s saved card, and this subscription has none. The customer orders it with Confirm & Pay, at the shop’s checkout.',
} as const;

/** Who made a change in a customer's history: the customer, the shop's staff, or the automatic run. */
export function actorText(actor: string): string {
  if (actor.startsWith('shop:')) return 'Shop staff';
  if (actor.startsWith('customer:')) return 'Customer';
  if (actor === 'scheduler') return 'Automatic';
  return 'Someone else';
}

const ACTION_WORDS: Record<string, string> = {
  'subscription-started': 'Subscription started',
  'trial-started': 'Free trial started',
  renewal: 'Renewal charged and order created',
  'renewal-declined': 'Renewal payment declined',
  'renewal-pending': 'Renewal payment pending',
  'renewal-skipped': 'Skipped delivery passed',
  'renewal-dead-lettered': 'Renewal stopped: every retry failed',
  'retry-payment': 'Failed payment charged again',
  'ship-now': 'Shipped now',
  'ship-today': 'Shipped today',
  'change-date': 'Next delivery moved',
  'update-date': 'Next delivery moved',
  'change-frequency': 'Delivery frequency changed',
  'update-frequency': 'Delivery frequency changed',
  'change-product-and-frequency': 'Product changed',
  pause: 'Paused until resumed',
  'pause-days': 'Next delivery pushed back',
  'pause-until': 'Paused until a date',
  'pause-reminder': 'Reminder sent: pause ends soon',
  'pause-after-declines': 'Paused after declined payments',
  'resume-after-pause-until': 'Resumed after the pause ended',
  resume: 'Resumed',
  skip: 'Delivery skipped',
  unskip: 'Skipped delivery put back',
  cancel: 'Cancelled',
  'update-address': 'Delivery address changed',
  'add-items': 'Treats added',
  'remove-item': 'Item removed',
  'update-billing': 'Card update link e-mailed',
};

/** What an event-log action means, in words; the action's own name when we have none. */
export const actionText = (action: string) => ACTION_WORDS[action] ?? action.replace(/-/g, ' ');

/** A subscription's status as a badge: its word and tone. */
export function statusBadge(status: string): { text: string; tone: 'success' | 'warning' | 'critical' | 'neutral' } {
  switch (status) {
    case 'ACTIVE':
      return { text: 'Active', tone: 'success' };
    case 'PAUSED':
      return { text: 'Paused', tone: 'warning' };
    case 'CANCELLED':
      return { text: 'Cancelled', tone: 'critical' };
    default:
      return { text: status.charAt(0) + status.slice(1).toLowerCase(), tone: 'neutral' };
  }
}
