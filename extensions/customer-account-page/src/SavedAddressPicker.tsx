import { useEffect, useState } from 'preact/hooks';
import type { AccountSubscription } from '../../shared/answers';
import type { AddressForm } from '../../shared/delivery-address';
import { t } from '../../shared/format';
import { loadSavedAddresses, type SavedAddress } from '../../shared/saved-addresses';

type State = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; addresses: SavedAddress[] };

interface Props {
  subscription: AccountSubscription;
  disabled: boolean;
  /** Fills the form: the customer still confirms the address (and sees Shopify's options for it). */
  onPick: (form: AddressForm) => void;
}

/**
 * The customer's saved addresses above the change-address form (../../shared/saved-addresses.ts):
 * picking one fills the form, as if typed. One abroad is listed but cannot be picked, with why
 * (the shop delivers within New Zealand only), so a customer who looks for it learns the reason.
 * Failing to load them takes nothing away: the form is still there to type in.
 */
export function SavedAddressPicker({ subscription, disabled, onPick }: Props) {
  const [state, setState] = useState<State>({ kind: 'loading' });
  useEffect(() => {
    loadSavedAddresses(subscription).then(
      (addresses) => setState({ kind: 'ready', addresses }),
      () => setState({ kind: 'failed' }),
    );
  }, [subscription]);

  return (
    <s-stack direction="block" gap="small-200">
      <s-heading>{t('savedAddressesHeading')}</s-heading>
      {state.kind === 'loading' && <s-spinner accessibilityLabel={t('savedAddressesLoading')} />}
      {state.kind === 'failed' && <s-text>{t('savedAddressesFailed')}</s-text>}
      {state.kind === 'ready' && state.addresses.length === 0 && <s-text>{t('savedAddressesNone')}</s-text>}
      {state.kind === 'ready' &&
        state.addresses.map((a) => (
          <s-stack key={a.id} direction="block" gap="small-100">
            <s-button disabled={disabled || !a.ships} onClick={() => a.ships && onPick(a.form)}>
              {t('useSavedAddress', { address: a.line })}
            </s-button>
            {a.isDefault && <s-text>{t('savedAddressDefault')}</s-text>}
            {!a.ships && <s-text>{t('savedAddressAbroad')}</s-text>}
          </s-stack>
        ))}
    </s-stack>
  );
}
