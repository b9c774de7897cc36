import { useState } from 'preact/hooks';
import { addressLine } from '../../../src/domain/address-text';
import { formatNzd } from '../../../src/domain/money';
import { t } from '../../shared/format';
import {
  checkAddress,
  fetchDeliveryOptions,
  formOf,
  saveOnWorker,
  selectDelivery,
  TYPED_FIELDS,
  type AddressForm,
  type DeliveryOptions,
  type FormErrors,
} from '../../shared/delivery-address';
import type { AccountSubscription } from '../../shared/answers';
import { WorkerError } from '../../shared/worker';
import { AddressFields } from './AddressFields';
import type { CardPartProps } from './card-props';
import { SavedAddressPicker } from './SavedAddressPicker';

type Step =
  | { kind: 'closed' }
  | { kind: 'form'; errors: FormErrors }
  | { kind: 'options'; found: DeliveryOptions & { kind: 'options' }; address: Record<string, string> };

/** The Worker's refusal on the form's own fields where it names them; its message otherwise. */
function refusalOf(e: unknown): { errors: FormErrors; message: string | null } {
  const errors: FormErrors = {};
  const issues = e instanceof WorkerError ? e.issues : [];
  for (const issue of issues) {
    const key = TYPED_FIELDS.find((f) => f === issue.path);
    if (key && !errors[key]) errors[key] = issue.message;
  }
  const named = Object.keys(errors).length > 0;
  return { errors, message: named ? null : t('actionFailed', { error: (e as Error).message }) };
}

/**
 * "Change address": the address (New Zealand only, the domain's rules), typed or picked from the
 * customer's saved ones. On a contract the shop holds: Shopify's delivery options for it with
 * their prices (cheapest first), then the contract's shipping put there through the Customer
 * Account API. The options are shown, not offered as a choice: the API's shipping input takes the
 * address alone (no option code), so Shopify applies its own rate; a choice here would change
 * nothing. An address Shopify cannot deliver to shows its reason and leaves the contract as it
 * was. Without a contract (local mode) the address goes straight to our Worker, the dashboard's
 * own change; a refusal keeps what the customer typed, with the complaint on its field.
 */
export function ChangeAddress({ subscription: s, action, onChanged }: CardPartProps) {
  const [step, setStep] = useState<Step>({ kind: 'closed' });
  const [form, setForm] = useState<AddressForm>(() => formOf(s));
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const { busy, run } = action;
  const held = !!s.shopify_contract;

  const open = () => {
    setForm(formOf(s));
    setProblem(null);
    setDone(null);
    setStep({ kind: 'form', errors: {} });
  };
  const changed = (next: AccountSubscription, reread: boolean) => {
    onChanged({ next, reread });
    setDone(t('addressChanged', { address: addressLine(next.shipping_address) }));
    setStep({ kind: 'closed' });
  };
  const findOptions = (checked: { address: Record<string, string> }) =>
    run(async () => {
      const found = await fetchDeliveryOptions(s, checked.address);
      if (found.kind === 'undeliverable') {
        setProblem(found.message ? t('undeliverableBecause', { reason: found.message }) : t('undeliverable'));
        return;
      }
      setStep({ kind: 'options', found, address: checked.address });
    });
  const saveHere = (checked: { nz: Parameters<typeof saveOnWorker>[1] }) =>
    run(async () => {
      try {
        changed(await saveOnWorker(s, checked.nz), false);
      } catch (e) {
        const refusal = refusalOf(e);
        setStep({ kind: 'form', errors: refusal.errors });
        setProblem(refusal.message);
      }
    });
  const submit = () => {
    const checked = checkAddress(form);
    if ('errors' in checked) return setStep({ kind: 'form', errors: checked.errors });
    setProblem(null);
    return held ? findOptions(checked) : saveHere(checked);
  };
  const deliverHere = (token: string, address: Record<string, string>) => run(async () => changed(await selectDelivery(s, token, address), true));

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

  const editing = step.kind === 'form';
  return (
    <s-section heading={t('addressHeading')}>
      <s-stack direction="block" gap="base">
        {editing && <SavedAddressPicker subscription={s} disabled={busy} onPick={(picked) => setForm(picked)} />}
        <AddressFields form={form} errors={editing ? step.errors : {}} disabled={!editing || busy} onChange={setForm} />
        {busy && editing && held && <s-spinner accessibilityLabel={t('findingDelivery')} />}
        {problem && <s-banner tone="critical">{problem}</s-banner>}
        {step.kind === 'options' && (
          <s-stack direction="block" gap="small-200">
            <s-heading>{t('deliveryLabel')}</s-heading>
            {step.found.options.map((o) => (
              <s-text key={o.code}>{t('deliveryOption', { title: o.title, price: formatNzd(Number(o.amount)) })}</s-text>
            ))}
          </s-stack>
        )}
        <s-stack direction="inline" gap="base">
          {editing ? (
            <s-button variant="primary" disabled={busy} onClick={submit}>
              {held ? (busy ? t('findingDelivery') : t('findDelivery')) : t('useAddress')}
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
