import { useStore } from '@nanostores/react';
import { useRef } from 'react';
import { PAYMENT_BANNER_LINK_TEXT, paymentBanner } from '../../../domain/billing';
import { paymentRetryLabel, paymentRetryLine } from '../../../domain/payment-retry';
import { $busy, $paymentBanner, $paymentBannerVisible, $paymentRetry, closePaymentBanner, newIdempotencyKey, retryPayment } from '../../../stores/dashboard';

/**
 * The failed-payment banner (001 §4, §8): raised once by the first failed billing attempt,
 * persistent until closed or paid, with the spec's exact text, 'click here' linking to the
 * card-update page (edit_url) and a Retry Payment button. Below the spec's words, a line says
 * which delivery Retry Payment pays for and what it charges (issue 47), and the button's name
 * says the same.
 */
export function PaymentBanner() {
  const banner = useStore($paymentBanner);
  const visible = useStore($paymentBannerVisible);
  const pays = useStore($paymentRetry);
  const busy = useStore($busy);
  // One key per banner: a double click on Retry Payment charges once.
  const key = useRef<string | null>(null);
  if (!visible || !banner.attempt) return null;
  const text = paymentBanner(banner.attempt);
  const [before, after] = text.action.split(PAYMENT_BANNER_LINK_TEXT);
  const retrying = busy?.action === 'retryPayment';

  async function retry() {
    key.current ??= newIdempotencyKey();
    const ok = await retryPayment(key.current);
    // A failed try released its key on the server; the next try gets a new one.
    if (!ok) key.current = null;
  }

  return (
    <section className="dash-banner dash-banner-error" role="alert" aria-label="Payment problem">
      <div className="dash-banner-text">
        <p>
          <strong>{text.headline}</strong>
        </p>
        <p>{text.detail}</p>
        <p>
          {before}
          {banner.editUrl ? <a href={banner.editUrl}>{PAYMENT_BANNER_LINK_TEXT}</a> : PAYMENT_BANNER_LINK_TEXT}
          {after}
        </p>
        {pays ? <p className="dash-banner-pays">{paymentRetryLine(pays.day, pays.amountCents)}</p> : null}
        {banner.retryError ? <p className="dash-banner-retry-error">{banner.retryError}</p> : null}
      </div>
      <div className="dash-banner-actions">
        <button
          type="button"
          className="button primary"
          disabled={busy !== null}
          aria-label={pays ? paymentRetryLabel(pays.day, pays.amountCents) : undefined}
          onClick={() => void retry()}
        >
          {retrying ? 'Retrying…' : 'Retry Payment'}
        </button>
        <button type="button" className="dialog-close dash-banner-close" aria-label="Close payment message" onClick={closePaymentBanner}>
          ×
        </button>
      </div>
    </section>
  );
}
