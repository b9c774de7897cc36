/**
 * The demo customer, Sam Taylor, as the seed data has him (functions/db/demo/customers.ts): his delivery
 * address written out once for every test that expects it. Plain data, no imports.
 */
export const SAM_ADDRESS = {
  first_name: 'Sam',
  last_name: 'Taylor',
  address1: '12 Ponsonby Road',
  address2: 'Flat 3',
  city: 'Auckland',
  province: 'Auckland',
  zip: '1011',
  country: 'New Zealand',
} as const;
