import { useId, useState } from 'react';
import * as v from 'valibot';
import { LEGACY_FREQUENCY_MAX_DAYS, LEGACY_FREQUENCY_MIN_DAYS } from '../../../domain/frequency';
import { legacyUpdateFrequencyBodySchema } from '../../../domain/schemas/subscription-actions';
import { frequencyLabel } from '../../../domain/subscriptions';
import { ActionDialog } from './ActionDialog';
import { LegacyDaysInput } from './LegacyDaysInput';

/** The legacy panel's frequency: a number of days, 7–90 (001 §5), checked by the API's own schema. */
export function LegacyFrequencyDialog({
  current,
  saving,
  onSave,
  onClose,
}: {
  current: number;
  saving: boolean;
  onSave: (days: number) => void;
  onClose: () => void;
}) {
  const id = useId();
  const [value, setValue] = useState(String(current));
  const [error, setError] = useState<string | null>(null);
  return (
    <ActionDialog
      title="Change Frequency"
      onClose={onClose}
      onSubmit={() => {
        const parsed = v.safeParse(legacyUpdateFrequencyBodySchema, { frequency: value.trim() === '' ? undefined : Number(value) });
        if (!parsed.success) {
          setError(parsed.issues[0].message);
          return;
        }
        onSave(parsed.output.frequency);
      }}
      submitLabel="Update"
      busyLabel="Updating…"
      submitDisabled={value.trim() === ''}
      saving={saving}
      description={<p>Currently: {frequencyLabel(current)}</p>}
    >
      <div className="field">
        <label htmlFor={`${id}-days`}>Deliver every (days)</label>
        <LegacyDaysInput
          id={`${id}-days`}
          value={value}
          onChange={(text) => {
            setValue(text);
            setError(null);
          }}
          hint={`Between ${LEGACY_FREQUENCY_MIN_DAYS} and ${LEGACY_FREQUENCY_MAX_DAYS} days`}
          invalid={error !== null}
          error={error}
        />
      </div>
    </ActionDialog>
  );
}
