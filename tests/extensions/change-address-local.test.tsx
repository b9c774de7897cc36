/**
 * "Change address" on a subscription the shop holds no contract for (local mode): the address
 * goes to our Worker, the dashboard's own change, and the page shows it at once; a refusal keeps
 * what the customer typed, with the complaint on its field or above the buttons.
 */
import { fireEvent, screen, waitFor } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { CUSTOMER_ACCOUNT_TEXTS as T } from '../../src/copy/customer-account';
import { NZ_POSTCODE_MESSAGE } from '../../src/domain/schemas/checkout';
import { openAddressForm, typeAddress } from './address-helpers';
import { dogs, subscription } from './extension-world';

const WELLINGTON = { address1: '9 Tory Street', address2: 'Flat 2', city: 'Wellington', province: 'Wellington', zip: '6011', country: 'New Zealand' };
const addressChanges = (calls: { method: string; path: string; body: unknown }[]) => calls.filter((c) => c.path.endsWith('/update-address'));

describe('changing the delivery address in local mode', () => {
  it('saves through the Worker and shows the new address, asking Shopify nothing', async () => {
    const { calls, shopCalls, shopReads, record } = await openAddressForm({ subscriptions: [subscription()], pets: dogs() });
    expect(screen.queryByText(T.findDelivery)).toBeNull();
    typeAddress();
    fireEvent.click(screen.getByText(T.useAddress));

    const line = '9 Tory Street, Flat 2, Wellington 6011, New Zealand';
    expect(await screen.findByText(`Delivering to: ${line}`)).toBeTruthy();
    expect(screen.getByText(`Your deliveries now go to ${line}.`)).toBeTruthy();
    expect(addressChanges(calls)).toEqual([
      { method: 'POST', path: `/subscriptions/${subscription().id}/update-address`, body: WELLINGTON, authorization: 'Bearer session-token' },
    ]);
    expect(record(subscription().id).shipping_address).toMatchObject(WELLINGTON);
    expect([...shopCalls, ...shopReads]).toEqual([]);
  });

  it('keeps what the customer typed when the Worker refuses it, the complaint on its field', async () => {
    const state = {
      subscriptions: [subscription()],
      pets: dogs(),
      refuseAddress: { error: `Invalid request body: zip: ${NZ_POSTCODE_MESSAGE}`, issues: [{ path: 'zip', message: NZ_POSTCODE_MESSAGE }] },
    };
    const { calls, record } = await openAddressForm(state);
    typeAddress();
    fireEvent.click(screen.getByText(T.useAddress));
    await waitFor(() => expect(document.querySelector(`[label="${T.zipLabel}"]`)!.getAttribute('error')).toBe(NZ_POSTCODE_MESSAGE));
    expect(document.querySelector(`s-section[heading="${T.addressHeading}"]`)).toBeTruthy();
    expect(record(subscription().id).shipping_address.address1).toBe('12 Ponsonby Road');

    // Sent again as it stands: the same address the customer typed, not the old one.
    delete (state as { refuseAddress?: unknown }).refuseAddress;
    fireEvent.click(screen.getByText(T.useAddress));
    expect(await screen.findByText('Delivering to: 9 Tory Street, Flat 2, Wellington 6011, New Zealand')).toBeTruthy();
    expect(addressChanges(calls).map((c) => c.body)).toEqual([WELLINGTON, WELLINGTON]);
  });

  it('shows a refusal that names no field above the buttons, the form still open', async () => {
    const state = { subscriptions: [subscription()], pets: dogs(), refuseAddress: { error: 'No such subscription.', issues: [] } };
    await openAddressForm(state);
    typeAddress();
    fireEvent.click(screen.getByText(T.useAddress));
    expect(await screen.findByText('That did not work: No such subscription.')).toBeTruthy();
    expect(screen.getByText(T.useAddress)).toBeTruthy();
    expect(screen.queryByText(/^Delivering to: /)).toBeNull();
  });
});
