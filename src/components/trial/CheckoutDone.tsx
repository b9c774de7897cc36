/**
 * The local checkout's confirmation (issue 47). A customer whose account this checkout created
 * is logged in by it (the 201 set the session cookie), so "Go to your dashboard" opens their
 * dashboard. An existing account is never opened by a checkout: its owner reads that a login
 * link was e-mailed (it was, before this answer), and no link here leads to a login wall.
 */
import { forwardRef } from 'react';
import { CHECKOUT_DONE } from '../../copy/checkout-done';
import type { CheckoutSummary } from '../../domain/checkout';
import { BASE } from '../../lib/base-path';
import { dateInWords } from './CheckoutOrderSummary';

export interface CheckoutDoneProps {
  headingId: string;
  summary: CheckoutSummary;
  orderNumber: number;
  email: string;
  loginLinkSent: boolean;
  loggedIn: boolean;
}

export const CheckoutDone = forwardRef<HTMLHeadingElement, CheckoutDoneProps>(function CheckoutDone(props, headingRef) {
  const { summary } = props;
  return (
    <section className="trial-info checkout-done" aria-labelledby={props.headingId}>
      <h2 id={props.headingId} ref={headingRef} tabIndex={-1}>
        Thank you! Order #{props.orderNumber} is confirmed.
      </h2>
      <p>
        {summary.offer === 'trial' ? `Your free ${summary.productTitle} trial is on its way. ` : `Your ${summary.productTitle} is on its way. `}
        Your subscription is set up: the next order ships on {dateInWords(summary.firstFullOrderDate)}.
      </p>
      {props.loggedIn ? (
        <>
          <p>{CHECKOUT_DONE.loggedIn}</p>
          <p>
            <a className="button primary" href={`${BASE}/dashboard`}>
              {CHECKOUT_DONE.goToDashboard}
            </a>
          </p>
        </>
      ) : props.loginLinkSent ? (
        <p>
          <strong>{CHECKOUT_DONE.linkSentLead}</strong> {CHECKOUT_DONE.linkSent(props.email)}
        </p>
      ) : (
        <>
          <p>{CHECKOUT_DONE.noLink}</p>
          <p>
            <a href={`${BASE}/dashboard`}>{CHECKOUT_DONE.goToDashboard}</a>
          </p>
        </>
      )}
    </section>
  );
});
