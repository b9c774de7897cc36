/**
 * A pet editor's word on the subscriptions (issue 21): while a dog's change is edited, the card's
 * sentence as it will read after the change, when the bag no longer fits, with the one-tap fix
 * through the existing change call; nothing while every subscription still fits. The API is
 * faked at `fetch`; the real stores and the real plan-fit rule.
 */
import { DEMO_CATALOGUE } from '../../../functions/db/demo/demo-catalogue';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { EditorPlanFit } from '../../../src/components/dashboard/sections/EditorPlanFit';
import { PLAN_FIT_TEXTS } from '../../../src/copy/plan-fit';
import { findKibbleVariant } from '../../../src/domain/catalogue';
import { formatLongDateUS } from '../../../src/domain/dates';
import { planFit, type PlanFit } from '../../../src/domain/plan-fit';
import { followPlanFit, loadDashboard, resetDashboardForTests } from '../../../src/stores/dashboard';
import { $petData, $petsLoad, resetPetsForTests } from '../../../src/stores/pets';
import { savedPet } from '../../factories/pet';
import { CUSTOMER, fakeApi, json, makeSubscription, type Call } from './fixtures';

const SUB = makeSubscription();
const NEXT = SUB.next_charge_scheduled_at!;
const NALA = savedPet({ id: 'pet_nala', name: 'Nala', weight: 18 });
const kcalPerKg = findKibbleVariant(DEMO_CATALOGUE, SUB.items.find((i) => i.is_main)!.variant_id)!.product.kcalPerKg;
/** Nala's 15 kg bag as the API reads it, delivered at the frequency that fits her now. */
const fitNow = planFit({ catalogue: DEMO_CATALOGUE, pets: [NALA], kcalPerKg, bagKg: 15, frequency: 28, nextDelivery: NEXT });
const FITS: PlanFit = { ...fitNow, frequency: fitNow.daysPerBag!, status: 'fits', suggestion: null };

let calls: Call[];

beforeEach(async () => {
  resetDashboardForTests();
  resetPetsForTests();
  calls = fakeApi({
    [`GET /api/subscriptions/customer/${CUSTOMER.customerId}`]: () => json([{ ...SUB, order_interval_frequency: FITS.frequency }]),
    [`GET /api/orders/customer/${CUSTOMER.customerId}`]: () => json({ orders: [] }),
    [`GET /api/legacy-subscriptions/by-shopify-id/${CUSTOMER.customerId}`]: () => json([]),
    [`GET /api/subscriptions/${SUB.id}/plan-fit`]: () => json(FITS),
    [`POST /subscriptions/${SUB.id}/change-frequency`]: () => json({ ...SUB, order_interval_frequency: 22 }),
  });
  await loadDashboard(CUSTOMER.customerId);
  act(() => {
    $petData.set({ ...$petData.get(), pets: [NALA] });
    $petsLoad.set({ status: 'ready' });
    followPlanFit();
  });
});

describe('EditorPlanFit', () => {
  it('says nothing while the change keeps the bag fitting', async () => {
    const renamed = { ...NALA, name: 'Nala Rose' };
    const { container } = render(<EditorPlanFit draft={renamed} className="dash-plan-fit" />);
    await waitFor(() => expect(calls.some((c) => c.path.endsWith('/plan-fit'))).toBe(true));
    expect(container.textContent).toBe('');
  });

  it('a heavier dog: the bag runs out early after the change, with the fix as one tap', async () => {
    const heavier = { ...NALA, weight: 55 };
    render(<EditorPlanFit draft={heavier} className="dash-plan-fit" />);
    const after = planFit({ catalogue: DEMO_CATALOGUE, pets: [heavier], kcalPerKg, bagKg: 15, frequency: FITS.frequency, nextDelivery: NEXT });
    expect(after.status).toBe('runs_out_early');
    const fix = await screen.findByRole('button', { name: `Deliver every ${after.suggestion!.frequency} days` });
    expect(screen.getByText(new RegExp(`^${PLAN_FIT_TEXTS.afterChange} Your dog finishes this 15 kg bag in ${after.daysPerBag} days`)).textContent).toContain(
      formatLongDateUS(NEXT),
    );
    await userEvent.click(fix);
    await waitFor(() => expect(calls.filter((c) => c.path === `/subscriptions/${SUB.id}/change-frequency`)).toHaveLength(1));
    const sent = calls.find((c) => c.path === `/subscriptions/${SUB.id}/change-frequency`)!;
    expect(sent.body).toEqual({ newFrequency: after.suggestion!.frequency });
  });
});
