import { useStore } from '@nanostores/react';
import { bagNotSoldNotice } from '../../../copy/dashboard-notices';
import { $busy, $subscriptions, openDialog } from '../../../stores/dashboard';

/**
 * A subscription whose bag the shop stopped selling (issue 60): its renewal waits, uncharged,
 * until the customer picks another bag, so the dashboard says so above the list, with the
 * product dialog one tap away. Cancelled subscriptions need nothing.
 */
const chooseAnother = (id: string) => openDialog({ kind: 'product', target: { kind: 'subscription', id } });

export function BagNotSoldNotice() {
  const subscriptions = useStore($subscriptions);
  const busy = useStore($busy);
  const affected = subscriptions.items.filter((s) => s.variant_offered === false && s.status !== 'CANCELLED');
  if (affected.length === 0) return null;
  return (
    <>
      {affected.map((s) => {
        const text = bagNotSoldNotice(s.product_name);
        return (
          <section key={s.id} className="dash-banner" role="status" aria-label={text.headline}>
            <p className="dash-banner-text">
              <strong>{text.headline}.</strong> {text.detail}
            </p>
            <button type="button" className="button primary" disabled={busy !== null} onClick={() => chooseAnother(s.id)}>
              {text.action}
            </button>
          </section>
        );
      })}
    </>
  );
}
