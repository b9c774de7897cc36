/**
 * New Zealand's regions with their ISO 3166-2:NZ codes, which Shopify takes as an address's
 * `zoneCode` (Customer Account API's CustomerAddressInput) and answers back as its province name.
 * The shop ships within New Zealand only, so these are every region a delivery address can name.
 */
export const NZ_TERRITORY_CODE = 'NZ';

export const NZ_REGIONS = [
  { code: 'AUK', name: 'Auckland' },
  { code: 'BOP', name: 'Bay of Plenty' },
  { code: 'CAN', name: 'Canterbury' },
  { code: 'CIT', name: 'Chatham Islands' },
  { code: 'GIS', name: 'Gisborne' },
  { code: 'HKB', name: "Hawke's Bay" },
  { code: 'MWT', name: 'Manawatū-Whanganui' },
  { code: 'MBH', name: 'Marlborough' },
  { code: 'NSN', name: 'Nelson' },
  { code: 'NTL', name: 'Northland' },
  { code: 'OTA', name: 'Otago' },
  { code: 'STL', name: 'Southland' },
  { code: 'TKI', name: 'Taranaki' },
  { code: 'TAS', name: 'Tasman' },
  { code: 'WKO', name: 'Waikato' },
  { code: 'WGN', name: 'Wellington' },
  { code: 'WTC', name: 'West Coast' },
] as const;

/**
 * A region's code from its name as an address holds it (case and macrons aside); '' when unknown.
 *
 * @example
 * regionCodeOf('Wellington') // 'WGN'
 * regionCodeOf('Manawatu-Whanganui') // 'MWT'
 */
export function regionCodeOf(name: string | null | undefined): string {
  const fold = (s: string) =>
    s
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .trim();
  const wanted = fold(name ?? '');
  return NZ_REGIONS.find((r) => fold(r.name) === wanted || r.code.toLowerCase() === wanted)?.code ?? '';
}

/** A region's name from its code; the code itself when unknown. */
export const regionNameOf = (code: string | null | undefined): string => NZ_REGIONS.find((r) => r.code === code)?.name ?? code ?? '';
