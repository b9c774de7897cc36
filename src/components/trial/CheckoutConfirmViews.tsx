/**
 * The local checkout's views for an e-mail that already has an account:
 * "Confirm it's you" after the order is held for the mailbox's owner, and the confirmation
 * link's own steps (placing the order, or why the link cannot be used).
 */
import { useEffect, useRef } from 'react';
import { CHECKOUT_CONFIRM_INVALID_MESSAGE, CHECKOUT_CONFIRM_PARAM } from '../../domain/checkout-confirmation';
import { api } from '../../lib/api-client';
import { BASE } from '../../lib/base-path';

export interface OrderPlaced {
  orderNumber: number;
  email: string;
  loginLinkSent: boolean;
  /** False here: an existing account is never opened by a checkout. */
  loggedIn: boolean;
}

const CONFIRM_FAILED_MESSAGE = 'We could not place your order. Please check your connection and open the link again.';

/**
 * The confirmation token of the address, removed from the address bar (and so from history,
 * bookmarks and any later Referer) as soon as it is read.
 */
export function takeConfirmToken(): string | null {
  const url = new URL(window.location.href);
  const token = url.searchParams.get(CHECKOUT_CONFIRM_PARAM);
  if (token === null) return null;
  url.searchParams.delete(CHECKOUT_CONFIRM_PARAM);
  window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
  return token;
}

/** POST /api/checkout/:id/confirm: the placed order, or the message to show. */
export async function confirmOrder(checkoutId: string, token: string): Promise<{ ok: true; placed: OrderPlaced } | { ok: false; message: string }> {
  try {
    const res = await api.api.checkout[':id'].confirm.$post({ param: { id: checkoutId }, json: { token } });
    if (res.status === 201) return { ok: true, placed: (await res.json()) as OrderPlaced };
    const failure = (await res.json().catch(() => null)) as { error?: string; code?: string } | null;
    // A malformed token (400) is a mangled link: say what an expired one says.
    if (res.status === 400) return { ok: false, message: CHECKOUT_CONFIRM_INVALID_MESSAGE };
    return { ok: false, message: failure?.error ?? CONFIRM_FAILED_MESSAGE };
  } catch {
    return { ok: false, message: CONFIRM_FAILED_MESSAGE };
  }
}

/** A heading that takes focus when it appears, so screen readers and keyboards land on the new view. */
function FocusedHeading({ id, children }: { id: string; children: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <h2 id={id} ref={ref} tabIndex={-1}>
      {children}
    </h2>
  );
}

/** After submitting with an address that has an account: nothing is ordered until its owner opens the link. */
export function ConfirmationSent(props: { email: string; minutes: number; onUseAnotherEmail: () => void }) {
  return (
    <section className="trial-info checkout-done" aria-labelledby="confirm-sent-heading">
      <FocusedHeading id="confirm-sent-heading">Confirm it's you</FocusedHeading>
      <div role="status">
        <p>
          An account already uses <strong>{props.email}</strong>. We've sent a link to that address to confirm this order.
        </p>
        <p>Your order is placed, and your card charged, only when you open the link within {props.minutes} minutes. Until then nothing is ordered.</p>
      </div>
      <p>Didn't get it? Check your spam folder, or:</p>
      <ul className="confirm-choices">
        <li>
          <a href={`${BASE}/dashboard`} target="_blank" rel="noopener">
            Log in to your account
          </a>{' '}
          (opens a new tab), then come back here and place your order again.
        </li>
        <li>
          <button type="button" className="link" onClick={props.onUseAnotherEmail}>
            Use another e-mail address
          </button>
        </li>
      </ul>
    </section>
  );
}

/** The confirmation link while the order is being placed. */
export function Confirming() {
  return (
    <p role="status" className="muted">
      Confirming your order...
    </p>
  );
}

/** The confirmation link could not place the order: why, and what to do instead. */
export function ConfirmFailed({ message, checkoutId }: { message: string; checkoutId: string }) {
  return (
    <section className="trial-info checkout-done" aria-labelledby="confirm-failed-heading">
      <FocusedHeading id="confirm-failed-heading">We couldn't confirm your order</FocusedHeading>
      <p role="alert">{message}</p>
      <p>
        <a href={`${BASE}/checkout?session=${encodeURIComponent(checkoutId)}`}>Back to the checkout</a> ·{' '}
        <a href={`${BASE}/dashboard`}>Log in to your dashboard</a>
      </p>
    </section>
  );
}
