/**
 * The claimed-trial offer (issue 47 §4), until now covered only by E2E: its button asks for the
 * discounted first order of the same recipe, bag and frequency, with the visitor's name and
 * e-mail and WELCOME20, and goes to the checkout that answer names; a refused call says so.
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TrialClaimedOffer } from '../../../src/components/trial/TrialClaimedOffer';
import { TRIAL_CLAIMED_OFFER_TEXTS as TEXTS } from '../../../src/copy/trial-claimed';
import { DEMO_CATALOGUE } from '../../../functions/db/demo/demo-catalogue';
import { planForFrequency } from '../../../src/domain/catalogue';
import { $catalogue } from '../../../src/stores/catalogue';

const SUMMARY = { variantId: '47100000000102', frequencyDays: 31 };
const CUSTOMER = { name: 'Sam Smith', email: 'sam@example.com', firstname: 'Sam', lastname: 'Smith' };
const CHECKOUT = 'https://furbaby.co.nz/checkouts/c/abc?discount=WELCOME20';
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let answer: () => Response;
let fetchMock: ReturnType<typeof vi.fn<(url: string, init?: RequestInit) => Promise<Response>>>;
const assign = vi.fn();

beforeEach(() => {
  answer = () => json({ checkout_url: CHECKOUT });
  fetchMock = vi.fn(async () => answer());
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => fetchMock(String(input), init));
  vi.stubGlobal('location', { ...window.location, assign });
});
afterEach(() => {
  vi.unstubAllGlobals();
  assign.mockReset();
});

describe('TrialClaimedOffer', () => {
  it('opens the discounted first order of the same recipe and bag, for the visitor', async () => {
    render(<TrialClaimedOffer summary={SUMMARY} customer={CUSTOMER} />);
    await userEvent.click(screen.getByRole('button', { name: TEXTS.button }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(CHECKOUT));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toContain('/api/pets/checkout-url');
    expect(JSON.parse(String(init!.body))).toEqual({
      variantId: SUMMARY.variantId,
      // The bag lasts 31 days: the shop's plan not longer than that, every 30 days (decision 0039).
      sellingPlanId: planForFrequency(DEMO_CATALOGUE, 30)!.id,
      customerData: CUSTOMER,
      quantity: 1,
      discount: 'WELCOME20',
      pageDiscount: 'WELCOME20',
    });
  });

  it('asks for the selling plan of the catalogue on the page, another shop’s', async () => {
    $catalogue.set({
      ...DEMO_CATALOGUE,
      plans: [
        { id: '77014', frequencyDays: 14, discountPercent: 10 },
        { id: '77042', frequencyDays: 42, discountPercent: 15 },
      ],
    });
    render(<TrialClaimedOffer summary={{ variantId: '9108', frequencyDays: 45 }} customer={CUSTOMER} />);
    await userEvent.click(screen.getByRole('button', { name: TEXTS.button }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]!.body))).toMatchObject({ variantId: '9108', sellingPlanId: '77042' });
  });

  it('waits disabled, asking for nothing, while the page has no catalogue', async () => {
    $catalogue.set(null);
    render(<TrialClaimedOffer summary={SUMMARY} customer={CUSTOMER} />);
    const button = screen.getByRole('button', { name: TEXTS.button }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    await userEvent.click(button);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('is busy while the checkout is asked for, and says so when it is refused', async () => {
    let release!: (r: Response) => void;
    fetchMock.mockImplementationOnce(() => new Promise((r) => (release = r)));
    render(<TrialClaimedOffer summary={SUMMARY} customer={CUSTOMER} />);
    await userEvent.click(screen.getByRole('button', { name: TEXTS.button }));
    const busy = await screen.findByRole('button', { name: TEXTS.busy });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    release(json({ error: 'no' }, 400));
    expect(await screen.findByText(TEXTS.failed)).toBeTruthy();
    expect((screen.getByRole('button', { name: TEXTS.button }) as HTMLButtonElement).disabled).toBe(false);
    expect(assign).not.toHaveBeenCalled();
  });
});
