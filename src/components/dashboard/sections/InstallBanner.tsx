import { useStore } from '@nanostores/react';
import { INSTALL_ACCEPT_LABEL, INSTALL_BANNER_TEXT, INSTALL_DISMISS_LABEL } from '../../../domain/install';
import { $installBannerShown, acceptInstall, dismissInstall } from '../../../stores/install';
import { siteUrl } from '../../../lib/site-url';

/**
 * The add-to-home-screen banner (001 §2, §4): shown when the browser offers install, the app is
 * not already running installed and no choice is stored; either answer is stored. `floating`
 * keeps it along the bottom of the window instead of in the page's flow (see DashboardSections).
 */
export function InstallBanner({ floating = false }: { floating?: boolean }) {
  const shown = useStore($installBannerShown);
  if (!shown) return null;
  return (
    <section className={`dash-banner dash-banner-install${floating ? ' dash-banner-floating' : ''}`} aria-label="Install the app">
      <img src={siteUrl('/icons/icon-192.png')} alt="" width="40" height="40" />
      <p className="dash-banner-text">{INSTALL_BANNER_TEXT}</p>
      <div className="dash-banner-actions">
        <button type="button" className="button primary" onClick={() => void acceptInstall()}>
          {INSTALL_ACCEPT_LABEL}
        </button>
        <button type="button" className="button" onClick={dismissInstall}>
          {INSTALL_DISMISS_LABEL}
        </button>
      </div>
    </section>
  );
}
