import { useStore } from '@nanostores/react';
import { MOBILE_MENU_PAGE_TITLES, MOBILE_MENU_PAGES, MOBILE_TEXTS } from '../../domain/mobile';
import { $menuOpen, openMenuPage } from '../../stores/mobile';
import { Dialog } from '../ui/Dialog';

/**
 * The slide-out menu (001 §2): Settings, Help & Support, About and Logout. A modal dialog from
 * the left: focus stays inside, Escape or a tap outside closes it.
 */
export function SideMenu({ onLogout }: { onLogout: () => void }) {
  const open = useStore($menuOpen);
  if (!open) return null;
  const close = () => $menuOpen.set(false);
  return (
    <Dialog title="Menu" onClose={close} className="mobile-menu">
      <button type="button" className="dialog-close" aria-label="Close menu" onClick={close}>
        ×
      </button>
      <nav aria-label="Menu">
        <ul className="mobile-menu-list">
          {MOBILE_MENU_PAGES.map((page) => (
            <li key={page}>
              <button type="button" onClick={() => openMenuPage(page)}>
                {MOBILE_MENU_PAGE_TITLES[page]}
              </button>
            </li>
          ))}
          <li>
            <button
              type="button"
              className="mobile-menu-logout"
              onClick={() => {
                close();
                onLogout();
              }}
            >
              {MOBILE_TEXTS.logout}
            </button>
          </li>
        </ul>
      </nav>
    </Dialog>
  );
}
