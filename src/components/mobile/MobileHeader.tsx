import { useStore } from '@nanostores/react';
import type { RefObject } from 'react';
import { $menuOpen } from '../../stores/mobile';
import { siteUrl } from '../../lib/site-url';

/** The top bar (001 §2): the menu button, the logo and the screen's title. */
export function MobileHeader({ title, headingRef }: { title: string; headingRef: RefObject<HTMLHeadingElement | null> }) {
  const menuOpen = useStore($menuOpen);
  return (
    <header className="mobile-header">
      <button
        type="button"
        className="mobile-icon-button"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={menuOpen}
        onClick={() => $menuOpen.set(true)}
      >
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
          <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" fill="none" />
        </svg>
      </button>
      <img className="mobile-logo" src={siteUrl('/favicon.svg')} alt="Furbaby Plans" width="32" height="32" />
      <h1 id="mobile-title" ref={headingRef} tabIndex={-1}>
        {title}
      </h1>
    </header>
  );
}
