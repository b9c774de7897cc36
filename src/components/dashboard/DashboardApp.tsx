/**
 * The customer dashboard (/dashboard, spec 001 §2): loading, logged out (standalone or inside
 * the shop's iframe) and logged in. The session comes from src/stores/session.ts; whether we
 * are framed, from the embedding bridge.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useRef, type ReactNode } from 'react';
import { MESSAGES } from '../../domain/messages';
import { navigateTop, shopUrl } from '../../stores/embed';
import { $session, initSession, logout } from '../../stores/session';
import { useEmbed, useReportHeight } from '../embed/use-embed';
import { DashboardHeader } from './DashboardHeader';
import { DashboardSections } from './DashboardSections';
import { EmbeddedLogin } from './EmbeddedLogin';
import { LoginForm } from './LoginForm';
import './dashboard.css';

/** The shop's logout page; in a frame, logging out sends the shop page there (001 §4, §7). */
export const SHOP_LOGOUT_PATH = '/account/logout';

export default function DashboardApp({ children }: { children?: ReactNode }) {
  const session = useStore($session);
  const embed = useEmbed();
  const root = useRef<HTMLDivElement>(null);
  useReportHeight('dashboard', root);

  useEffect(() => {
    void initSession();
  }, []);

  const onLogout = async () => {
    await logout();
    if (embed.framed) {
      const url = shopUrl(SHOP_LOGOUT_PATH);
      if (url) navigateTop(url);
    }
  };

  let content: ReactNode;
  if (session.status === 'unknown' || !embed.ready) {
    content = (
      <div className="fb-dash-loading" role="status" aria-live="polite">
        <span className="fb-dash-spinner" aria-hidden="true" />
        <span className="visually-hidden">Loading your dashboard…</span>
      </div>
    );
  } else if (session.status === 'loggedOut') {
    const notice = session.tokenFailed ? (
      <p className="fb-dash-alert" role="alert">
        {MESSAGES.magicLinkExpired}
      </p>
    ) : null;
    content = embed.framed ? <EmbeddedLogin notice={notice} /> : <LoginForm notice={notice} />;
  } else {
    content = (
      <>
        {!embed.framed && <DashboardHeader onLogout={onLogout} />}
        <main className="fb-dash-main" aria-labelledby="fb-dash-greeting">
          <h1 id="fb-dash-greeting" className="fb-dash-greeting">
            Hey {session.customer.customerName || 'there'} - welcome back!
          </h1>
          {embed.framed && (
            <p className="fb-dash-framed-logout">
              <button type="button" className="fb-dash-link-button" onClick={onLogout}>
                Logout
              </button>
            </p>
          )}
          <DashboardSections customer={session.customer}>{children}</DashboardSections>
        </main>
      </>
    );
  }

  return (
    <div ref={root} className="fb-dash" data-state={session.status} aria-busy={session.status === 'unknown'}>
      {content}
    </div>
  );
}
