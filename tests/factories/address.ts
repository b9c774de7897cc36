/** The New Zealand address the address tests deliver to: a flat on Tory Street, Wellington. */
export const TORY_STREET = {
  address1: '9 Tory Street',
  address2: 'Flat 2',
  city: 'Wellington',
  province: 'Wellington',
  zip: '6011',
  country: 'New Zealand',
};
