import { useId, useState } from 'react';
import { FREQUENCY_OPTIONS_DAYS } from '../../../domain/frequency';
import { frequencyLabel } from '../../../domain/subscriptions';
import { ActionDialog } from './ActionDialog';

export interface FrequencyDialogProps {
  /** The frequency now in force, in days. */
  current: number;
  saving: boolean;
  onSave: (days: number) => void;
  onClose: () => void;
}

/**
 * The allowed frequencies as elements built once: picking one re-renders the dialog, and the
 * same elements tell React the options have not changed (issue 48).
 */
const FREQUENCY_OPTIONS = FREQUENCY_OPTIONS_DAYS.map((days) => (
  <option key={days} value={days}>
    {frequencyLabel(days)}
  </option>
));

/** The frequency select (001 §2, §5): the allowed options only; Update stays disabled until one is chosen. */
export function FrequencyDialog({ current, saving, onSave, onClose }: FrequencyDialogProps) {
  const id = useId();
  const [value, setValue] = useState('');
  return (
    <ActionDialog
      title="Change Frequency"
      onClose={onClose}
      onSubmit={() => onSave(Number(value))}
      submitLabel="Update"
      busyLabel="Updating…"
      submitDisabled={value === ''}
      saving={saving}
      description={<p>Currently: {frequencyLabel(current)}</p>}
    >
      <div className="field">
        <label htmlFor={`${id}-frequency`}>Deliver every</label>
        <select id={`${id}-frequency`} value={value} onChange={(e) => setValue(e.target.value)}>
          <option value="">Choose a frequency</option>
          {FREQUENCY_OPTIONS}
        </select>
      </div>
    </ActionDialog>
  );
}
