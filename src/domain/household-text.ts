/**
 * Text folding for the one-trial-per-household rule: two strings a person reads
 * as the same fold to the same text, so look-alike letters, macrons, full-width or other
 * scripts' digits and invisible characters cannot make a second household.
 */

/**
 * Cyrillic and Greek letters that look like Latin ones in the fonts our pages use, keyed by
 * the exact case: an upper-case Greek Eta looks like 'H' while the lower-case one looks like
 * 'n', so the map runs before lower-casing. Latin-only look-alikes (dotless i, script g) too.
 * After NFKC and accent stripping, so 'ё' arrives as 'е' and full-width letters as ASCII.
 */
const CONFUSABLES: Readonly<Record<string, string>> = {
  // Cyrillic capitals
  А: 'A',
  В: 'B',
  Е: 'E',
  Ѕ: 'S',
  І: 'I',
  Ј: 'J',
  К: 'K',
  М: 'M',
  Н: 'H',
  О: 'O',
  Р: 'P',
  С: 'C',
  Т: 'T',
  У: 'Y',
  Х: 'X',
  Ү: 'Y',
  Һ: 'H',
  Ӏ: 'I',
  Ԁ: 'D',
  Ԛ: 'Q',
  Ԝ: 'W',
  // Cyrillic small letters
  а: 'a',
  в: 'b',
  е: 'e',
  ѕ: 's',
  і: 'i',
  ј: 'j',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  п: 'n',
  р: 'p',
  с: 'c',
  т: 't',
  у: 'y',
  х: 'x',
  ү: 'y',
  һ: 'h',
  ӏ: 'l',
  ԁ: 'd',
  ԛ: 'q',
  ԝ: 'w',
  // Greek capitals
  Α: 'A',
  Β: 'B',
  Ε: 'E',
  Ζ: 'Z',
  Η: 'H',
  Ι: 'I',
  Κ: 'K',
  Μ: 'M',
  Ν: 'N',
  Ο: 'O',
  Ρ: 'P',
  Τ: 'T',
  Υ: 'Y',
  Χ: 'X',
  Ϲ: 'C',
  // Greek small letters
  α: 'a',
  β: 'b',
  γ: 'y',
  ε: 'e',
  η: 'n',
  ι: 'i',
  κ: 'k',
  μ: 'u',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
  ϲ: 'c',
  ϳ: 'j',
  // Latin look-alikes NFKC keeps
  ı: 'i',
  ȷ: 'j',
  ɡ: 'g',
  ɑ: 'a',
  ɩ: 'i',
  ʏ: 'y',
};

/** Every decimal digit of any script as its ASCII digit ('١٢' → '12'); Unicode keeps them in runs of ten from 0. */
function asciiDigit(digit: string): string {
  const code = digit.codePointAt(0)!;
  let zero = code;
  while (/\p{Nd}/u.test(String.fromCodePoint(zero - 1))) zero--;
  return String((code - zero) % 10);
}

/**
 * Text as a person reads it: NFKC (full-width and styled letters and digits, ligatures), no
 * invisible format characters (zero-width space and joiners, soft hyphen, BOM), no accents or
 * macrons ('Ōtāhuhu' = 'Otahuhu'), look-alike letters as Latin ones, any script's digits as
 * ASCII, lower case.
 *
 * @example
 * foldText('Ōtāhuhu') // 'otahuhu'
 * foldText('Ｐｏｎｓｏｎｂｙ １２') // 'ponsonby 12'
 * foldText('Pоnsоnby') // 'ponsonby' (Cyrillic о)
 * foldText('Pon\u200Bsonby') // 'ponsonby'
 */
export function foldText(text: string): string {
  return (
    text
      .normalize('NFKC')
      .replace(/\p{Cf}/gu, '')
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      // eslint-disable-next-line no-control-regex -- the ASCII range, NUL included
      .replace(/[^\x00-\x7f]/gu, (c) => CONFUSABLES[c] ?? c)
      .toLowerCase()
      .replace(/\p{Nd}/gu, (d) => (d <= '9' ? d : asciiDigit(d)))
  );
}
