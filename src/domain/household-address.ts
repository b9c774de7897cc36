/**
 * A New Zealand delivery address reduced to the household it reaches, written
 * the way NZ Post's address standards and real customers write them:
 *
 * - the key is unit (or, without one, level), street number, street name and type, postcode;
 * - suburb, town, city, building name and rural delivery number are left out: people put the
 *   suburb in address2, the city field, the street line or nowhere, and the 4-digit postcode
 *   (required by the checkout) already names the delivery area (a rural postcode names its RD
 *   round, so 'RD 2' adds nothing);
 * - what tells two real households apart is kept and never guessed: street number and its
 *   letter ('14B' is a property of its own, not unit B of 14), unit, street name, street type
 *   ('Ponsonby Road' and 'Ponsonby Street' are two streets), postcode. When a line cannot be
 *   read the words are kept, so an unreadable address is its own household: refusing a new
 *   customer their trial costs more than a second trial now and then.
 */
import { foldText } from './household-text';

/** Street types (NZ Post / AS/NZS 4819 and the usual short forms), each to its full word. */
const STREET_TYPES: ReadonlyMap<string, string> = new Map(
  Object.entries({
    road: ['rd'],
    street: ['st', 'str', 'stt'],
    avenue: ['ave', 'av', 'avn'],
    drive: ['dr', 'drv'],
    place: ['pl'],
    terrace: ['tce', 'terr', 'ter'],
    crescent: ['cres', 'cr', 'crs', 'cresc'],
    highway: ['hwy', 'hway'],
    lane: ['ln'],
    close: ['cl'],
    court: ['ct', 'crt'],
    grove: ['gr', 'grv'],
    parade: ['pde'],
    square: ['sq'],
    esplanade: ['esp', 'espl'],
    boulevard: ['bvd', 'blvd', 'boulevarde'],
    way: ['wy'],
    heights: ['hts'],
    rise: [],
    mews: [],
    quay: ['qy'],
    glen: ['gln'],
    green: ['grn'],
    promenade: ['prom'],
    circle: ['cir'],
    circuit: ['cct'],
    gardens: ['gdns'],
    parkway: ['pkwy'],
    motorway: ['mwy'],
    ridge: ['rdg'],
    view: ['vw'],
    walk: ['wk'],
    point: ['pt'],
    strand: ['strd'],
    track: ['trk'],
    alley: ['ally'],
    arcade: ['arc'],
    loop: [],
    row: [],
    mall: [],
    wynd: [],
    bay: [],
    crest: ['crst'],
    access: ['accs'],
    link: [],
    vale: [],
    reach: [],
    wharf: ['whrf'],
  }).flatMap(([full, short]) => [[full, full], ...short.map((s) => [s, full] as [string, string])]),
);

/**
 * Short forms that start a name as a word of their own: 'St Heliers Bay Road' is Saint
 * Heliers, 'Mt Eden Road' Mount Eden, 'Pt Chevalier Road' Point Chevalier.
 */
const NAME_WORDS: ReadonlyMap<string, string> = new Map(
  Object.entries({
    st: 'saint',
    ste: 'saint',
    mt: 'mount',
    mnt: 'mount',
    pt: 'point',
    nth: 'north',
    sth: 'south',
    gt: 'great',
  }),
);
const PREFIXES = new Set(['st', 'mt', 'pt']);

/** Words that may follow the street type as part of the name: 'Queen Street West'. */
const DIRECTIONS: ReadonlyMap<string, string> = new Map(
  Object.entries({
    north: 'north',
    nth: 'north',
    n: 'north',
    south: 'south',
    sth: 'south',
    s: 'south',
    east: 'east',
    e: 'east',
    west: 'west',
    w: 'west',
    upper: 'upper',
    upr: 'upper',
    lower: 'lower',
    lwr: 'lower',
    extension: 'extension',
    ext: 'extension',
    extn: 'extension',
    central: 'central',
  }),
);

const UNIT_WORDS = 'flat|flt|unit|apartment|apt|appt|suite|villa|townhouse|shop|room|rm|u';
/** A unit or box identifier as a whole token: '2', '2a', 'b', 'b2'. */
const UNIT_ID = /^(\d+|[a-z]\d*)$/;
const NUMBER = /^\d+$/;
const LETTER = /^[a-z]$/;

/**
 * The writing forms turned into fixed tokens before the text is split: 'P.O. Box 5' → 'pobox 5',
 * 'R.D. 2' → 'ruraldelivery2', 'SH1' → 'state highway 1', 'Lvl 3' → 'level 3', '2/14' and
 * 'Apt 2' → 'unit 2 14' and 'unit 2'. A unit word counts only before an identifier, so
 * 'Flat Bush Road' keeps its name.
 */
const REWRITES: ReadonlyArray<[RegExp, string]> = [
  [/['’‘`´]/g, ''],
  [/\b(?:p\s*\.?\s*o\s*\.?\s*box|post\s+office\s+box|p\s*\.?\s*o\s*\.?\s*b\.?)\s*(?:no\b\.?|#)?\s*(?=\d)/g, ' pobox '],
  [/\b(?:private|pvt)\s+bag\s*(?:no\b\.?|#)?\s*(?=\d)/g, ' privatebag '],
  [/\b(?:r\s*\.?\s*d\s*\.?|rural\s+delivery)\s*(?:no\b\.?|#)?\s*(\d{1,2})(?!\d)/g, ' ruraldelivery$1 '],
  [/\b(?:state\s+h(?:igh)?wa?y|s\s*\.?\s*h\s*\.?)\s*(\d{1,3})(?!\d)/g, ' state highway $1 '],
  [/\b(?:level|lvl|lev|floor|flr|fl|l)\s*\.?\s*(?:no\b\.?|#)?\s*(\d{1,3})(?!\d)/g, ' level $1 '],
  [new RegExp(`\\b(?:${UNIT_WORDS})(?:\\b|(?=\\d))\\s*\\.?\\s*(?:no\\b\\.?|number|#)?\\s*(?=\\d|[a-z]\\d*(?![a-z0-9]))`, 'g'), ' unit '],
  [/(?<![\p{L}\p{N}])([a-z]|\d{1,4}\s?[a-z]?)\s*\/\s*(\d{1,5}\s?[a-z]?)(?![\p{L}\p{N}])/gu, ' unit $1 $2 '],
  [/\bunit(?:\s+unit)+\b/g, 'unit'],
];

/** One line's words: '14B' split to '14', 'b' so it reads like '14 B'; no leading zeros. */
function tokens(line: string): string[] {
  return line
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .flatMap((t) => (/^\d+[a-z]$/.test(t) ? [t.slice(0, -1), t.slice(-1)] : [t]))
    .map((t) => (NUMBER.test(t) ? t.replace(/^0+(?=\d)/, '') : t));
}

const isType = (w: string | undefined) => w !== undefined && STREET_TYPES.has(w);
const nameWord = (w: string) => NAME_WORDS.get(w) ?? STREET_TYPES.get(w) ?? w;

/**
 * The street words after the number, up to the street type; what follows the type (a suburb
 * written on the same line) is dropped. The type is the first type word that is not the
 * name's first word ('Bay View Road'), not followed by another type ('Cornwall Park Avenue'),
 * and not a prefix starting a name ('Tamaki Drive St Heliers').
 *
 * @example
 * streetName(['st', 'heliers', 'bay', 'rd']) // 'saint heliers bay road'
 * streetName(['tamaki', 'dr', 'st', 'heliers']) // 'tamaki drive'
 * streetName(['queen', 'st', 'w']) // 'queen street west'
 */
export function streetName(words: readonly string[]): string {
  const typeAt = (i: number) => {
    const w = words[i];
    if (i < 1 || !isType(w)) return false;
    const next = words[i + 1];
    // 'St' before a name word starts a suburb right after the type ('Tamaki Drive St Heliers')
    // or a name whose type comes later; after a name word with no type to follow, it is the
    // street's type ('7 Cuba St Te Aro').
    const startsName =
      PREFIXES.has(w!) &&
      next !== undefined &&
      !isType(next) &&
      !PREFIXES.has(next) &&
      !DIRECTIONS.has(next) &&
      (isType(words[i - 1]) || words.slice(i + 2).some(isType));
    return !startsName;
  };
  const cut = words.findIndex((_, i) => typeAt(i) && !typeAt(i + 1));
  if (cut < 0) return words.map(nameWord).join(' ');
  const type = STREET_TYPES.get(words[cut]!)!;
  const next = words[cut + 1];
  const tail = next === undefined ? [] : DIRECTIONS.has(next) ? [DIRECTIONS.get(next)!] : type === 'highway' && NUMBER.test(next) ? [next] : [];
  return [...words.slice(0, cut).map(nameWord), type, ...tail].join(' ');
}

export interface HouseholdAddressInput {
  address1: string;
  address2?: string | null;
  /** Not part of the key: see the module comment. */
  city?: string | null;
  zip: string;
}

interface Parts {
  unit: string | null;
  level: string | null;
  box: string | null;
  lines: string[][];
}

/** Takes unit, level and PO box out of the lines; drops rural delivery numbers. */
function extract(lines: string[][]): Parts {
  const parts: Parts = { unit: null, level: null, box: null, lines: [] };
  for (const line of lines) {
    const kept: string[] = [];
    for (let i = 0; i < line.length; i++) {
      const [word, next = '', after = ''] = [line[i]!, line[i + 1], line[i + 2]];
      if (word === 'unit' && UNIT_ID.test(next)) {
        const letter = NUMBER.test(next) && LETTER.test(after) && !isType(line[i + 3]);
        parts.unit ??= letter ? next + after : next;
        i += letter ? 2 : 1;
      } else if (word === 'level' && NUMBER.test(next)) {
        parts.level ??= next;
        i++;
      } else if ((word === 'pobox' || word === 'privatebag') && NUMBER.test(next)) {
        parts.box ??= `${word === 'pobox' ? 'po box' : 'private bag'} ${next}`;
        i++;
      } else if (!/^ruraldelivery\d+$/.test(word) && word !== 'unit') {
        kept.push(word);
      }
    }
    if (kept.length > 0) parts.lines.push(kept);
  }
  return parts;
}

/** The first line with a number followed by words: unit, number (with its letter), street. */
function street(lines: string[][]): { unit: string | null; number: string; name: string } | null {
  for (const line of lines) {
    const lastWord = line.findLastIndex((w) => !NUMBER.test(w));
    const at = line.findIndex((w) => NUMBER.test(w));
    if (at < 0 || at > lastWord) continue;
    let unit: string | null = null;
    let number = line[at]!;
    let rest = line.slice(at + 1);
    // '2 14 Ponsonby Road': the slash left out of '2/14'.
    if (NUMBER.test(rest[0]!) && rest[1] !== undefined && !NUMBER.test(rest[1])) {
      unit = number;
      number = rest[0]!;
      rest = rest.slice(1);
    }
    // '14 B Ponsonby Road' = '14B'; in '1 A Street' the A is the name.
    if (LETTER.test(rest[0]!) && (rest.length > 2 || (rest.length === 2 && !isType(rest[1])))) {
      number += rest[0];
      rest = rest.slice(1);
    }
    return { unit, number, name: streetName(rest) };
  }
  return null;
}

/**
 * The household an address reaches, as the `address:` key of a trial claim.
 *
 * @example
 * householdAddress({ address1: '3/12 Ponsonby Rd', address2: 'Grey Lynn', city: 'Auckland', zip: '1021' })
 * // 'unit 3 12 ponsonby road|1021'
 * householdAddress({ address1: 'Flat 3, 12 Ponsonby Road', city: 'Grey Lynn', zip: '1021' })
 * // 'unit 3 12 ponsonby road|1021'
 * householdAddress({ address1: '1234 SH1', address2: 'RD 2', city: 'Waipu', zip: '0582' })
 * // '1234 state highway 1|0582'
 * householdAddress({ address1: 'P.O. Box 5', city: 'Auckland', zip: '1140' })
 * // 'po box 5|1140'
 */
export function householdAddress(address: HouseholdAddressInput): string {
  let second = foldText(address.address2 ?? '').trim();
  // Checkout forms label address2 'Apartment, suite, etc.': a lone '3' or '3B' there is the unit.
  if (/^(?:#|no\.?\s*)?(\d{1,4}\s?[a-z]?|[a-z]\d{0,3})$/.test(second)) second = `unit ${second.replace(/^(?:#|no\.?\s*)/, '')}`;
  // Line by line, so no pattern reads across a comma or from address1 into address2.
  const lines = [...foldText(address.address1).split(/[,;\n]+/), ...second.split(/[,;\n]+/)]
    // One space between words first: it also keeps the patterns' optional spaces linear.
    .map((line) => REWRITES.reduce((text, [pattern, replacement]) => text.replace(pattern, replacement), line.replace(/\s+/g, ' ')))
    .map(tokens)
    .filter((line) => line.length > 0);
  const parts = extract(lines);
  const found = street(parts.lines);
  const unit = found?.unit ?? parts.unit;
  const zip = foldText(address.zip).replace(/[^\p{L}\p{N}]/gu, '');
  let place: string;
  if (found) {
    const within = unit !== null ? `unit ${unit} ` : parts.level !== null ? `level ${parts.level} ` : '';
    place = `${within}${found.number} ${found.name}`;
  } else if (parts.box) {
    place = parts.box;
  } else {
    // Nothing read as a street: keep every word, so it merges only with the same words.
    const words = parts.lines.flatMap((line) => line.map((w, i) => (i === line.length - 1 && isType(w) ? STREET_TYPES.get(w)! : nameWord(w))));
    place = [...(unit !== null ? ['unit', unit] : []), ...words].join(' ');
  }
  return `${place}|${zip}`;
}
