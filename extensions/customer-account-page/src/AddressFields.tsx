import { NZ_REGIONS } from '../../../src/domain/nz-regions';
import type { AddressForm, FormErrors } from '../../shared/delivery-address';
import { t } from '../../shared/format';
import { valueOf } from './card-props';

const FIELDS = [
  ['address1', 'address1Label'],
  ['address2', 'address2Label'],
  ['city', 'cityLabel'],
] as const;

interface Props {
  form: AddressForm;
  errors: FormErrors;
  disabled: boolean;
  onChange: (form: AddressForm) => void;
}

/** The change-address form's fields: a New Zealand address, the region picked from its list. */
export function AddressFields({ form, errors, disabled, onChange }: Props) {
  const set = (key: keyof AddressForm) => (e: Event) => onChange({ ...form, [key]: valueOf(e) });
  return (
    <>
      {FIELDS.map(([key, label]) => (
        <s-text-field key={key} label={t(label)} value={form[key]} error={errors[key]} disabled={disabled} onChange={set(key)} />
      ))}
      <s-select label={t('regionLabel')} value={form.region} disabled={disabled} onChange={set('region')}>
        <s-option value="">—</s-option>
        {NZ_REGIONS.map((r) => (
          <s-option key={r.code} value={r.code}>
            {r.name}
          </s-option>
        ))}
      </s-select>
      <s-text-field label={t('zipLabel')} value={form.zip} error={errors.zip} disabled={disabled} onChange={set('zip')} />
      <s-text>{t('countryNz')}</s-text>
    </>
  );
}
