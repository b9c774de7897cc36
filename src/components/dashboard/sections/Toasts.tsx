import { useStore } from '@nanostores/react';
import { $toasts, dismissToast } from '../../../stores/dashboard';
import { useVisibleAreaStyle } from '../../embed/visible-area-style';

/**
 * The dashboard's toasts: confirmations in a polite status region, failures (the spec's texts,
 * 001 §8) in an alert region. They stay until closed; the newest few are kept. In the shop's
 * frame they sit at the bottom of the part of the frame on the shop's screen, not of a frame that
 * may reach far below it (issue 31).
 */
export function Toasts() {
  const toasts = useStore($toasts);
  const placement = useVisibleAreaStyle();
  const list = (tone: 'success' | 'error') =>
    toasts
      .filter((t) => t.tone === tone)
      .map((t) => (
        <div key={t.id} className={`dash-toast dash-toast-${tone}`}>
          <span>{t.text}</span>
          <button type="button" className="dash-toast-close" aria-label="Dismiss message" onClick={() => dismissToast(t.id)}>
            ×
          </button>
        </div>
      ));
  return (
    <div className="dash-toasts" style={placement}>
      <div role="status" aria-live="polite" aria-label="Updates">
        {list('success')}
      </div>
      <div role="alert" aria-label="Problems">
        {list('error')}
      </div>
    </div>
  );
}
