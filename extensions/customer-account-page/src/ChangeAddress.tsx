import { useState } from 'preact/hooks';
import { addressLine } from '../../../src/domain/address-text';
import { NZ_REGIONS } from '../../../src/domain/nz-regions';
import { t } from '../../shared/format';
import {
  checkAddress,
  fetchDeliveryOptions,
  formOf,
  selectDelivery,
  type AddressForm,
  type DeliveryOptions,
  type FormErrors,
} from '../../shared/delivery-address';
import { valueOf, type CardPartProps } from './card-props';

type Step =
  | { kind: 'closed' }
  | { kind: 'form'; errors: FormErrors }
  | { kind: 'options'; found: DeliveryOptions & { kind: 'options' }; address: Record<string, string> };

const FIELDS = [
  ['address1', 'address1Label'],
  ['address2', 'address2Label'],
  ['city', 'cityLabel'],
] as const;

/**
 * "Change address" on a contract the shop holds: the address (New Zealand only, the domain's
 * rules), then Shopify's delivery options for it with their prices (cheapest first), then the
 * contract's shipping put there through the Customer Account API. The options are shown, not
 * offered as a choice: the API's shipping input takes the address alone (no option code), so
 * Shopify applies its own rate; a choice here would change nothing. An address Shopify cannot
 * deliver to shows its reason and leaves the contract as it was.
 */
export function ChangeAddress({ subscription: s, action, onChanged }: CardPartProps) {
  const [step, setStep] = useState<Step>({ kind: 'closed' });
  const [form, setForm] = useState<AddressForm>(() => formOf(s));
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const { busy, run } = action;
  const set = (key: keyof AddressForm) => (e: Event) => setForm({ ...form, [key]: valueOf(e) });

  const open = () => {
    setForm(formOf(s));
    setProblem(null);
    setDone(null);
    setStep({ kind: 'form', errors: {} });
  };
  const findOptions = () => {
    const checked = checkAddress(form);
    if ('errors' in checked) return setStep({ kind: 'form', errors: checked.errors });
    setProblem(null);
    return run(async () => {
      const found = await fetchDeliveryOptions(s, checked.address);
      if (found.kind === 'undeliverable') {
        setProblem(found.message ? t('undeliverableBecause', { reason: found.message }) : t('undeliverable'));
        return;
      }
      setStep({ kind: 'options', found, address: checked.address });
    });
  };
  const deliverHere = (token: string, address: Record<string, string>) =>
    run(async () => {
      const next = await selectDelivery(s, token, address);
      onChanged({ next, reread: true });
      setDone(t('addressChanged', { address: addressLine(next.shipping_address) }));
      setStep({ kind: 'closed' });
    });

  if (step.kind === 'closed')
    return (
      <s-stack direction="block" gap="small-200">
        <s-text>{t('deliveringTo', { address: addressLine(s.shipping_address) })}</s-text>
        {done && <s-banner tone="success">{done}</s-banner>}
        <s-button disabled={busy} onClick={open}>
          {t('changeAddress')}
        </s-button>
      </s-stack>
    );

  const errors = step.kind === 'form' ? step.errors : {};
  const editing = step.kind === 'form';
  return (
    <s-section heading={t('addressHeading')}>
      <s-stack direction="block" gap="base">
        {FIELDS.map(([key, label]) => (
          <s-text-field key={key} label={t(label)} value={form[key]} error={errors[key]} disabled={!editing || busy} onChange={set(key)} />
        ))}
        <s-select label={t('regionLabel')} value={form.region} disabled={!editing || busy} onChange={set('region')}>
          <s-option value="">—</s-option>
          {NZ_REGIONS.map((r) => (
            <s-option key={r.code} value={r.code}>
              {r.name}
            </s-option>
          ))}
        </s-select>
        <s-text-field label={t('zipLabel')} value={form.zip} error={errors.zip} disabled={!editing || busy} onChange={set('zip')} />
        <s-text>{t('countryNz')}</s-text>
        {busy && editing && <s-spinner accessibilityLabel={t('findingDelivery')} />}
        {problem && <s-banner tone="critical">{problem}</s-banner>}
        {step.kind === 'options' && (
          <s-stack direction="block" gap="small-200">
            <s-heading>{t('deliveryLabel')}</s-heading>
            {step.found.options.map((o) => (
              <s-text key={o.code}>{t('deliveryOption', { title: o.title, price: `$${o.amount}` })}</s-text>
            ))}
          </s-stack>
        )}
        <s-stack direction="inline" gap="base">
          {editing ? (
            <s-button variant="primary" disabled={busy} onClick={findOptions}>
              {busy ? t('findingDelivery') : t('findDelivery')}
            </s-button>
          ) : (
            <s-button variant="primary" disabled={busy} onClick={() => deliverHere(step.found.token, step.address)}>
              {t('useAddress')}
            </s-button>
          )}
          <s-button disabled={busy} onClick={() => setStep({ kind: 'closed' })}>
            {t('keepAddress')}
          </s-button>
        </s-stack>
      </s-stack>
    </s-section>
  );
}
