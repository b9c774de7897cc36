import { useEffect, useRef, useState } from 'react';
import { MOBILE_TAB_LABELS, MOBILE_TABS, type MobileTab } from '../../domain/mobile';
import { afterNextPaint } from '../../lib/after-next-paint';
import { showTab } from '../../stores/mobile';

/** Simple line icons, one per tab (decorative: the label names the tab). */
const ICONS: Record<MobileTab, string> = {
  home: 'M3 11l9-7 9 7v9a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z',
  pets: 'M8.5 10.5a2 2 0 1 0 0-4 2 2 0 0 0 0 4zm7 0a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM5 14a2 2 0 1 0 0-4 2 2 0 0 0 0 4zm14 0a2 2 0 1 0 0-4 2 2 0 0 0 0 4zm-7 0c-2.5 0-5 3-5 5a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2c0-2-2.5-5-5-5z',
  subscriptions: 'M4 12a8 8 0 0 1 14-5.3M20 12a8 8 0 0 1-14 5.3M18 3v4h-4M6 21v-4h4',
  orders: 'M3 7l9-4 9 4v10l-9 4-9-4zM3 7l9 4 9-4M12 11v10',
  profile: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-8 9a8 8 0 0 1 16 0',
};

/**
 * The bottom tab bar (001 §2): Home, Pets, Subscriptions, Orders, Profile. A navigation landmark
 * whose current tab carries aria-current="page"; it sits above the phone's home indicator.
 * A tap marks its tab in its own frame and opens the tab's screen once that frame is painted, so
 * the tap's paint never waits for a whole screen (INP, issue 48).
 */
export function TabBar({ current }: { current: MobileTab | null }) {
  const [pressed, setPressed] = useState<MobileTab | null>(null);
  const cancelOpen = useRef<() => void>(undefined);
  useEffect(() => () => cancelOpen.current?.(), []);
  const marked = pressed ?? current;
  const open = (tab: MobileTab) => {
    setPressed(tab);
    cancelOpen.current?.(); // a second tap before the first one's screen: the last tap wins
    cancelOpen.current = afterNextPaint(() => {
      setPressed(null);
      showTab(tab);
    });
  };
  return (
    <nav className="mobile-tabbar" aria-label="Dashboard sections">
      <ul>
        {MOBILE_TABS.map((tab) => (
          <li key={tab}>
            <button type="button" aria-current={tab === marked ? 'page' : undefined} onClick={() => open(tab)}>
              <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
                <path d={ICONS[tab]} stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" fill="none" />
              </svg>
              <span>{MOBILE_TAB_LABELS[tab]}</span>
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
