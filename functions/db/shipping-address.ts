/**
 * The shipping address as every record keeps it (subscriptions, legacy subscriptions, orders):
 * six `ship_*` columns, written from a submitted address and answered as the spec's address.
 */
import type { AddressInput } from '../../src/domain/schemas/subscription';

export interface ShippingColumns {
  ship_address1: string;
  ship_address2: string;
  ship_city: string;
  ship_province: string;
  ship_zip: string;
  ship_country: string;
}

/** An address as the calls answer it (and the profile's default address). */
// The answer's shape is the contract's (src/domain/schemas/answers/records.ts).
export type { AddressAnswer } from '../../src/domain/schemas/answers/records';
import type { AddressAnswer } from '../../src/domain/schemas/answers/records';

/** The columns of a submitted address (blank optional fields stored as ''). */
export function shippingColumnsOf(a: AddressInput): ShippingColumns {
  return {
    ship_address1: a.address1,
    ship_address2: a.address2 ?? '',
    ship_city: a.city,
    ship_province: a.province ?? '',
    ship_zip: a.zip,
    ship_country: a.country,
  };
}

/** The same six values in column order (address1, address2, city, province, zip, country), for an INSERT's binds. */
export function shippingBinds(a: AddressInput): string[] {
  const c = shippingColumnsOf(a);
  return [c.ship_address1, c.ship_address2, c.ship_city, c.ship_province, c.ship_zip, c.ship_country];
}

export const addressAnswerOf = (r: ShippingColumns & { ship_first_name?: string; ship_last_name?: string }): AddressAnswer => ({
  first_name: r.ship_first_name ?? '',
  last_name: r.ship_last_name ?? '',
  address1: r.ship_address1,
  address2: r.ship_address2,
  city: r.ship_city,
  province: r.ship_province,
  zip: r.ship_zip,
  country: r.ship_country,
});
