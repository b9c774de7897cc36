import { useId, useState } from 'react';
import * as v from 'valibot';
import { NZ_COUNTRY } from '../../../domain/schemas/checkout';
import { updateAddressBodySchema } from '../../../domain/schemas/subscription-actions';
import type { AddressInput } from '../../../domain/schemas/subscription';
import { ActionDialog } from './ActionDialog';
import { FieldError } from '../../ui/FieldError';

type AddressField = keyof AddressInput;

/** The fields in form order, with their labels (address2 and province optional, 001 §5). */
const FIELDS: readonly { name: AddressField; label: string; autoComplete: string; optional?: boolean; readOnly?: boolean }[] = [
  { name: 'address1', label: 'Street address', autoComplete: 'address-line1' },
  { name: 'address2', label: 'Apartment, suite, etc. (optional)', autoComplete: 'address-line2', optional: true },
  { name: 'city', label: 'City', autoComplete: 'address-level2' },
  { name: 'province', label: 'Region (optional)', autoComplete: 'address-level1', optional: true },
  { name: 'zip', label: 'Postcode', autoComplete: 'postal-code' },
  // We deliver within New Zealand only: the country is shown, not chosen.
  { name: 'country', label: 'Country', autoComplete: 'country-name', readOnly: true },
];

export type AddressValues = Record<AddressField, string>;

export interface AddressDialogProps {
  /** 'Change Address' or, on the legacy panel, 'Edit address'. */
  title: string;
  initial: Partial<Record<AddressField, string | null>>;
  saving: boolean;
  onSave: (address: AddressInput) => void;
  onClose: () => void;
}

/**
 * The address form (001 §2 'address modal', contents not shown; our design): the six fields,
 * checked with the API's own schema (street address, city and a 4-digit postcode required, New
 * Zealand only) so the form and the server agree; each problem shows under its field.
 */
export function AddressDialog({ title, initial, saving, onSave, onClose }: AddressDialogProps) {
  const id = useId();
  const [values, setValues] = useState<AddressValues>(
    () => Object.fromEntries(FIELDS.map((f) => [f.name, f.name === 'country' ? NZ_COUNTRY : (initial[f.name] ?? '')])) as AddressValues,
  );
  const [errors, setErrors] = useState<Partial<Record<AddressField, string>>>({});
  return (
    <ActionDialog
      title={title}
      onClose={onClose}
      onSubmit={() => {
        const parsed = v.safeParse(updateAddressBodySchema, values);
        if (!parsed.success) {
          const found: Partial<Record<AddressField, string>> = {};
          for (const issue of parsed.issues) {
            const key = v.getDotPath(issue) as AddressField | null;
            if (key && !found[key]) found[key] = issue.message;
          }
          setErrors(found);
          const first = FIELDS.find((f) => found[f.name]);
          if (first) document.getElementById(`${id}-${first.name}`)?.focus();
          return;
        }
        onSave(parsed.output);
      }}
      submitLabel="Save Address"
      saving={saving}
    >
      {FIELDS.map((f) => (
        <div className="field" key={f.name}>
          <label htmlFor={`${id}-${f.name}`}>{f.label}</label>
          <input
            id={`${id}-${f.name}`}
            type="text"
            autoComplete={f.autoComplete}
            required={!f.optional}
            readOnly={f.readOnly}
            value={values[f.name]}
            aria-invalid={errors[f.name] ? true : undefined}
            aria-describedby={errors[f.name] ? `${id}-${f.name}-error` : undefined}
            onChange={(e) => {
              setValues({ ...values, [f.name]: e.target.value });
              if (errors[f.name]) setErrors({ ...errors, [f.name]: undefined });
            }}
          />
          <FieldError id={`${id}-${f.name}-error`} error={errors[f.name]} />
        </div>
      ))}
    </ActionDialog>
  );
}
