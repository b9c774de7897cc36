import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import * as v from 'valibot';
import type { CheckoutSummary } from '../../domain/checkout';
import { TEST_CARD_APPROVED } from '../../domain/checkout';
import { formatNzdCents } from '../../domain/money';
import { checkoutCompleteBodySchema, NZ_COUNTRY } from '../../domain/schemas/checkout';

import { api } from '../../lib/api-client';
import { useReportHeight } from '../embed/use-embed';
import { ConfirmationSent, ConfirmFailed, Confirming, confirmOrder, takeConfirmToken } from './CheckoutConfirmViews';
import './trial.css';
import { OrderSummary } from './CheckoutOrderSummary';
import { useFormErrors } from '../../lib/use-form-errors';
import { LazyTrialClaimedOffer } from './LazyTrialClaimedOffer';
import { CheckoutDone } from './CheckoutDone';

type Field =
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'address.address1'
  | 'address.address2'
  | 'address.city'
  | 'address.province'
  | 'address.zip'
  | 'card.number'
  | 'card.expiry'
  | 'card.cvc';

const FIELD_ORDER: readonly Field[] = [
  'firstName',
  'lastName',
  'email',
  'address.address1',
  'address.address2',
  'address.city',
  'address.province',
  'address.zip',
  'card.number',
  'card.expiry',
  'card.cvc',
];

type Values = Record<Field, string>;
const EMPTY: Values = Object.fromEntries(FIELD_ORDER.map((f) => [f, ''])) as Values;

type Loaded = { id: string; summary: CheckoutSummary };
type State =
  | { status: 'loading' }
  | { status: 'missing'; message: string }
  | { status: 'open'; checkout: Loaded }
  | { status: 'done'; checkout: Loaded; orderNumber: number; email: string; loginLinkSent: boolean; loggedIn: boolean }
  // The e-mail has an account: its owner must open the mailed link.
  | { status: 'confirmation-sent'; checkout: Loaded; email: string; minutes: number }
  | { status: 'confirming'; checkout: Loaded }
  | { status: 'confirm-failed'; checkout: Loaded; message: string };

const LOAD_FAILED_MESSAGE = 'We could not load your checkout. Please reload the page.';
const PLACE_FAILED_MESSAGE = 'Your order could not be placed. Please check your connection and try again.';
const CONFIRM_LOAD_FAILED_MESSAGE = 'We could not load your checkout. Please check your connection and open the link in your e-mail again.';
const NO_SESSION_MESSAGE = 'This checkout link is not valid. Please start again from the recipe page.';

function bodyOf(values: Values) {
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    email: values.email,
    address: {
      address1: values['address.address1'],
      address2: values['address.address2'],
      city: values['address.city'],
      province: values['address.province'],
      zip: values['address.zip'],
      country: NZ_COUNTRY,
    },
    card: { number: values['card.number'], expiry: values['card.expiry'], cvc: values['card.cvc'] },
  };
}

/**
 * The local checkout page (CHECKOUT=local): shows the order of a checkout session and takes
 * name, e-mail, a NZ address and a test card. Checked with the API's own schema before it is
 * sent; the API enforces one trial per household and answers the order number.
 */
export function LocalCheckout() {
  useReportHeight('dashboard');
  const id = useId();
  const [state, setState] = useState<State>({ status: 'loading' });
  const [values, setValues] = useState<Values>(EMPTY);
  const form = useFormErrors(FIELD_ORDER, id);
  const [alert, setAlert] = useState<string | null>(null);
  // The household has had its trial (409 trial_already_claimed): the first order is offered instead.
  const [claimed, setClaimed] = useState(false);
  const [busy, setBusy] = useState(false);
  const alertRef = useRef<HTMLDivElement>(null);
  const doneRef = useRef<HTMLHeadingElement>(null);
  // Back from "Confirm it's you" to change the e-mail: the form returns with that field focused.
  const focusEmail = useRef(false);

  useEffect(() => {
    const sessionId = new URLSearchParams(window.location.search).get('session');
    const confirmToken = takeConfirmToken();
    if (!sessionId) {
      setState({ status: 'missing', message: NO_SESSION_MESSAGE });
      return;
    }
    void (async () => {
      try {
        const res = await api.api.checkout[':id'].$get({ param: { id: sessionId } });
        if (!res.ok) {
          const body = (await res.json().catch(() => null)) as { error?: string } | null;
          setState({ status: 'missing', message: body?.error ?? NO_SESSION_MESSAGE });
          return;
        }
        const answer = await res.json();
        if (answer.state === 'completed') {
          setState({ status: 'missing', message: 'This order has already been placed. Check your e-mail for your login link.' });
          return;
        }
        if (answer.state === 'expired') {
          setState({ status: 'missing', message: 'This checkout link has expired. Please start again from the recipe page.' });
          return;
        }
        const checkout = { id: answer.id, summary: answer.summary };
        if (confirmToken !== null) {
          setState({ status: 'confirming', checkout });
          const confirmed = await confirmOrder(answer.id, confirmToken);
          setState(confirmed.ok ? { status: 'done', checkout, ...confirmed.placed } : { status: 'confirm-failed', checkout, message: confirmed.message });
          return;
        }
        setValues((old) => ({ ...old, firstName: answer.prefill.firstName, lastName: answer.prefill.lastName, email: answer.prefill.email }));
        setState({ status: 'open', checkout });
      } catch {
        // The token has left the address bar: reloading would not confirm, the mailed link still does.
        setState({ status: 'missing', message: confirmToken === null ? LOAD_FAILED_MESSAGE : CONFIRM_LOAD_FAILED_MESSAGE });
      }
    })();
  }, []);

  useEffect(() => {
    if (state.status === 'done') doneRef.current?.focus();
    if (state.status === 'open' && focusEmail.current) {
      focusEmail.current = false;
      form.focus('email');
    }
    // Only when the state changes: `form` is a new object each render, its focus reads a ref.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state.status]);

  useEffect(() => {
    if (alert) alertRef.current?.focus();
  }, [alert]);

  if (state.status === 'loading') {
    return (
      <p role="status" className="muted">
        Loading your order...
      </p>
    );
  }
  if (state.status === 'missing') {
    return (
      <div role="alert" className="form-message">
        {state.message}
      </div>
    );
  }
  const { summary } = state.checkout;
  if (state.status === 'confirming') return <Confirming />;
  if (state.status === 'confirm-failed') return <ConfirmFailed message={state.message} checkoutId={state.checkout.id} />;
  if (state.status === 'confirmation-sent') {
    const checkout = state.checkout;
    const useAnotherEmail = () => {
      focusEmail.current = true;
      setState({ status: 'open', checkout });
    };
    return <ConfirmationSent email={state.email} minutes={state.minutes} onUseAnotherEmail={useAnotherEmail} />;
  }
  if (state.status === 'done') {
    const { orderNumber, email, loginLinkSent, loggedIn } = state;
    return <CheckoutDone ref={doneRef} headingId={`${id}-done`} summary={summary} {...{ orderNumber, email, loginLinkSent, loggedIn }} />;
  }

  const set = (field: Field, value: string) => {
    setValues((old) => ({ ...old, [field]: value }));
    form.clear(field);
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || state.status !== 'open') return;
    setAlert(null);
    const body = bodyOf(values);
    const parsed = v.safeParse(checkoutCompleteBodySchema, body);
    // Every field's error at once, focus on the first (src/lib/form-errors.ts).
    if (form.show(parsed.issues)) return;
    setBusy(true);
    try {
      const res = await api.api.checkout[':id'].complete.$post({ param: { id: state.checkout.id }, json: body });
      if (res.status === 201) {
        const { orderNumber, email, loginLinkSent, loggedIn } = await res.json();
        setState({ status: 'done', checkout: state.checkout, orderNumber, email, loginLinkSent, loggedIn });
        return;
      }
      if (res.status === 202) {
        const sent = (await res.json()) as { email: string; expiresInMinutes: number };
        setState({ status: 'confirmation-sent', checkout: state.checkout, email: sent.email, minutes: sent.expiresInMinutes });
        return;
      }
      // Error answers (ApiError) are not part of the route's typed answers.
      const failure = (await (res as Response).json().catch(() => null)) as { error?: string; code?: string } | null;
      setAlert(failure?.error ?? PLACE_FAILED_MESSAGE);
      setClaimed(failure?.code === 'trial_already_claimed');
      alertRef.current?.focus();
    } catch {
      setAlert(PLACE_FAILED_MESSAGE);
    } finally {
      setBusy(false);
    }
  }

  const input = (field: Field, label: ReactNode, props: React.InputHTMLAttributes<HTMLInputElement> = {}) => (
    <div className="field">
      <label htmlFor={`${id}-${field}`}>{label}</label>
      <input
        {...props}
        ref={form.ref(field)}
        id={`${id}-${field}`}
        value={values[field]}
        aria-invalid={form.invalid(field)}
        aria-describedby={form.describedBy(field, props['aria-describedby'])}
        onChange={(e) => set(field, e.target.value)}
      />
      {form.error(field)}
    </div>
  );

  return (
    <div className="checkout-layout">
      <OrderSummary summary={summary} />
      <form className="trial-info checkout-form" noValidate onSubmit={onSubmit} aria-busy={busy || undefined}>
        <div ref={alertRef} tabIndex={-1} role="alert" className={alert ? 'form-message' : 'form-message empty'}>
          {alert}
          {claimed ? (
            <LazyTrialClaimedOffer
              summary={summary}
              customer={{ name: `${values.firstName} ${values.lastName}`.trim(), email: values.email, firstname: values.firstName, lastname: values.lastName }}
            />
          ) : null}
        </div>
        <fieldset className="group">
          <legend>Your details</legend>
          {input('firstName', 'First name', { autoComplete: 'given-name', required: true })}
          {input('lastName', 'Last name', { autoComplete: 'family-name', required: true })}
          {input('email', 'Email address', { type: 'email', autoComplete: 'email', required: true })}
        </fieldset>
        <fieldset className="group">
          <legend>Delivery address</legend>
          {input('address.address1', 'Street address', { autoComplete: 'address-line1', required: true })}
          {input('address.address2', 'Apartment, unit or flat (optional)', { autoComplete: 'address-line2' })}
          {input('address.city', 'Town or city', { autoComplete: 'address-level2', required: true })}
          {input('address.province', 'Region (optional)', { autoComplete: 'address-level1' })}
          {input('address.zip', 'Postcode', { autoComplete: 'postal-code', inputMode: 'numeric', maxLength: 4, required: true })}
          <p className="note">Country: {NZ_COUNTRY}. We deliver within New Zealand only.</p>
        </fieldset>
        <fieldset className="group">
          <legend>Payment</legend>
          <p className="note" id={`${id}-test-card`}>
            This is a test checkout: no money moves. Use the card {TEST_CARD_APPROVED.replace(/(\d{4})(?=\d)/g, '$1 ')}, any future expiry and any 3 digits.
          </p>
          {input('card.number', 'Card number', { autoComplete: 'cc-number', inputMode: 'numeric', required: true, 'aria-describedby': `${id}-test-card` })}
          {input('card.expiry', 'Expiry (MM/YY)', { autoComplete: 'cc-exp', placeholder: 'MM/YY', required: true })}
          {input('card.cvc', 'Security code (CVC)', { autoComplete: 'cc-csc', inputMode: 'numeric', maxLength: 4, required: true })}
        </fieldset>
        <button type="submit" className="primary" disabled={busy}>
          {busy
            ? 'Placing your order...'
            : summary.offer === 'trial'
              ? `Start my free trial (${formatNzdCents(summary.dueTodayCents)})`
              : `Place order (${formatNzdCents(summary.dueTodayCents)})`}
        </button>
      </form>
    </div>
  );
}
