import { useStore } from '@nanostores/react';
import { MESSAGE_TEXTS } from '../../../copy/dashboard-messages';
import { $dialog, $toasts, dismissToast } from '../../../stores/dashboard';
import { useVisibleAreaStyle } from '../../embed/visible-area-style';

/**
 * The dashboard's message: one at a time, the newest replacing the last (issue 47 §5); a
 * confirmation in a polite status region, a failure (the spec's texts, 001 §8) in an alert region.
 * It stays until closed or replaced, and may carry a button that takes the change back (Undo).
 * While a dialog is open it is not shown: the dialog speaks for itself, and the message never
 * covers its buttons. In the shop's frame it sits at the bottom of the part of the frame on the
 * shop's screen, not of a frame that may reach far below it (issue 31).
 */
export function Toasts() {
  const toasts = useStore($toasts);
  const dialog = useStore($dialog);
  const placement = useVisibleAreaStyle();
  const shown = dialog ? [] : toasts;
  const list = (tone: 'success' | 'error') =>
    shown
      .filter((t) => t.tone === tone)
      .map((t) => (
        <div key={t.id} className={`dash-toast dash-toast-${tone}`}>
          <span>{t.text}</span>
          {t.action ? (
            <button
              type="button"
              className="dash-toast-action"
              onClick={() => {
                dismissToast(t.id);
                t.action!.run();
              }}
            >
              {t.action.label}
            </button>
          ) : null}
          <button type="button" className="dash-toast-close" aria-label={MESSAGE_TEXTS.dismiss} onClick={() => dismissToast(t.id)}>
            ×
          </button>
        </div>
      ));
  return (
    <div className="dash-toasts" style={placement} data-shown={shown.length > 0 || undefined}>
      <div role="status" aria-live="polite" aria-label={MESSAGE_TEXTS.updates}>
        {list('success')}
      </div>
      <div role="alert" aria-label={MESSAGE_TEXTS.problems}>
        {list('error')}
      </div>
    </div>
  );
}
