// A leaf module: the renewal rules (./renewals.ts) name the statuses without importing the
// subscription rules, which import billing, which imports the renewal rules (no import cycle).

/** The statuses the screens distinguish, in table order; any other sorts after them. */
export const SUBSCRIPTION_STATUSES = ['ACTIVE', 'PAUSED', 'CANCELLED'] as const;
/** ACTIVE | PAUSED | CANCELLED */
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
