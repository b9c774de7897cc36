import { describe, expect, it } from 'vitest';
import { householdAddress, householdEmail as checkoutHouseholdEmail } from '../../src/domain/checkout';
import { foldText, householdEmail, householdKeys } from '../../src/domain/household';
import { streetName } from '../../src/domain/household-address';
import { DIFFERENT_ADDRESSES, DIFFERENT_EMAILS, SAME_ADDRESSES, SAME_EMAILS } from './household-cases';

describe('one trial per household: the same household however it is written', () => {
  it('has at least 30 pairs that are one household and 10 that are not', () => {
    expect(SAME_ADDRESSES.length + SAME_EMAILS.length).toBeGreaterThanOrEqual(30);
    expect(DIFFERENT_ADDRESSES.length + DIFFERENT_EMAILS.length).toBeGreaterThanOrEqual(10);
  });

  it.each(SAME_ADDRESSES)('one address: $why', ({ a, b }) => {
    expect(householdAddress(a)).toBe(householdAddress(b));
  });

  it.each(SAME_EMAILS)('one mailbox: $why', ({ a, b }) => {
    expect(householdEmail(a)).toBe(householdEmail(b));
  });
});

describe('one trial per household: two households stay two', () => {
  it.each(DIFFERENT_ADDRESSES)('two addresses: $why', ({ a, b }) => {
    expect(householdAddress(a)).not.toBe(householdAddress(b));
  });

  it.each(DIFFERENT_EMAILS)('two mailboxes: $why', ({ a, b }) => {
    expect(householdEmail(a)).not.toBe(householdEmail(b));
  });
});

describe('the household keys', () => {
  it('reads the street as NZ Post writes it: unit, number, name, type, postcode', () => {
    expect(householdKeys({ address1: '3/12 Ponsonby Rd', address2: 'Grey Lynn', city: 'Auckland', zip: '1021' }, 'Sam.Taylor+trial@GMail.com')).toEqual([
      'address:unit 3 12 ponsonby road|1021',
      'email:samtaylor@gmail.com',
    ]);
    expect(householdAddress({ address1: '1234 SH1', address2: 'RD 2', city: 'Waipu', zip: '0582' })).toBe('1234 state highway 1|0582');
    expect(householdAddress({ address1: 'P.O. Box 5', city: 'Auckland', zip: '1140' })).toBe('po box 5|1140');
    expect(householdAddress({ address1: '1 A St', city: 'Nelson', zip: '7010' })).toBe('1 a street|7010');
  });

  it('reads a unit the same in address2, before or after the number, in any case (moved from checkout.test.ts)', () => {
    const key = householdAddress({ address1: '12 Ponsonby Road', address2: 'Unit 3', city: 'Auckland', zip: '1011' });
    for (const a of [
      { address1: '3/12 Ponsonby Road', city: 'Auckland', zip: '1011' },
      { address1: '12 Ponsonby Rd.', address2: 'Flat 3', city: 'AUCKLAND', zip: ' 1011' },
      { address1: '12  ponsonby  rd, unit 3', city: 'auckland', zip: '1011' },
    ]) {
      expect(householdAddress(a)).toBe(key);
    }
    expect(key).toBe('unit 3 12 ponsonby road|1011');
  });

  it("keeps 'St' that starts a name as Saint: 'St Heliers' never becomes 'Street Heliers'", () => {
    expect(householdAddress({ address1: '5 St Heliers Bay Rd', city: 'Auckland', zip: '1071' })).toBe('5 saint heliers bay road|1071');
    expect(streetName(['tamaki', 'dr', 'st', 'heliers'])).toBe('tamaki drive');
    expect(streetName(['queen', 'st', 'mt', 'eden'])).toBe('queen street');
    expect(streetName(['mt', 'st'])).toBe('mount street');
    expect(streetName(['pt', 'chevalier', 'rd'])).toBe('point chevalier road');
  });

  it("keeps 'Flat Bush' a name: a unit word counts only before a unit number", () => {
    expect(householdAddress({ address1: '12 Flat Bush School Rd', city: 'Auckland', zip: '2019' })).toBe('12 flat bush school road|2019');
  });

  it('keeps the words of a line it cannot read, so it merges only with the same words', () => {
    expect(householdAddress({ address1: 'The Old Dairy Farm', city: 'Waipu', zip: '0582' })).toBe('the old dairy farm|0582');
    expect(householdAddress({ address1: 'The Old Dairy Farm', city: 'Waipu', zip: '0582' })).not.toBe(
      householdAddress({ address1: 'The New Dairy Farm', city: 'Waipu', zip: '0582' }),
    );
    expect(householdAddress({ address1: 'Cnr Queen and Victoria St', city: 'Auckland', zip: '1010' })).toBe('cnr queen and victoria street|1010');
  });

  it('reads property names such as constructor or __proto__ as plain words', () => {
    expect(householdAddress({ address1: '1 Constructor ToString St', address2: '__proto__', city: 'X', zip: '1011' })).toBe(
      '1 constructor tostring street|1011',
    );
  });

  it('folds look-alikes, widths, macrons, digits of any script and invisible characters', () => {
    expect(foldText('Ōtāhuhu')).toBe('otahuhu');
    expect(foldText('\uFF30\uFF4F\uFF4E\u3000１２')).toBe('pon 12');
    expect(foldText('\u0420\u043E\u043D\u0435')).toBe('pohe');
    expect(foldText('a\u200B\u200D\uFEFF\u00ADb')).toBe('ab');
    expect(foldText('\u0967\u0968\u0969')).toBe('123'); // Devanagari
  });

  it('stays the one rule the route and the rate limits import from checkout.ts', () => {
    expect(checkoutHouseholdEmail).toBe(householdEmail);
  });
});
