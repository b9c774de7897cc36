import { useStore } from '@nanostores/react';
import { $mobileNotice } from '../../stores/mobile';
import { useVisibleAreaStyle } from '../embed/visible-area-style';

/**
 * The app's short notices ("Pet saved"), above the tab bar; in the shop's frame at the bottom of
 * the part of the frame on the shop's screen (useVisibleAreaStyle; issue 31). Its own component,
 * so the shop's scroll messages re-render this line only, not the whole app.
 */
export function MobileNotice() {
  const notice = useStore($mobileNotice);
  const placement = useVisibleAreaStyle();
  return (
    <p className="mobile-notice" role="status" aria-live="polite" style={placement}>
      {notice}
    </p>
  );
}
