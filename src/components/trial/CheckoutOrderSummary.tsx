/** The order a local checkout shows beside its form: lines, totals, and for a trial what happens when. */

import type { CheckoutSummary } from '../../domain/checkout';

import { FIRST_ORDER_BADGE_TEXT, formatNzdCents, PRICES_INCLUDE_GST } from '../../domain/money';

import { firstOrderOfferLine } from '../../domain/recipe-pages';
import { TRIAL_DAYS, TRIAL_FIRST_ORDER_DELAY_DAYS, TRIAL_FIRST_ORDER_DISCOUNT_PERCENT } from '../../domain/trial';

const fullDate = new Intl.DateTimeFormat('en-NZ', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
/** A calendar date 'YYYY-MM-DD' in words, the same on every machine. */
export const dateInWords = (isoDate: string) => fullDate.format(new Date(`${isoDate}T00:00:00Z`));

export function OrderSummary({ summary }: { summary: CheckoutSummary }) {
  const trial = summary.trial;
  return (
    <section className="trial-info checkout-summary" aria-labelledby="order-heading">
      <h2 id="order-heading">Your order</h2>
      <table className="order-lines">
        <tbody>
          <tr>
            <th scope="row">{summary.todayLine.title}</th>
            <td>{summary.todayLine.priceCents === 0 ? 'FREE' : formatNzdCents(summary.todayLine.priceCents)}</td>
          </tr>
          {summary.todayDiscountCents > 0 ? (
            <tr>
              <th scope="row">{FIRST_ORDER_BADGE_TEXT}</th>
              <td>−{formatNzdCents(summary.todayDiscountCents)}</td>
            </tr>
          ) : null}
          <tr>
            <th scope="row">Shipping</th>
            <td>{formatNzdCents(summary.shippingCents)}</td>
          </tr>
          <tr className="total">
            <th scope="row">Due today</th>
            <td>{formatNzdCents(summary.dueTodayCents)}</td>
          </tr>
        </tbody>
      </table>
      <p className="muted">{PRICES_INCLUDE_GST}</p>
      {/* The offer by what it gives; the code only says how it reached the order (issue 61 §2: '34% OFF' was labelled 'WELCOME20'). */}
      {summary.todayDiscountCents > 0 ? <p className="muted">{firstOrderOfferLine(summary.discountCode)}</p> : null}
      {trial ? (
        <>
          {/* What happens when, one short step each: a trial's terms are read before paying. */}
          <ol className="checkout-timeline">
            <li>
              <strong>Today</strong> Your free trial, {trial.portionGrams} g of {summary.productTitle} for {TRIAL_DAYS} days (up to 2 kg), sized to{' '}
              {summary.gramsPerDay} g a day. You pay shipping only.
            </li>
            <li>
              <strong>{dateInWords(trial.estimatedDeliveryDate)}</strong> Your trial arrives (expected).
            </li>
            <li>
              <strong>{dateInWords(summary.firstFullOrderDate)}</strong> Your first full order ships, {TRIAL_FIRST_ORDER_DELAY_DAYS} days later: a{' '}
              {summary.bagSizeKg} kg bag at {TRIAL_FIRST_ORDER_DISCOUNT_PERCENT}% off, {formatNzdCents(summary.firstOrderPriceCents)} plus{' '}
              {formatNzdCents(summary.shippingCents)} shipping.
            </li>
            <li>
              <strong>Then</strong> {formatNzdCents(summary.renewalPriceCents)} plus {formatNzdCents(summary.shippingCents)} shipping every{' '}
              {summary.frequencyDays} days. Pause or cancel anytime before your first full order.
            </li>
          </ol>
          <h3>Switching over, day by day</h3>
          <ol className="ramp">
            {trial.days.map((d) => (
              <li key={d.day}>
                Day {d.day}: {d.percent}% of the bowl ({d.grams} g)
              </li>
            ))}
          </ol>
          <p className="muted">One free trial per household (delivery address and e-mail address).</p>
        </>
      ) : (
        <p>
          A {summary.bagSizeKg} kg bag of {summary.productTitle}, then {formatNzdCents(summary.renewalPriceCents)} plus {formatNzdCents(summary.shippingCents)}{' '}
          shipping every {summary.frequencyDays} days from {dateInWords(summary.firstFullOrderDate)}. Pause or cancel anytime.
        </p>
      )}
    </section>
  );
}
