import { shopUrl } from '../../stores/embed';
import { siteUrl } from '../../lib/site-url';

/**
 * The standalone dashboard's header (001 §2 state 4): logo, Shop, Logout. Not shown in a frame.
 * Without `onLogout` (nobody logged in yet) it is the logo alone, holding the header's place.
 */
export function DashboardHeader({ onLogout }: { onLogout?: () => void }) {
  const shop = onLogout ? shopUrl('/') : null;
  return (
    <header className="fb-dash-header">
      <img className="fb-dash-logo" src={siteUrl('/favicon.svg')} alt="Furbaby Plans" width="40" height="40" />
      {onLogout && (
        <nav aria-label="Account" className="fb-dash-nav">
          {shop && <a href={shop}>Shop</a>}
          <button type="button" className="fb-dash-link-button" onClick={onLogout}>
            Logout
          </button>
        </nav>
      )}
    </header>
  );
}
