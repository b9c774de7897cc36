/**
 * The customer's profile for the mobile Profile tab: name, e-mail and the default shipping
 * address on file (the `addresses` row marked default; checkout creates it).
 */
import type { AddressAnswer } from './shipping-address';

/** The profile's address has the shape of every answered address. */
export type ProfileAddress = AddressAnswer;

/** The customer's default address, or null when none is on file. */
export async function findDefaultAddress(db: D1Database, customerId: string): Promise<ProfileAddress | null> {
  return db
    .prepare(
      `SELECT first_name, last_name, address1, address2, city, province, zip, country
         FROM addresses WHERE customer_id = ?1 AND is_default = 1`,
    )
    .bind(customerId)
    .first<ProfileAddress>();
}
