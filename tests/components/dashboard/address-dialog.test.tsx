/**
 * The address form checks with the API's own NZ-only schema: the country
 * is shown as New Zealand and cannot be changed, and a postcode that is not NZ's says so.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AddressDialog } from '../../../src/components/dashboard/sections/AddressDialog';
import { NZ_POSTCODE_MESSAGE } from '../../../src/domain/schemas/checkout';

const SYDNEY = { address1: '1 George Street', city: 'Sydney', province: 'NSW', zip: '2000', country: 'Australia' };

describe('AddressDialog', () => {
  it('offers New Zealand only, whatever country the address had', () => {
    render(<AddressDialog title="Change Address" initial={SYDNEY} saving={false} onSave={vi.fn()} onClose={vi.fn()} />);
    const country = screen.getByRole('textbox', { name: 'Country' }) as HTMLInputElement;
    expect(country.value).toBe('New Zealand');
    expect(country.readOnly).toBe(true);
  });

  it('refuses a postcode that is not 4 digits with the checkout’s message, saving nothing', async () => {
    const onSave = vi.fn();
    const user = userEvent.setup();
    render(<AddressDialog title="Change Address" initial={{ ...SYDNEY, zip: 'SW1A 1AA' }} saving={false} onSave={onSave} onClose={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Save Address' }));
    expect(screen.getByText(NZ_POSTCODE_MESSAGE)).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();

    await user.clear(screen.getByRole('textbox', { name: 'Postcode' }));
    await user.type(screen.getByRole('textbox', { name: 'Postcode' }), '1010');
    await user.click(screen.getByRole('button', { name: 'Save Address' }));
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ zip: '1010', country: 'New Zealand' }));
  });
});
