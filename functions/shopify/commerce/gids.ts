/** Shopify's global ids, money, dates and addresses, from and to ours. */
import { DATE_CHANGE_TIME, DATE_CHANGE_TIMEZONE } from '../../../src/domain/dates';
import type { AddressLike } from '../../../src/domain/address-text';
import { shopDayOf } from '../../../src/domain/renewals';
import { addressAnswerOf, type ShippingColumns } from '../../db/shipping-address';

export type GidKind = 'SubscriptionContract' | 'Customer' | 'ProductVariant' | 'Order' | 'SubscriptionBillingAttempt' | 'CustomerPaymentMethod';

export const gid = (kind: GidKind, id: string | number) => `gid://shopify/${kind}/${id}`;

/** The numeric (or opaque) id at the end of a gid; a bare id is answered as it is. */
export const idOfGid = (value: string) => value.slice(value.lastIndexOf('/') + 1);

/** Shopify's `Decimal` for an amount in cents: 6499 → "64.99". */
export const decimalOf = (cents: number) => (cents / 100).toFixed(2);

export const centsOf = (amount: string | number) => Math.round(Number(amount) * 100);

/** A shop day as the DateTime Shopify bills it at: 07:00 in the shop's zone. */
export const billingInstant = (day: string) => `${day}T${DATE_CHANGE_TIME}:00${DATE_CHANGE_TIMEZONE}`;

/**
 * The billing-cycle selector for the cycle billed on a shop day: the day's first instant, which
 * lies in the cycle that ends (is billed) that day whatever time of day the contract bills at (a
 * contract made at checkout bills at the checkout's time, ours at 07:00).
 *
 * @example
 * cycleOfDay('2026-12-01') // { date: '2026-12-01T00:00:00+12:00' }
 */
export const cycleOfDay = (day: string) => ({ date: `${day}T00:00:00${DATE_CHANGE_TIMEZONE}` });

/** Shopify's next billing DateTime as our shop day. */
export const dayOfBilling = (instant: string | null | undefined) => (instant ? shopDayOf(instant) : null);

/** Our interval unit as Shopify's SellingPlanInterval, and back. */
export const INTERVAL_OF_UNIT = { day: 'DAY', week: 'WEEK', month: 'MONTH' } as const;
export const unitOfInterval = (interval: string): 'day' | 'week' | 'month' =>
  interval === 'WEEK' ? 'week' : interval === 'MONTH' ? 'month' : interval === 'YEAR' ? 'month' : 'day';

/** A Shopify address (webhook or GraphQL) as ours; missing parts are blank, the country New Zealand. */
export const addressFromShopify = (a: AddressLike | null | undefined) => ({
  address1: a?.address1 ?? '',
  address2: a?.address2 ?? '',
  city: a?.city ?? '',
  province: a?.province ?? '',
  zip: a?.zip ?? '',
  country: a?.country ?? 'New Zealand',
});

/** A record's delivery address and names as Shopify's MailingAddressInput. */
export function mailingAddressOf(row: ShippingColumns & { ship_first_name: string; ship_last_name: string }) {
  const { first_name, last_name, ...rest } = addressAnswerOf(row);
  return { firstName: first_name, lastName: last_name, ...rest };
}
