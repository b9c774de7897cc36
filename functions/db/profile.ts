/**
 * The customer's profile for the mobile Profile tab: name, e-mail and the default shipping
 * address on file (the `addresses` row marked default; checkout creates it).
 */

export interface ProfileAddress {
  first_name: string;
  last_name: string;
  address1: string;
  address2: string;
  city: string;
  province: string;
  zip: string;
  country: string;
}

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
