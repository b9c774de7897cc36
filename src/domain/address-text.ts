/** Delivery addresses written for people: on one line, as lines, or just the place. */

/** A delivery address as the API answers it (every part may be missing). */
export interface AddressLike {
  first_name?: string | null;
  last_name?: string | null;
  address1?: string | null;
  address2?: string | null;
  city?: string | null;
  province?: string | null;
  zip?: string | null;
  country?: string | null;
}

/**
 * The address as lines (blank parts left out); empty when there is no address.
 *
 * @example
 * addressLines({ address1: '12 Ponsonby Road', address2: 'Flat 3', city: 'Auckland', province: 'Auckland', zip: '1011', country: 'New Zealand' })
 * // ['12 Ponsonby Road', 'Flat 3', 'Auckland, Auckland 1011', 'New Zealand']
 */
export function addressLines(address: AddressLike | null | undefined): string[] {
  if (!address) return [];
  const clean = (s: string | null | undefined) => (s ?? '').trim();
  const name = [clean(address.first_name), clean(address.last_name)].filter(Boolean).join(' ');
  const place = [clean(address.city), clean(address.province)].filter(Boolean).join(', ');
  const placeLine = [place, clean(address.zip)].filter(Boolean).join(' ');
  return [name, clean(address.address1), clean(address.address2), placeLine, clean(address.country)].filter(Boolean);
}

/**
 * A subscription card's place line: city and province.
 *
 * @example
 * cityAndProvince({ city: 'Auckland', province: 'Auckland' }) // 'Auckland, Auckland'
 * cityAndProvince(null) // ''
 */
export function cityAndProvince(address: Pick<AddressLike, 'city' | 'province'> | null | undefined): string {
  return [address?.city?.trim(), address?.province?.trim()].filter(Boolean).join(', ');
}

/**
 * An address on one line, empty parts left out.
 *
 * @example
 * addressLine({ address1: '12 Ponsonby Road', address2: '', city: 'Auckland', zip: '1011' }) // '12 Ponsonby Road, Auckland 1011'
 */
export function addressLine(a: AddressLike | null | undefined): string {
  if (!a) return '';
  const cityZip = [a.city, a.zip].filter(Boolean).join(' ');
  return [a.address1, a.address2, cityZip, a.province && a.province !== a.city ? a.province : null, a.country].filter(Boolean).join(', ');
}
