import { useId, useState } from 'react';
import { formatLongDateUS, toIsoDate } from '../../../domain/dates';
import { pausedNextDay } from '../../../domain/renewals';
import { PAUSE_PRESETS_DAYS } from '../../../domain/subscriptions';

import { ActionDialog } from './ActionDialog';

/** The indefinite choice's value. */
const UNTIL_RESUMED = 'indefinite';

export interface PauseDialogProps {
  /** The next order's day now ('YYYY-MM-DD'), from which a pause of N days counts. */
  nextDay: string | null;
  saving: boolean;
  onSave: (days: number | null) => void;
  onClose: () => void;
  now?: Date;
}

/**
 * Pause (001 §2 'Pause modal', contents not shown; our design): the presets 7, 14, 30 and 90
 * days, each with the date the next order moves to, or 'until I resume it' (indefinite, the
 * subscription becomes PAUSED). 'Pause Subscription' stays disabled until one is chosen.
 */
export function PauseDialog({ nextDay, saving, onSave, onClose, now = new Date() }: PauseDialogProps) {
  const id = useId();
  const [choice, setChoice] = useState('');
  const today = toIsoDate(now);
  return (
    <ActionDialog
      title="Pause My Subscription"
      onClose={onClose}
      onSubmit={() => onSave(choice === UNTIL_RESUMED ? null : Number(choice))}
      submitLabel="Pause Subscription"
      busyLabel="Pausing…"
      submitDisabled={choice === ''}
      saving={saving}
    >
      <fieldset className="field dash-choices">
        <legend>How long would you like to pause?</legend>
        {PAUSE_PRESETS_DAYS.map((days) => (
          <label key={days}>
            <input type="radio" name={`${id}-pause`} value={days} checked={choice === String(days)} onChange={(e) => setChoice(e.target.value)} />
            <span>
              {days} days <span className="hint">(next order {formatLongDateUS(pausedNextDay(nextDay, days, today)!)})</span>
            </span>
          </label>
        ))}
        <label>
          <input type="radio" name={`${id}-pause`} value={UNTIL_RESUMED} checked={choice === UNTIL_RESUMED} onChange={(e) => setChoice(e.target.value)} />
          <span>Until I resume it</span>
        </label>
      </fieldset>
    </ActionDialog>
  );
}
