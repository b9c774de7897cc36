/**
 * The customer dashboard (/dashboard, spec 001 §2): loading, logged out (standalone or inside
 * the shop's iframe) and logged in. The session comes from src/stores/session.ts; whether we
 * are framed, from the embedding bridge.
 *
 * The first paint is the page's HTML, before any script has run: the header, the greeting
 * heading (as "Hey there - welcome back!") and the skeleton. Logged in, the same heading gets
 * the customer's name and the sections replace the skeleton, so the page's largest text is
 * painted with the HTML and nothing on screen moves (docs/performance.md). The session
 * check's calls are asked for by the page's head (early-requests.ts); the sections' code comes
 * from a second island (SectionsLoader.tsx, sections-slot.ts).
 */
import { useEffect, type ReactNode } from 'react';
import { MESSAGES } from '../../copy/messages';
import { $embed, navigateTop, shopUrl } from '../../stores/embed';
import { $session, initSession, logout } from '../../stores/session';
import { useReportHeight } from '../embed/use-embed';
import { DashboardHeader } from './DashboardHeader';
import { DashboardSkeleton } from './DashboardSkeleton';
import { EmbeddedLogin } from './EmbeddedLogin';
import { LoginForm } from './LoginForm';
import { $dashboardSections } from './sections-slot';
import { useHydrated, useStoreOnceHydrated } from './use-hydrated';
import { AccountSwitchPrompt } from '../login/AccountSwitchPrompt';
import './dashboard.css';

/** The shop's logout page; in a frame, logging out sends the shop page there (001 §4, §7). */
export const SHOP_LOGOUT_PATH = '/account/logout';

/** The greeting (001 §2 state 4); before the customer is known, and without a name, 'there'. */
export const greeting = (name?: string) => `Hey ${name || 'there'} - welcome back!`;

export default function DashboardApp({ children }: { children?: ReactNode }) {
  // While hydrating, the stores read as they were when the HTML was built (nobody known yet):
  // the session check may already have answered, and the HTML must match the first render.
  // Then the live values, rendered in a transition (use-hydrated.ts).
  const hydrated = useHydrated();
  const session = useStoreOnceHydrated($session, hydrated);
  const embed = useStoreOnceHydrated($embed, hydrated);
  const Sections = useStoreOnceHydrated($dashboardSections, hydrated);
  useReportHeight('dashboard');

  useEffect(() => {
    void initSession(); // also starts the embedding bridge
  }, []);

  const onLogout = async () => {
    await logout();
    if (embed.framed) {
      const url = shopUrl(SHOP_LOGOUT_PATH);
      if (url) navigateTop(url);
    }
  };

  const settled = session.status !== 'unknown' && embed.ready;
  let content: ReactNode;
  if (settled && session.status === 'loggedOut') {
    // A refused shop sign-in (used or expired signature) says why, in the server's words.
    const noticeText = session.tokenFailed ? MESSAGES.magicLinkExpired : session.notice;
    const notice = noticeText ? (
      <p className="fb-dash-alert" role="alert">
        {noticeText}
      </p>
    ) : null;
    content = embed.framed ? <EmbeddedLogin notice={notice} /> : <LoginForm notice={notice} />;
  } else {
    // Loading and logged in share one layout: the heading stays the same element throughout.
    const customer = settled && session.status === 'loggedIn' ? session.customer : null;
    const framedLogout = customer && embed.framed;
    content = (
      <>
        {!(settled && embed.framed) && <DashboardHeader onLogout={customer ? onLogout : undefined} />}
        <main className="fb-dash-main" aria-labelledby="fb-dash-greeting">
          <h1 id="fb-dash-greeting" className="fb-dash-greeting">
            {greeting(customer?.customerName)}
          </h1>
          {/* Shown only in a frame (dashboard.astro marks the page), its line kept from the start. */}
          <p className="fb-dash-framed-logout">
            {framedLogout && (
              <button type="button" className="fb-dash-link-button" onClick={onLogout}>
                Logout
              </button>
            )}
          </p>
          {customer && Sections ? (
            <Sections customer={customer} placeholder={<DashboardSkeleton />}>
              {children}
            </Sections>
          ) : (
            <DashboardSkeleton />
          )}
        </main>
      </>
    );
  }

  return (
    <div className="fb-dash" data-state={session.status} aria-busy={session.status === 'unknown'}>
      {content}
      <AccountSwitchPrompt />
    </div>
  );
}
