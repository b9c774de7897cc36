import { describe, expect, it } from 'vitest';
import { NZ_ONLY_MESSAGE, NZ_POSTCODE_MESSAGE } from '../../src/domain/schemas/checkout';
import { call, legacyState, makeLegacy, makeSubscription, subscriptionRow, type ErrorBody, samForFile } from './subscription-helpers';

const NZ = { address1: '1 Queen Street', address2: '', city: 'Auckland', province: 'Auckland', zip: '1010', country: 'New Zealand' };
const SYDNEY = { address1: '1 George Street', address2: '', city: 'Sydney', province: 'NSW', zip: '2000', country: 'Australia' };
const LONDON_POSTCODE = { ...NZ, zip: 'SW1A 1AA' };

const sam = samForFile();

const cases = [
  ['an Australian address', SYDNEY, 'country', NZ_ONLY_MESSAGE],
  ['a postcode that is not 4 digits', LONDON_POSTCODE, 'zip', NZ_POSTCODE_MESSAGE],
] as const;

describe('POST /subscriptions/:id/update-address: New Zealand only, as checkout', () => {
  it.each(cases)('refuses %s with 400 and the issue, changing nothing', async (_, address, path, message) => {
    const id = await makeSubscription();
    const before = await subscriptionRow(id);
    const res = await call(sam, 'POST', `/subscriptions/${id}/update-address`, address);
    expect(res.status).toBe(400);
    expect((await res.json<ErrorBody>()).issues).toEqual([{ path, message }]);
    expect(await subscriptionRow(id)).toEqual(before);
  });

  it("accepts 'NZ' and stores it as New Zealand", async () => {
    const id = await makeSubscription();
    const res = await call(sam, 'POST', `/subscriptions/${id}/update-address`, { ...NZ, country: 'NZ' });
    expect(res.status).toBe(200);
    expect(await subscriptionRow(id)).toMatchObject({ ship_zip: '1010', ship_country: 'New Zealand' });
  });
});

describe('POST /api/legacy-subscriptions/:id/update-address: New Zealand only', () => {
  it.each(cases)('refuses %s with 400 and the issue, changing nothing', async (_, address, path, message) => {
    const id = await makeLegacy();
    const before = await legacyState(id);
    const res = await call(sam, 'POST', `/api/legacy-subscriptions/${id}/update-address`, { address });
    expect(res.status).toBe(400);
    expect((await res.json<ErrorBody>()).issues).toEqual([{ path: `address.${path}`, message }]);
    expect(await legacyState(id)).toEqual(before);
  });
});
