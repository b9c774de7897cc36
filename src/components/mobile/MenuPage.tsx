import { MOBILE_DASHBOARD_PATH, MOBILE_MENU_PAGE_TITLES, MOBILE_PAGE_TEXTS, type MobileMenuPage } from '../../domain/mobile';
import { closeMenuPage } from '../../stores/mobile';
import { BASE } from '../../lib/base-path';

/** Settings, Help & Support and About: short pages with a way back. */
export function MenuPage({ page }: { page: MobileMenuPage }) {
  return (
    <section className="mobile-screen mobile-page" aria-label={MOBILE_MENU_PAGE_TITLES[page]}>
      <button type="button" className="button mobile-back" onClick={closeMenuPage}>
        <span aria-hidden="true">←</span> Back
      </button>
      <div className="mobile-card">
        {MOBILE_PAGE_TEXTS[page].map((text) => (
          <p key={text}>{text}</p>
        ))}
        {page === 'settings' ? (
          <p>
            <a className="button full-width" href={BASE + MOBILE_DASHBOARD_PATH}>
              Open the full dashboard
            </a>
          </p>
        ) : null}
      </div>
    </section>
  );
}
