import { useId, useState } from 'react';
import { pauseUntilPickLimits } from '../../../domain/date-limits';
import { formatLongDateUS } from '../../../domain/dates';
import { pausedNextDay, shopToday } from '../../../domain/renewals';
import type { PauseBody } from '../../../domain/schemas/subscription-actions';
import { PAUSE_PRESETS_DAYS } from '../../../domain/subscriptions';

import { PAUSE_DATE_PENDING } from '../../../copy/dashboard-messages';
import { ActionDialog } from './ActionDialog';
import { isPickableDay, LimitedDateField } from './LimitedDateField';

/** The indefinite choice's value. */
const UNTIL_RESUMED = 'indefinite';
/** The choice of a day on which deliveries start again. */
const UNTIL_DATE = 'until';

/** What the dialog asks the pause call for: a number of days, until resumed, or until a day. */
export type PauseChoice = Pick<PauseBody, 'days'> & { until?: string };

export interface PauseDialogProps {
  /**
   * The next order's day now ('YYYY-MM-DD'), from which a pause of N days counts; null while the
   * card says 'update pending': then no day is previewed, and the dialog says why.
   */
  nextDay: string | null;
  saving: boolean;
  onSave: (choice: PauseChoice) => void;
  onClose: () => void;
  now?: Date;
}

/**
 * Pause (001 §2 'Pause modal', contents not shown; our design): the presets 7, 14, 30 and 90
 * days, each with the date the next order moves to; 'until a date', on which the subscription
 * resumes by itself (issue 21), picked within the date limits; or 'until I resume it'
 * (indefinite). The subscription becomes PAUSED for the last two. 'Pause Subscription' stays
 * disabled until a choice (and for a date, a day within the limits) is made.
 */
export function PauseDialog({ nextDay, saving, onSave, onClose, now = new Date() }: PauseDialogProps) {
  const id = useId();
  const [choice, setChoice] = useState('');
  const [until, setUntil] = useState('');
  const today = shopToday(now);
  // From the day after the next order: the pause call refuses an earlier day (issue 61 §4).
  const limits = pauseUntilPickLimits(now, nextDay);
  const untilValid = isPickableDay(until, limits);
  const pick = (value: string) => setChoice(value);
  return (
    <ActionDialog
      title="Pause My Subscription"
      onClose={onClose}
      onSubmit={() => onSave(choice === UNTIL_DATE ? { days: null, until } : { days: choice === UNTIL_RESUMED ? null : Number(choice) })}
      submitLabel="Pause Subscription"
      busyLabel="Pausing…"
      submitDisabled={choice === '' || (choice === UNTIL_DATE && !untilValid)}
      saving={saving}
    >
      <fieldset className="field dash-choices">
        <legend>How long would you like to pause?</legend>
        {nextDay === null ? <p className="hint">{PAUSE_DATE_PENDING}</p> : null}
        {PAUSE_PRESETS_DAYS.map((days) => (
          <label key={days}>
            <input type="radio" name={`${id}-pause`} value={days} checked={choice === String(days)} onChange={(e) => pick(e.target.value)} />
            <span>
              {days} days {nextDay ? <span className="hint">(next order {formatLongDateUS(pausedNextDay(nextDay, days, today)!)})</span> : null}
            </span>
          </label>
        ))}
        <label>
          <input type="radio" name={`${id}-pause`} value={UNTIL_DATE} checked={choice === UNTIL_DATE} onChange={(e) => pick(e.target.value)} />
          <span>Until a date</span>
        </label>
        {choice === UNTIL_DATE ? (
          <LimitedDateField
            id={`${id}-until`}
            label="Start my deliveries again on"
            limits={limits}
            value={until}
            onChange={setUntil}
            pickedHint={(day) => `Your next order will be on ${formatLongDateUS(day)}; we'll e-mail you a few days before.`}
          />
        ) : null}
        <label>
          <input type="radio" name={`${id}-pause`} value={UNTIL_RESUMED} checked={choice === UNTIL_RESUMED} onChange={(e) => pick(e.target.value)} />
          <span>Until I resume it</span>
        </label>
      </fieldset>
    </ActionDialog>
  );
}
