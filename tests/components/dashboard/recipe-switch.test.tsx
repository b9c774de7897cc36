/**
 * Switching recipes on the My Next Order card (issue 50): the server's switch-over answered to
 * a change of recipe shows on the card, day by day, with the toast; a new size of the same
 * recipe shows none. The API is faked at `fetch`; the real stores.
 */
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { SubscriptionsSection } from '../../../src/components/dashboard/sections/SubscriptionsSection';
import { Toasts } from '../../../src/components/dashboard/sections/Toasts';
import { DASHBOARD_NOTICES } from '../../../src/copy/dashboard-notices';
import { DEMO_CATALOGUE } from '../../../functions/db/demo/demo-catalogue';
import { findKibbleVariant } from '../../../src/domain/catalogue';
import { recipeSwitchOver } from '../../../src/domain/recipe-switch';
import { changeProduct, loadDashboard, resetDashboardForTests } from '../../../src/stores/dashboard';
import { CUSTOMER, fakeApi, json, makeSubscription } from './fixtures';

const SUB = makeSubscription();
const PRODUCT = `POST /subscriptions/${SUB.id}/change-product-and-frequency`;
const LAMB_5KG = '47100000000201';
const lamb = findKibbleVariant(DEMO_CATALOGUE, LAMB_5KG)!;
const SWITCH = recipeSwitchOver({ from: { id: SUB.product_id, name: 'Chicken' }, to: lamb.product, variant: lamb.variant, frequencyDays: 44 })!;

let answers: Record<string, () => Response | Promise<Response>>;

beforeEach(async () => {
  resetDashboardForTests();
  answers = {
    [`GET /api/subscriptions/customer/${CUSTOMER.customerId}`]: () => json([SUB]),
    [`GET /api/orders/customer/${CUSTOMER.customerId}`]: () => json({ orders: [] }),
    [`GET /api/legacy-subscriptions/by-shopify-id/${CUSTOMER.customerId}`]: () => json([]),
    [`GET /api/subscriptions/${SUB.id}/plan-fit`]: () => json({ error: 'no dogs' }, 409),
  };
  fakeApi(answers);
  await loadDashboard(CUSTOMER.customerId);
});

function renderCard() {
  render(
    <>
      <SubscriptionsSection />
      <Toasts />
    </>,
  );
  return screen.getByRole('region', { name: 'My Next Order' });
}

describe('a new recipe on the My Next Order card', () => {
  it('shows the seven days of the switch-over with the usual toast, until closed', async () => {
    answers[PRODUCT] = () => json({ ...SUB, product_name: 'Luxe Lamb 5kg', switch_over: SWITCH });
    const card = renderCard();
    expect(within(card).queryByRole('region', { name: 'Switching over, day by day' })).toBeNull();

    await act(async () => {
      expect(await changeProduct(SUB.id, LAMB_5KG, 44)).toBe(true);
    });

    const panel = within(card).getByRole('region', { name: 'Switching over, day by day' });
    const days = within(panel).getAllByRole('listitem');
    expect(days).toHaveLength(7);
    expect(days[0]!.textContent).toBe(`Day 1: 25% Lamb (${SWITCH.days[0]!.grams} g), ${SWITCH.days[0]!.previousGrams} g Chicken`);
    expect(days[6]!.textContent).toBe(`Day 7: 100% Lamb (${SWITCH.gramsPerDay} g)`);
    expect(screen.getByText(DASHBOARD_NOTICES.productChanged)).toBeTruthy();

    await userEvent.click(within(panel).getByRole('button', { name: 'Close' }));
    expect(within(card).queryByRole('region', { name: 'Switching over, day by day' })).toBeNull();
  });

  it('another size of the same recipe shows no switch-over', async () => {
    answers[PRODUCT] = () => json({ ...SUB, switch_over: null });
    const card = renderCard();
    await act(async () => {
      expect(await changeProduct(SUB.id, '47100000000101', 44)).toBe(true);
    });
    expect(within(card).queryByRole('region', { name: 'Switching over, day by day' })).toBeNull();
    expect(screen.getByText(DASHBOARD_NOTICES.productChanged)).toBeTruthy();
  });
});
