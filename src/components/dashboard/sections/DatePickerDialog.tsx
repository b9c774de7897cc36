import { useId, useState } from 'react';
import { formatLongDateUS, type DateLimits } from '../../../domain/dates';
import { ActionDialog } from './ActionDialog';
import { isPickableDay, LimitedDateField } from './LimitedDateField';

export interface DatePickerDialogProps {
  /** 'Next Order Date', 'Choose Resume Date', 'Change Delivery Date'. */
  title: string;
  /** The first and last day that may be chosen (001 §5; subscriptionPickLimits, legacyPickLimits). */
  limits: DateLimits;
  saving: boolean;
  onSave: (date: string) => void;
  onClose: () => void;
  /** The date now in force, shown for reference ('YYYY-MM-DD' or ISO). */
  current?: string | null;
}

/**
 * The date picker (001 §2, §5): the browser's own date input (its calendar, keyboard and
 * screen-reader support) constrained to the limits with min and max, plus Cancel and Save.
 * Save stays disabled until a date within the limits is chosen, and while saving; a typed
 * date outside them says which dates are allowed.
 */
export function DatePickerDialog({ title, limits, saving, onSave, onClose, current }: DatePickerDialogProps) {
  const id = useId();
  const [value, setValue] = useState('');
  const valid = isPickableDay(value, limits);
  return (
    <ActionDialog
      title={title}
      onClose={onClose}
      onSubmit={() => onSave(value)}
      submitLabel="Save"
      submitDisabled={!valid}
      saving={saving}
      description={current ? <p>Currently: {formatLongDateUS(current)}</p> : undefined}
    >
      <LimitedDateField id={`${id}-date`} label="Date" limits={limits} value={value} onChange={setValue} />
    </ActionDialog>
  );
}
