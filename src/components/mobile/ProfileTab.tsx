import { useStore } from '@nanostores/react';
import { useId } from 'react';
import { addressLines } from '../../domain/address-text';
import { MOBILE_TEXTS } from '../../domain/mobile';
import { $profile } from '../../stores/mobile';

/**
 * Profile (001 §2, made real): the customer's name, e-mail and shipping address on file, and
 * Logout. Name and e-mail show from the session at once; the profile call adds the address.
 */
export function ProfileTab({ customerName, customerEmail, onLogout }: { customerName: string; customerEmail: string; onLogout: () => void }) {
  const id = useId();
  const { status, profile } = useStore($profile);
  const address = addressLines(profile?.shippingAddress);
  return (
    <section className="mobile-screen mobile-profile" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="visually-hidden">
        Your details
      </h2>
      <dl className="mobile-card mobile-facts mobile-profile-facts">
        <div>
          <dt>{MOBILE_TEXTS.name}</dt>
          <dd>{profile?.name || customerName}</dd>
        </div>
        <div>
          <dt>{MOBILE_TEXTS.email}</dt>
          <dd className="mobile-break">{profile?.email || customerEmail}</dd>
        </div>
        <div>
          <dt>{MOBILE_TEXTS.shippingAddress}</dt>
          <dd>
            {status === 'ready' ? (
              address.length > 0 ? (
                <address>
                  {address.map((line) => (
                    <span key={line} className="mobile-address-line">
                      {line}
                    </span>
                  ))}
                </address>
              ) : (
                MOBILE_TEXTS.noShippingAddress
              )
            ) : status === 'error' ? (
              MOBILE_TEXTS.figureUnavailable
            ) : (
              MOBILE_TEXTS.loading
            )}
          </dd>
        </div>
      </dl>
      <button type="button" className="button danger full-width" onClick={onLogout}>
        {MOBILE_TEXTS.logout}
      </button>
    </section>
  );
}
