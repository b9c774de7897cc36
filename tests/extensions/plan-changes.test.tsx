/** "Change your plan" on the subscriptions page: frequency, date, ship now, recipe or bag, treats, each with the Worker's own body. */
import { fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { SubscriptionsPage } from '../../extensions/customer-account-page/src/SubscriptionsPage';
import { CUSTOMER_ACCOUNT_TEXTS as T } from '../../src/copy/customer-account';
import { DEMO_CATALOGUE } from '../../functions/db/demo/demo-catalogue';
import type { Catalogue } from '../../src/domain/catalogue';
import { kibbleVariantTitle } from '../../src/domain/renewals';
import { formatLongDateUS } from '../../src/domain/dates';
import { shopDayFromToday } from '../factories/days';
import { dogs, sandbox, subscription } from './extension-world';

/** What a Polaris field does when the customer picks a value: its `value` changes, then `change`. */
function pick(selector: string, value: string) {
  const field = document.querySelector(selector)!;
  Object.defineProperty(field, 'value', { value, configurable: true });
  fireEvent(field, new Event('change'));
}

async function page(state: Parameters<typeof sandbox>[0] = { subscriptions: [subscription()], pets: dogs() }) {
  const world = sandbox(state);
  render(<SubscriptionsPage />);
  await screen.findByText(T.changeFrequency);
  return world;
}

describe('changing the plan', () => {
  it('changes the frequency to one of the offered ones', async () => {
    const { calls } = await page();
    pick(`s-select[label="${T.frequencyLabel}"]`, '35');
    fireEvent.click(screen.getByText(T.changeFrequency));
    expect(await screen.findByText(/^Every 35 days/)).toBeTruthy();
    expect(calls.find((c) => c.path.endsWith('/change-frequency'))?.body).toEqual({ newFrequency: 35 });
  });

  it('moves the next delivery', async () => {
    const { calls } = await page();
    const day = shopDayFromToday(20);
    pick(`s-date-field[label="${T.dateLabel}"]`, day);
    fireEvent.click(screen.getByText(T.changeDate));
    expect(await screen.findByText(`Next delivery: ${formatLongDateUS(day)}`)).toBeTruthy();
    expect(calls.find((c) => c.path.endsWith('/changeDate'))?.body).toMatchObject({ date: day, time: '07:00', timezone: '+12:00', reset_schedule: false });
  });

  it('ships now after saying what it charges, restarting the schedule from today', async () => {
    const { calls } = await page();
    fireEvent.click(screen.getByText(T.shipNow));
    // One tap only asks (issue 61 §2): the order's total with shipping, $126.98.
    expect(screen.getByText('Ship your next order today and charge $126.98 now?')).toBeTruthy();
    expect(calls.some((c) => c.path.endsWith('/ship-now'))).toBe(false);
    fireEvent.click(screen.getByText(T.shipNowKeep));
    expect(screen.queryByText(/charge \$126\.98 now/)).toBeNull();
    fireEvent.click(screen.getByText(T.shipNow));
    fireEvent.click(screen.getByText('Charge $126.98 and ship'));
    await waitFor(() => expect(calls.find((c) => c.path.endsWith('/ship-now'))?.body).toMatchObject({ reset_schedule: true, action: 'reschedule' }));
  });

  it('switches recipe or bag, keeping the frequency', async () => {
    const { calls } = await page();
    await waitFor(() => expect(document.querySelector(`s-select[label="${T.recipeLabel}"]`)).not.toBeNull());
    pick(`s-select[label="${T.recipeLabel}"]`, DEMO_CATALOGUE.kibbles[0]!.variants[2]!.id);
    fireEvent.click(screen.getByText(T.changeRecipe));
    await waitFor(() =>
      expect(calls.find((c) => c.path.endsWith('/change-product-and-frequency'))?.body).toEqual({
        variantId: DEMO_CATALOGUE.kibbles[0]!.variants[2]!.id,
        frequency: 28,
      }),
    );
  });

  it('adds a treat to the next order only', async () => {
    const { calls } = await page();
    const treat = DEMO_CATALOGUE.treats[0]!;
    fireEvent.click(await screen.findByText(`Add ${treat.title}`));
    expect(await screen.findByText(`Added to your next order: ${treat.title}`)).toBeTruthy();
    expect(calls.find((c) => c.path.endsWith('/items'))?.body).toEqual({ items: [{ shopify_variant_id: treat.variants[0]!.id, quantity: 1, one_time: true }] });
  });

  it('offers the bags and treats of the shop’s catalogue, not the demo’s', async () => {
    const kibble = { ...DEMO_CATALOGUE.kibbles[0]!, id: '5001', title: 'Hoki Crunch', variants: [{ id: '5308', bagSizeKg: 8, sku: 'H-8', priceCents: 7100 }] };
    const shop: Catalogue = {
      kibbles: [kibble],
      treats: [{ id: '6001', title: 'Kina Chews', image: { src: '/k.svg' }, variants: [{ id: '6101', sku: 'K-1', priceCents: 900 }] }],
      plans: [{ id: '7014', frequencyDays: 14, discountPercent: 10 }],
      defaultProductId: '5001',
    };
    const { calls } = await page({ subscriptions: [subscription()], pets: dogs(), catalogue: shop });
    const recipes = await waitFor(() => {
      const options = [...document.querySelectorAll(`s-select[label="${T.recipeLabel}"] s-option`)].map((o) => o.textContent);
      expect(options.length).toBeGreaterThan(0);
      return options;
    });
    expect(recipes).toEqual([kibbleVariantTitle(kibble, kibble.variants[0]!)]);
    expect(screen.queryByText(`Add ${DEMO_CATALOGUE.treats[0]!.title}`)).toBeNull();
    fireEvent.click(screen.getByText('Add Kina Chews'));
    await waitFor(() =>
      expect(calls.find((c) => c.path.endsWith('/items'))?.body).toEqual({ items: [{ shopify_variant_id: '6101', quantity: 1, one_time: true }] }),
    );
  });

  it('offers no recipe, bag or treat when the catalogue cannot be read, and says so', async () => {
    await page({ subscriptions: [subscription()], pets: dogs(), catalogue: null });
    expect(await screen.findByText(T.catalogueUnavailable)).toBeTruthy();
    expect(document.querySelector(`s-select[label="${T.recipeLabel}"]`)).toBeNull();
    expect(screen.queryByText(T.treatsHeading)).toBeNull();
    expect(screen.getByText(T.changeFrequency)).toBeTruthy();
  });

  it('cancels one the shop does not hold on the Worker, with the customer’s reason', async () => {
    const { calls } = await page({ subscriptions: [subscription()], pets: dogs(), offers: [] });
    fireEvent.click(screen.getByText(T.cancel));
    await screen.findByText(T.cancelAnyway);
    pick(`s-select[label="${T.cancelReasonLabel}"]`, 'Allergies');
    fireEvent.click(screen.getByText(T.cancelAnyway));
    expect(await screen.findByText(T.statusCancelled)).toBeTruthy();
    expect(calls.find((c) => c.method === 'DELETE')?.body).toEqual({ reason: 'Allergies', otherReason: '' });
  });
});
