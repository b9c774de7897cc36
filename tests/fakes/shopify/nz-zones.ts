/**
 * New Zealand's zones as Shopify holds them (ISO 3166-2:NZ codes and the names its addresses
 * answer), the fake's own copy: Shopify's address data, not our app's (src/domain/nz-regions.ts).
 */
export const NZ_TERRITORY = 'NZ';

const ZONES: readonly [code: string, name: string][] = [
  ['AUK', 'Auckland'],
  ['BOP', 'Bay of Plenty'],
  ['CAN', 'Canterbury'],
  ['CIT', 'Chatham Islands'],
  ['GIS', 'Gisborne'],
  ['HKB', "Hawke's Bay"],
  ['MWT', 'Manawatū-Whanganui'],
  ['MBH', 'Marlborough'],
  ['NSN', 'Nelson'],
  ['NTL', 'Northland'],
  ['OTA', 'Otago'],
  ['STL', 'Southland'],
  ['TKI', 'Taranaki'],
  ['TAS', 'Tasman'],
  ['WKO', 'Waikato'],
  ['WGN', 'Wellington'],
  ['WTC', 'West Coast'],
];

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();

/** A zone's code from a province name or code (case and macrons aside); '' when unknown. */
export function zoneCodeOf(name: string | null | undefined): string {
  const wanted = fold(name ?? '');
  return ZONES.find(([code, n]) => fold(n) === wanted || code.toLowerCase() === wanted)?.[0] ?? '';
}

/** A zone's province name; the code itself when unknown. */
export const zoneNameOf = (code: string | null | undefined): string => ZONES.find(([c]) => c === code)?.[1] ?? code ?? '';
