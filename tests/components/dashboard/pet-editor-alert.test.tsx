/**
 * The dashboard's pet editor speaks the dashboard's words when a save fails (001 §8: 'Failed to
 * save pet. Please try again.'); the same overlay on Your Pets keeps 000 §8's 'Failed to
 * add/update pet. Please try again.' (issue 39).
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DashboardDialogs } from '../../../src/components/dashboard/sections/DashboardDialogs';
import { PetOverlay } from '../../../src/components/pets/PetOverlay';
import { openDialog, resetDashboardForTests } from '../../../src/stores/dashboard';
import { $petData, type PetRecord } from '../../../src/stores/pets';
import { emptyPetsData } from '../../../src/domain/schemas/pet';
import { CUSTOMER, fakeApi, json } from './fixtures';
import { DEMO_PIP } from '../../factories/pet';

const pip = DEMO_PIP as PetRecord;

let alert: ReturnType<typeof vi.fn>;
beforeEach(() => {
  resetDashboardForTests();
  $petData.set({ ...emptyPetsData(), pets: [pip] });
  alert = vi.fn();
  window.alert = alert as unknown as typeof window.alert;
  const refused = () => json({ error: 'down', code: 'internal_error' }, 500);
  fakeApi({ 'POST /api/pets': refused, 'POST /api/pets/calculate': refused });
});
afterEach(() => vi.unstubAllGlobals());

async function saveAndFail(): Promise<void> {
  const dialog = await screen.findByRole('dialog', { name: "Pip's feeding guide" });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save Pet' }));
  await waitFor(() => expect(alert).toHaveBeenCalledTimes(1));
  expect(screen.getByRole('dialog', { name: "Pip's feeding guide" })).toBeTruthy();
}

describe('a failed pet save', () => {
  it("alerts 'Failed to save pet. Please try again.' on the dashboard", async () => {
    openDialog({ kind: 'pet', pet: pip });
    render(<DashboardDialogs customerEmail={CUSTOMER.customerEmail} />);
    await saveAndFail();
    expect(alert).toHaveBeenCalledWith('Failed to save pet. Please try again.');
  });

  it("alerts 'Failed to add/update pet. Please try again.' on Your Pets", async () => {
    render(<PetOverlay pet={pip} onClose={() => {}} />);
    await saveAndFail();
    expect(alert).toHaveBeenCalledWith('Failed to add/update pet. Please try again.');
  });
});
