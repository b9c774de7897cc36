/**
 * The household table: pairs that must count as one household and pairs that
 * must not. Kept apart from the test so the same table can be run against another version of
 * the rule (how the "fails on the old code" figure in the report was measured).
 */
import type { HouseholdAddressInput } from '../../src/domain/household-address';

export interface AddressPair {
  why: string;
  a: HouseholdAddressInput;
  b: HouseholdAddressInput;
}
export interface EmailPair {
  why: string;
  a: string;
  b: string;
}

/** An Auckland address; `more` overrides address2, city or zip. */
function nz(address1: string, more: Partial<HouseholdAddressInput> = {}): HouseholdAddressInput {
  return { address1, address2: '', city: 'Auckland', zip: '1011', ...more };
}

export const SAME_ADDRESSES: readonly AddressPair[] = [
  { why: "'Rd' and 'Road'", a: nz('12 Ponsonby Rd'), b: nz('12 Ponsonby Road') },
  { why: "'St' after the name is the type, a suburb following it", a: nz('7 CUBA ST TE ARO', { zip: '6011' }), b: nz('7 Cuba Street', { zip: '6011' }) },
  { why: 'case, spacing and punctuation', a: nz('  12   PONSONBY   rd.  '), b: nz('12 Ponsonby Road') },
  { why: 'the suburb in address2', a: nz('12 Ponsonby Road', { address2: 'Ponsonby' }), b: nz('12 Ponsonby Road') },
  { why: 'the suburb in the city field', a: nz('12 Ponsonby Road', { city: 'Ponsonby' }), b: nz('12 Ponsonby Road', { city: 'Auckland' }) },
  { why: 'the suburb on the street line after a comma', a: nz('12 Ponsonby Road, Ponsonby'), b: nz('12 Ponsonby Road') },
  { why: 'the suburb on the street line without a comma', a: nz('12 Tamaki Drive St Heliers', { zip: '1071' }), b: nz('12 Tamaki Dr', { zip: '1071' }) },
  { why: "'St' starting a name is Saint", a: nz('5 St Heliers Bay Rd', { zip: '1071' }), b: nz('5 Saint Heliers Bay Road', { zip: '1071' }) },
  { why: "'St.' with a dot", a: nz('5 St. Heliers Bay Rd', { zip: '1071' }), b: nz('5 St Heliers Bay Road', { zip: '1071' }) },
  { why: "'Mt' and 'Mount'", a: nz('20 Mt Eden Rd', { zip: '1024' }), b: nz('20 Mount Eden Road', { zip: '1024' }) },
  { why: 'an apostrophe', a: nz("3 St Mary's Rd"), b: nz('3 St Marys Road') },
  { why: "'Esp' and 'Esplanade'", a: nz('40 Marine Esp', { zip: '6022' }), b: nz('40 Marine Esplanade', { zip: '6022' }) },
  { why: "'Bvd' and 'Boulevard'", a: nz('8 Ocean Bvd'), b: nz('8 Ocean Boulevard') },
  { why: "'Tce' in 'The Terrace'", a: nz('3 The Tce', { zip: '6011' }), b: nz('3 The Terrace', { zip: '6011' }) },
  { why: "a direction after the type: 'W' and 'West'", a: nz('14 Queen St W'), b: nz('14 Queen Street West') },
  { why: "'2/14' and 'Flat 2, 14' with a suburb line", a: nz('2/14 Queen St', { address2: 'Grey Lynn' }), b: nz('Flat 2, 14 Queen Street') },
  { why: "'Unit 2 14' and '2/14'", a: nz('Unit 2 14 Queen St'), b: nz('2/14 Queen Street') },
  { why: "'Apt 2' and '2/14'", a: nz('Apt 2, 14 Queen St'), b: nz('2/14 Queen St') },
  { why: 'the unit alone in address2', a: nz('14 Queen St', { address2: '2' }), b: nz('2/14 Queen St') },
  { why: 'the unit after the street', a: nz('14 Queen St, Flat 2'), b: nz('2/14 Queen St') },
  { why: 'a zero-padded unit', a: nz('Unit 02, 14 Queen St'), b: nz('Unit 2, 14 Queen St') },
  { why: 'a building name line', a: nz('Sky Apartments, 2/14 Queen St'), b: nz('2/14 Queen Street') },
  { why: "'14B' and '14 B'", a: nz('14B Queen St'), b: nz('14 B Queen Street') },
  { why: "'Level 3' and 'L3'", a: nz('Level 3, 20 Customs St East', { zip: '1010' }), b: nz('L3 20 Customs Street East', { zip: '1010' }) },
  {
    why: "'SH1, RD 2' and 'State Highway 1' with 'R.D. 2'",
    a: nz('1234 SH1, RD 2', { city: 'Waipu', zip: '0582' }),
    b: nz('1234 State Highway 1', { address2: 'R.D. 2', city: 'Waipu', zip: '0582' }),
  },
  {
    why: 'the rural delivery number left out',
    a: nz('88 Cove Road', { address2: 'RD 2', city: 'Waipu', zip: '0582' }),
    b: nz('88 Cove Rd', { city: 'Waipu', zip: '0582' }),
  },
  { why: "'PO Box' and 'P.O. Box'", a: nz('PO Box 5678', { zip: '1141' }), b: nz('P.O. Box 5678', { zip: '1141' }) },
  { why: 'macrons', a: nz('7 Ōtāhuhu St', { zip: '1062' }), b: nz('7 Otahuhu Street', { zip: '1062' }) },
  {
    why: 'a macron suburb in address2 or in the city',
    a: nz('7 Great South Rd', { address2: 'Ōtāhuhu', zip: '1062' }),
    b: nz('7 Great South Road', { city: 'Otahuhu', zip: '1062' }),
  },
  { why: 'Cyrillic look-alike letters', a: nz('12 P\u043Ens\u043Enby R\u043Ead'), b: nz('12 Ponsonby Road') },
  { why: 'a Greek capital look-alike', a: nz('12 \u03A1onsonby Road'), b: nz('12 Ponsonby Road') },
  { why: 'full-width digits and letters', a: nz('\uFF11\uFF12 \uFF30onsonby Road'), b: nz('12 Ponsonby Road') },
  { why: 'Arabic-Indic digits', a: nz('\u0661\u0662 Ponsonby Road'), b: nz('12 Ponsonby Road') },
  { why: 'a zero-width space and a soft hyphen', a: nz('12 Pon\u200Bson\u00ADby Road'), b: nz('12 Ponsonby Road') },
];

export const SAME_EMAILS: readonly EmailPair[] = [
  { why: 'a +tag and Gmail dots', a: 'sam.taylor+trial@gmail.com', b: 'samtaylor@gmail.com' },
  { why: 'googlemail.com is gmail.com', a: 'samtaylor@googlemail.com', b: 'sam.taylor@gmail.com' },
  { why: 'a +tag at any provider', a: 'sam+dog2@xtra.co.nz', b: 'sam@xtra.co.nz' },
  { why: 'case', a: 'Sam@Example.NZ', b: 'sam@example.nz' },
  { why: 'a Cyrillic look-alike in the mailbox name', a: 's\u0430m@example.nz', b: 'sam@example.nz' },
  { why: 'full-width letters in the mailbox name', a: '\uFF53\uFF41\uFF4D@example.nz', b: 'sam@example.nz' },
  { why: "a full-width address with a full-width '＠'", a: '\uFF33\uFF21\uFF2D\uFF20example.nz', b: 'sam@example.nz' },
  { why: 'a zero-width space in the mailbox name', a: 'sa\u200Bm@example.nz', b: 'sam@example.nz' },
  { why: 'Proton ignores dots; protonmail.com is proton.me', a: 'sam.taylor@protonmail.com', b: 'samtaylor@proton.me' },
  { why: 'Proton ignores hyphens and underscores; pm.me is proton.me', a: 'sam_taylor@pm.me', b: 'sam-taylor@proton.me' },
  { why: 'an IDN domain in Unicode and in punycode', a: 'sam@b\u00FCcher.nz', b: 'sam@xn--bcher-kva.nz' },
];

export const DIFFERENT_ADDRESSES: readonly AddressPair[] = [
  { why: 'different street numbers', a: nz('12 Ponsonby Rd'), b: nz('14 Ponsonby Rd') },
  { why: 'unit 2 and unit 3', a: nz('2/14 Queen St'), b: nz('Flat 3, 14 Queen St') },
  { why: 'a unit and the house', a: nz('2/14 Queen St'), b: nz('14 Queen St') },
  { why: 'different postcodes', a: nz('12 Ponsonby Road', { zip: '1011' }), b: nz('12 Ponsonby Road', { zip: '1021' }) },
  { why: 'Road and Street of the same name', a: nz('12 Ponsonby Road'), b: nz('12 Ponsonby Street') },
  { why: "'St Heliers Bay Road' is not 'Heliers Bay Road'", a: nz('5 St Heliers Bay Road'), b: nz('5 Heliers Bay Road') },
  { why: "'14B' is a property of its own", a: nz('14B Queen St'), b: nz('14 Queen St') },
  { why: "'14B' is not unit B of 14", a: nz('14B Queen St'), b: nz('Flat B, 14 Queen St') },
  { why: 'different levels without a unit', a: nz('Level 1, 20 Queen St'), b: nz('Level 2, 20 Queen St') },
  { why: 'different PO boxes', a: nz('PO Box 5678'), b: nz('PO Box 5679') },
  { why: 'a PO Box and a Private Bag', a: nz('PO Box 5'), b: nz('Private Bag 5') },
  { why: "a type word inside the name ('Cornwall Park Avenue')", a: nz('3 Cornwall Park Avenue'), b: nz('3 Cornwall Avenue') },
  { why: 'West and East of the same street', a: nz('14 Queen Street West'), b: nz('14 Queen Street East') },
  { why: 'state highways 1 and 2', a: nz('1234 State Highway 1', { zip: '0582' }), b: nz('1234 State Highway 2', { zip: '0582' }) },
  { why: 'one-letter street names', a: nz('1 A St', { zip: '7010' }), b: nz('1 B St', { zip: '7010' }) },
];

export const DIFFERENT_EMAILS: readonly EmailPair[] = [
  { why: 'dots count outside Gmail and Proton', a: 'sam.taylor@outlook.com', b: 'samtaylor@outlook.com' },
  { why: 'different mailbox names', a: 'sam@xtra.co.nz', b: 'sam2@xtra.co.nz' },
  { why: 'different domains', a: 'sam@gmail.com', b: 'sam@gmail.co.nz' },
  { why: 'a hyphen counts outside Proton', a: 'sam-taylor@xtra.co.nz', b: 'samtaylor@xtra.co.nz' },
];
