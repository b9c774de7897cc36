/**
 * The change-address form as the customer uses it in the component tests: open it on the page,
 * type into its Polaris fields, read what they show.
 */
import { fireEvent, render, screen } from '@testing-library/preact';
import { expect } from 'vitest';
import { SubscriptionsPage } from '../../extensions/customer-account-page/src/SubscriptionsPage';
import { CUSTOMER_ACCOUNT_TEXTS as T } from '../../src/copy/customer-account';
import { sandbox } from './extension-world';

/** What a Polaris field does when the customer types or picks: its `value` changes, then `change`. */
export function fill(label: string, value: string) {
  const field = document.querySelector(`[label="${label}"]`)!;
  Object.defineProperty(field, 'value', { value, configurable: true });
  fireEvent(field, new Event('change'));
}

/** The value the page gave a field it has not been typed into. */
export const shown = (label: string) => document.querySelector(`[label="${label}"]`)!.getAttribute('value');

/** The page for `state`, its change-address form open. */
export async function openAddressForm(state: Parameters<typeof sandbox>[0]) {
  const world = sandbox(state);
  render(<SubscriptionsPage />);
  expect(await screen.findByText('Delivering to: 12 Ponsonby Road, Auckland 1011, New Zealand')).toBeTruthy();
  fireEvent.click(screen.getByText(T.changeAddress));
  return world;
}

export function typeAddress(zip = '6011', region = 'WGN') {
  fill(T.address1Label, '9 Tory Street');
  fill(T.address2Label, 'Flat 2');
  fill(T.cityLabel, 'Wellington');
  fill(T.regionLabel, region);
  fill(T.zipLabel, zip);
}
