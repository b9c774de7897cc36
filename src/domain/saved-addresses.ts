/**
 * The saved addresses a customer may pick from when changing a subscription's delivery address
 * (the customer account page): how many are offered, and which of them the shop can deliver to.
 */
import { NZ_TERRITORY_CODE } from './nz-regions';
import { isNzCountry } from './schemas/checkout';

/** Saved addresses offered at most (Shopify's `addresses(first:)` and our own list alike); a customer rarely has more than a few. */
export const SAVED_ADDRESSES_MAX = 20;

/**
 * Whether the shop delivers to a saved address: New Zealand only. Shopify names the country by
 * its code (`territoryCode`); our records by name.
 *
 * @example
 * deliversTo({ territoryCode: 'AU', country: 'Australia' }) // false
 * deliversTo({ country: 'New Zealand' }) // true
 */
export function deliversTo(a: { territoryCode?: string | null; country?: string | null }): boolean {
  return a.territoryCode ? a.territoryCode.toUpperCase() === NZ_TERRITORY_CODE : isNzCountry(a.country);
}
