/**
 * One free trial per household (spec 001 §9): a household is its delivery address
 * and its mailbox; either one already used for a trial refuses another. Both are reduced to
 * the thing that receives the parcel or the mail, so rewriting them does not make a new one;
 * where a reading could merge two real households it is left out (see household-address.ts).
 */
import { householdAddress, type HouseholdAddressInput } from './household-address';
import { foldText } from './household-text';

export { householdAddress, type HouseholdAddressInput } from './household-address';
export { foldText } from './household-text';

/** Domains that deliver to the same mailboxes as another: Google's and Proton's short forms. */
const SAME_MAILBOXES: ReadonlyMap<string, string> = new Map([
  ['googlemail.com', 'gmail.com'],
  ['protonmail.com', 'proton.me'],
  ['protonmail.ch', 'proton.me'],
  ['pm.me', 'proton.me'],
]);

/**
 * Characters a provider ignores in the mailbox name. Gmail ignores dots (Google's help: "Dots
 * don't matter in Gmail addresses"); Proton ignores dots, hyphens and underscores. Other
 * providers keep them: 'jo.smith' and 'josmith' at Outlook are two people.
 */
const IGNORED_CHARACTERS: ReadonlyMap<string, RegExp> = new Map([
  ['gmail.com', /\./g],
  ['proton.me', /[._-]/g],
]);

/**
 * The domain in its ASCII (punycode) form, so 'bücher.nz' and 'xn--bcher-kva.nz' agree. A
 * look-alike domain is not folded onto the real one: it is another domain, and whoever owns a
 * domain has as many mailboxes as they like; the address key is what stops them.
 */
function asciiDomain(domain: string): string {
  const folded = domain
    .normalize('NFKC')
    .toLowerCase()
    .replace(/\p{Cf}/gu, '')
    .replace(/\.+$/, '');
  try {
    return new URL(`http://${folded}`).hostname || folded;
  } catch {
    return folded;
  }
}

/**
 * An e-mail address as the mailbox it reaches: no '+tag' (any provider), folded like an
 * address (look-alike letters, accents, invisible characters, case), the domain in ASCII, and
 * for Gmail and Proton without the characters they ignore.
 *
 * @example
 * householdEmail('Sam.Taylor+trial@GMail.com') // 'samtaylor@gmail.com'
 * householdEmail('sam.taylor+x@example.co.nz') // 'sam.taylor@example.co.nz'
 * householdEmail('sam_taylor@pm.me') // 'samtaylor@proton.me'
 * householdEmail('sаm@example.nz') // 'sam@example.nz' (Cyrillic а)
 */
export function householdEmail(email: string): string {
  // NFKC first, so a full-width '＠' splits like '@'.
  const trimmed = email.normalize('NFKC').trim();
  const at = trimmed.lastIndexOf('@');
  const rawLocal = at < 0 ? trimmed : trimmed.slice(0, at);
  const rawDomain = at < 0 ? '' : trimmed.slice(at + 1);
  const ascii = asciiDomain(rawDomain);
  const domain = SAME_MAILBOXES.get(ascii) ?? ascii;
  const folded = foldText(rawLocal);
  // '+tag' reaches the same mailbox everywhere that supports it; '+x@' alone is a name, not a tag.
  let local = folded.split('+')[0] || folded;
  const ignored = IGNORED_CHARACTERS.get(domain);
  if (ignored) local = local.replace(ignored, '') || local;
  return `${local}@${domain}`;
}

/**
 * The keys a trial claims in `trial_claims`: one for the address, one for the mailbox.
 *
 * @example
 * householdKeys({ address1: '12 Ponsonby Rd', city: 'Auckland', zip: '1011' }, 'sam@example.com')
 * // ['address:12 ponsonby road|1011', 'email:sam@example.com']
 */
export function householdKeys(address: HouseholdAddressInput, email: string): [string, string] {
  return [`address:${householdAddress(address)}`, `email:${householdEmail(email)}`];
}
