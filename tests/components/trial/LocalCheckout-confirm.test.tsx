import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LocalCheckout } from '../../../src/components/trial/LocalCheckout';
import { DEMO_CATALOGUE } from '../../../functions/db/demo/demo-catalogue';
import { checkoutSummary, TEST_CARD_APPROVED } from '../../../src/domain/checkout';
import { CHECKOUT_CONFIRM_INVALID_MESSAGE } from '../../../src/domain/checkout-confirmation';

const CHECKOUT_ID = 'chk_abcdefgh12345678';
const TOKEN = 'T'.repeat(43);
const lamb = DEMO_CATALOGUE.kibbles.find((k) => k.name === 'Lamb')!;
const summary = checkoutSummary({ product: lamb, variant: lamb.variants[0]!, frequencyDays: 31, discountCode: 'WELCOME20', now: new Date() });

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The API as the page meets it: the checkout, /complete and /confirm answer what each test says. */
function fakeApi(answers: { complete?: Response; confirm?: Response | Promise<Response> }) {
  const calls: { url: string; body: unknown }[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    calls.push({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    if (url.endsWith(`/api/checkout/${CHECKOUT_ID}`)) {
      return json({ id: CHECKOUT_ID, state: 'open', summary, prefill: { firstName: 'Aroha', lastName: 'Smith', email: 'demo@example.com' } });
    }
    if (url.endsWith('/complete') && answers.complete) return answers.complete;
    if (url.endsWith('/confirm') && answers.confirm) return answers.confirm;
    // The embedding bridge asks for the shop origins; here nobody frames us.
    return json({ shopOrigins: [], storeDomain: 'furbaby.co.nz', local: true });
  });
  return calls;
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('LocalCheckout: an e-mail that already has an account', () => {
  beforeEach(() => window.history.replaceState(null, '', `/checkout?session=${CHECKOUT_ID}`));

  it('says an account uses the address, that a link was sent and that nothing is ordered until it is opened', async () => {
    fakeApi({ complete: json({ status: 'confirmation_sent', email: 'demo@example.com', expiresInMinutes: 30 }, 202) });
    const user = userEvent.setup({ delay: null });
    render(<LocalCheckout />);
    await user.type(await screen.findByRole('textbox', { name: 'Street address' }), '1 Queen Street');
    await user.type(screen.getByRole('textbox', { name: 'Town or city' }), 'Auckland');
    await user.type(screen.getByRole('textbox', { name: 'Postcode' }), '1010');
    await user.type(screen.getByRole('textbox', { name: 'Card number' }), TEST_CARD_APPROVED);
    await user.type(screen.getByRole('textbox', { name: 'Expiry (MM/YY)' }), '12/39');
    await user.type(screen.getByRole('textbox', { name: 'Security code (CVC)' }), '123');
    await user.click(screen.getByRole('button', { name: /Place order/ }));

    const heading = await screen.findByRole('heading', { name: "Confirm it's you" });
    expect(document.activeElement).toBe(heading);
    const status = screen.getByRole('status');
    expect(status.textContent).toContain('An account already uses demo@example.com.');
    expect(status.textContent).toContain('only when you open the link within 30 minutes');
    expect(screen.queryByText(/Order #/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Log in to your account' }).getAttribute('href')).toBe('/dashboard');

    // Another e-mail: back to the form, details kept, the e-mail field focused.
    await user.click(screen.getByRole('button', { name: 'Use another e-mail address' }));
    const email = screen.getByRole('textbox', { name: 'Email address' });
    await waitFor(() => expect(document.activeElement).toBe(email));
    expect((screen.getByRole('textbox', { name: 'Street address' }) as HTMLInputElement).value).toBe('1 Queen Street');
  });
});

describe('LocalCheckout: the confirmation link', () => {
  beforeEach(() => window.history.replaceState(null, '', `/checkout?session=${CHECKOUT_ID}&confirm=${TOKEN}`));

  it('takes the token out of the address, places the order and shows it', async () => {
    let answer!: (r: Response) => void;
    const held = new Promise<Response>((resolve) => (answer = resolve));
    // The answer is held, so the page's "confirming" step can be seen.
    const calls = fakeApi({ confirm: held });

    render(<LocalCheckout />);
    expect(window.location.search).toBe(`?session=${CHECKOUT_ID}`);
    expect((await screen.findByText('Confirming your order...')).getAttribute('role')).toBe('status');
    answer(
      json(
        {
          orderId: 'order_x',
          orderNumber: 1042,
          subscriptionId: 'sub_x',
          email: 'demo@example.com',
          offer: 'first-order',
          dueTodayCents: 1,
          firstFullOrderDate: summary.firstFullOrderDate,
          loginLinkSent: true,
          loggedIn: false,
        },
        201,
      ),
    );

    const heading = await screen.findByRole('heading', { name: 'Thank you! Order #1042 is confirmed.' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    // An existing account is never opened by a checkout: the link is already in their mailbox, and
    // nothing here leads to the dashboard's login wall (issue 47).
    const done = heading.closest('section')!;
    expect(done.textContent).toContain(
      "We've e-mailed you a login link to demo@example.com. Open it to see your order and manage your subscription on your dashboard.",
    );
    expect(screen.queryByRole('link', { name: 'Go to your dashboard' })).toBeNull();
    expect(calls.some((c) => c.url.includes(TOKEN))).toBe(false);
  });

  it('explains an expired or used link and offers the way back', async () => {
    const calls = fakeApi({ confirm: json({ code: 'confirmation_invalid', error: CHECKOUT_CONFIRM_INVALID_MESSAGE }, 410) });
    render(<LocalCheckout />);
    const heading = await screen.findByRole('heading', { name: "We couldn't confirm your order" });
    expect(document.activeElement).toBe(heading);
    expect(screen.getByRole('alert').textContent).toBe(CHECKOUT_CONFIRM_INVALID_MESSAGE);
    expect(screen.getByRole('link', { name: 'Back to the checkout' }).getAttribute('href')).toBe(`/checkout?session=${CHECKOUT_ID}`);
    expect(window.location.search).toBe(`?session=${CHECKOUT_ID}`);
    // The token travelled in the body, never in a URL.
    expect(calls.find((c) => c.url.endsWith('/confirm'))?.body).toEqual({ token: TOKEN });
  });
});
