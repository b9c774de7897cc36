/** Shopify's global ids, its money and its dates, from and to ours. */
import { DATE_CHANGE_TIME, DATE_CHANGE_TIMEZONE } from '../../../src/domain/dates';
import { shopDayOf } from '../../../src/domain/renewals';

export type GidKind = 'SubscriptionContract' | 'Customer' | 'ProductVariant' | 'Order' | 'SubscriptionBillingAttempt' | 'CustomerPaymentMethod';

export const gid = (kind: GidKind, id: string | number) => `gid://shopify/${kind}/${id}`;

/** The numeric (or opaque) id at the end of a gid; a bare id is answered as it is. */
export const idOfGid = (value: string) => value.slice(value.lastIndexOf('/') + 1);

/** Shopify's `Decimal` for an amount in cents: 6499 → "64.99". */
export const decimalOf = (cents: number) => (cents / 100).toFixed(2);

export const centsOf = (amount: string | number) => Math.round(Number(amount) * 100);

/** A shop day as the DateTime Shopify bills it at: 07:00 in the shop's zone. */
export const billingInstant = (day: string) => `${day}T${DATE_CHANGE_TIME}:00${DATE_CHANGE_TIMEZONE}`;

/** Shopify's next billing DateTime as our shop day. */
export const dayOfBilling = (instant: string | null | undefined) => (instant ? shopDayOf(instant) : null);

/** Our interval unit as Shopify's SellingPlanInterval, and back. */
export const INTERVAL_OF_UNIT = { day: 'DAY', week: 'WEEK', month: 'MONTH' } as const;
export const unitOfInterval = (interval: string): 'day' | 'week' | 'month' =>
  interval === 'WEEK' ? 'week' : interval === 'MONTH' ? 'month' : interval === 'YEAR' ? 'month' : 'day';
