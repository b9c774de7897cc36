/**
 * Change Product (001 §2) offers the shop's recipes and bags from the catalogue on the page
 * (issue 60): another shop's 3, 8 and 12 kg bags at its prices less its plan's discount, the
 * chosen bag's id sent; with no catalogue, nothing to choose, no price and nothing to save.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DEMO_CATALOGUE } from '../../../functions/db/demo/demo-catalogue';
import { NO_RECIPES_TEXT, ProductDialog } from '../../../src/components/dashboard/sections/ProductDialog';
import type { Catalogue } from '../../../src/domain/catalogue';
import { formatNzdCents } from '../../../src/domain/money';
import { $catalogue } from '../../../src/stores/catalogue';

const bag = (id: string, bagSizeKg: number, priceCents: number) => ({ id, bagSizeKg, sku: `S-${id}`, priceCents });
const SHOP: Catalogue = {
  kibbles: [
    {
      ...DEMO_CATALOGUE.kibbles[0]!,
      id: '5001',
      name: 'Hoki',
      title: 'Hoki Crunch',
      variants: [bag('5103', 3, 3000), bag('5108', 8, 7000), bag('5112', 12, 9900)],
    },
    {
      ...DEMO_CATALOGUE.kibbles[1]!,
      id: '5002',
      name: 'Venison',
      title: 'Wild Venison',
      variants: [bag('5203', 3, 3500), bag('5208', 8, 8000), bag('5212', 12, 11000)],
    },
  ],
  treats: [],
  plans: [
    { id: '7028', frequencyDays: 28, discountPercent: 20 },
    { id: '7042', frequencyDays: 42, discountPercent: 10 },
  ],
  defaultProductId: '5001',
};

function open(variantId: string, frequency = 28) {
  const onSave = vi.fn();
  render(<ProductDialog variantId={variantId} frequency={frequency} frequencyMode="options" saving={false} onSave={onSave} onClose={() => undefined} />);
  return { dialog: screen.getByRole('dialog', { name: 'Change Product' }), onSave };
}

describe('Change Product', () => {
  it('offers the recipes and bag sizes of the shop’s catalogue, priced by its plan at the frequency', async () => {
    $catalogue.set(SHOP);
    const { dialog, onSave } = open('5108');
    expect(
      within(dialog)
        .getAllByRole('radio')
        .map((r) => r.closest('label')!.textContent),
    ).toEqual(['Hoki Crunch', 'Wild Venison']);
    expect((within(dialog).getByRole('radio', { name: 'Hoki Crunch' }) as HTMLInputElement).checked).toBe(true);
    const size = within(dialog).getByRole('combobox', { name: 'Bag size' }) as unknown as HTMLSelectElement;
    // The 28-day plan takes 20 % off: 3000 → 2400, 7000 → 5600, 9900 → 7920.
    expect([...size.options].map((o) => o.textContent)).toEqual([
      `3 kg – ${formatNzdCents(2400)}`,
      `8 kg – ${formatNzdCents(5600)}`,
      `12 kg – ${formatNzdCents(7920)}`,
    ]);
    expect(size.value).toBe('5108');

    // Another recipe keeps the bag size: its own 8 kg variant.
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Wild Venison' }));
    expect(size.value).toBe('5208');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update Subscription' }));
    expect(onSave).toHaveBeenCalledWith('5208', 28);
  });

  it('offers nothing, shows no price and saves nothing without a catalogue on the page', async () => {
    $catalogue.set(null);
    const { dialog, onSave } = open('47100000000102');
    expect(within(dialog).getByText(NO_RECIPES_TEXT)).toBeTruthy();
    expect(within(dialog).queryAllByRole('radio')).toEqual([]);
    expect(within(dialog).queryByRole('combobox', { name: 'Bag size' })).toBeNull();
    expect(dialog.textContent).not.toMatch(/\$\d/);
    const save = within(dialog).getByRole('button', { name: 'Update Subscription' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    await userEvent.click(save);
    expect(onSave).not.toHaveBeenCalled();
  });
});
