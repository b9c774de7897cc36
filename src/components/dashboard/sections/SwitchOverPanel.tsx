import { useStore } from '@nanostores/react';
import { SWITCH_OVER_TITLE, switchOverDayText, switchOverIntro } from '../../../copy/recipe-switch';
import { $switchOvers, closeSwitchOver } from '../../../stores/dashboard/recipe-switch';

/**
 * A subscription's new recipe, mixed in over its first bag (issue 50): the checkout's
 * "Switching over, day by day", shown on the card after the change until closed.
 */
export function SwitchOverPanel({ subscriptionId }: { subscriptionId: string }) {
  const switchOver = useStore($switchOvers)[subscriptionId];
  if (!switchOver) return null;
  return (
    <section className="dash-switch-over" aria-label={SWITCH_OVER_TITLE}>
      <h3 className="dash-subtitle">{SWITCH_OVER_TITLE}</h3>
      <p>{switchOverIntro(switchOver)}</p>
      <ol className="ramp">
        {switchOver.days.map((d) => (
          <li key={d.day}>{switchOverDayText(d, switchOver.toName, switchOver.fromName)}</li>
        ))}
      </ol>
      <button type="button" className="button" onClick={() => closeSwitchOver(subscriptionId)}>
        Close
      </button>
    </section>
  );
}
