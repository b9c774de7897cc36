import type { ComponentChildren } from 'preact';
import { valueOf } from './card-props';

/**
 * A day to pick and the button that acts on it, off until a day is picked (change the date, pause
 * until); `error`: why the picked day cannot be taken, on the field itself, the button off;
 * `children`: more buttons in the same row.
 *
 * @example
 * <DateAction label={t('pauseUntilLabel')} day={until} onDay={setUntil} busy={busy} onAct={pauseUntil} act={t('pause')} />
 */
export function DateAction(props: {
  label: string;
  day: string;
  onDay: (day: string) => void;
  busy: boolean;
  onAct: () => void;
  act: string;
  error?: string;
  children?: ComponentChildren;
}) {
  return (
    <s-stack direction="inline" gap="base">
      <s-date-field label={props.label} value={props.day} error={props.error} onChange={(e) => props.onDay(valueOf(e))} />
      <s-button disabled={props.busy || !props.day || Boolean(props.error)} onClick={props.onAct}>
        {props.act}
      </s-button>
      {props.children}
    </s-stack>
  );
}
