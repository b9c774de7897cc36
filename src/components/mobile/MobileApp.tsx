/**
 * The mobile dashboard (/mobile, spec 001 §2 'Mobile dashboard', §4 'Mobile'): the session check
 * ('Loading...'), 'Authentication Required' without a session, and with one the phone app: the
 * header (menu, logo, title), one screen (a tab, the Edit Pet screen or a menu page), the bottom
 * tab bar (hidden while editing a pet), the slide-out menu, the desktop's Manage dialogs shown
 * as phone-sized sheets, and the notices.
 */
import { useStore } from '@nanostores/react';
import { memo, useDeferredValue, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { MESSAGES } from '../../copy/messages';
import { MOBILE_DASHBOARD_PATH, MOBILE_EDIT_PET_TITLE, MOBILE_MENU_PAGE_TITLES, MOBILE_TAB_TITLES, MOBILE_TEXTS } from '../../domain/mobile';
import { navigateTop, shopUrl } from '../../stores/embed';
import { $mobileView, closePetEditor, showNotice, startMobile } from '../../stores/mobile';
import { $session, initSession, logout } from '../../stores/session';
import { SHOP_LOGOUT_PATH } from '../dashboard/DashboardApp';
import { DashboardDialogs } from '../dashboard/sections/DashboardDialogs';
import { Toasts } from '../dashboard/sections/Toasts';
import { useEmbeddedPage } from '../embed/use-embed';
import { HomeTab } from './HomeTab';
import { MenuPage } from './MenuPage';
import { MobileHeader } from './MobileHeader';
import { MobileNotice } from './MobileNotice';
import { OrdersTab } from './OrdersTab';
import { PetEditor } from './PetEditor';
import { PetsTab, preloadDogJourneys } from './PetsTab';
import { ProfileTab } from './ProfileTab';
import { SideMenu } from './SideMenu';
import { SubscriptionsTab } from './SubscriptionsTab';
import { TabBar } from './TabBar';
import { AccountSwitchPrompt } from '../login/AccountSwitchPrompt';
import './mobile.css';
import { BASE } from '../../lib/base-path';
import { siteUrl } from '../../lib/site-url';
import { whenIdle } from '../../lib/when-idle';
import { Loading } from '../ui/Loading';

/**
 * What stays the same from screen to screen, rendered again only when its own stores change: a
 * tab switch re-rendered the menu, the notice, every dialog and the toasts for nothing (issue 48).
 */
const Static = {
  SideMenu: memo(SideMenu),
  MobileNotice: memo(MobileNotice),
  DashboardDialogs: memo(DashboardDialogs),
  Toasts: memo(Toasts),
};

export default function MobileApp() {
  const session = useStore($session);
  const embed = useEmbeddedPage('dashboard');

  useEffect(() => {
    void initSession();
  }, []);

  if (session.status === 'unknown') {
    // The app's opening card, in the page's HTML: drawn at once, as large as anything that follows.
    return (
      <div className="mobile-app mobile-center">
        <main className="mobile-auth" aria-labelledby="mobile-splash-title" aria-busy="true">
          <img src={siteUrl('/favicon.svg')} alt="" width="56" height="56" />
          <h1 id="mobile-splash-title">{MOBILE_TEXTS.appName}</h1>
          <p>{MOBILE_TEXTS.splash}</p>
          <Loading text={MOBILE_TEXTS.loading} />
        </main>
      </div>
    );
  }

  if (session.status === 'loggedOut') {
    return (
      <div className="mobile-app mobile-center">
        <main className="mobile-auth" aria-labelledby="mobile-auth-title">
          <img src={siteUrl('/favicon.svg')} alt="Furbaby Plans" width="56" height="56" />
          <h1 id="mobile-auth-title">{MOBILE_TEXTS.authRequired}</h1>
          <p>{MOBILE_TEXTS.authRequiredBody}</p>
          <a className="button primary full-width" href={BASE + MOBILE_DASHBOARD_PATH}>
            {MOBILE_TEXTS.goToDashboard}
          </a>
        </main>
      </div>
    );
  }

  const onLogout = async () => {
    await logout();
    // In the shop's frame the shop page logs out too (001 §4, §7), as on the desktop dashboard.
    if (embed.framed) {
      const url = shopUrl(SHOP_LOGOUT_PATH);
      if (url) navigateTop(url);
    }
  };

  return (
    <>
      <MobileShell
        customerId={session.customer.customerId}
        customerName={session.customer.customerName}
        customerEmail={session.customer.customerEmail}
        onLogout={onLogout}
      />
      <AccountSwitchPrompt />
    </>
  );
}

function MobileShell({
  customerId,
  customerName,
  customerEmail,
  onLogout,
}: {
  customerId: string;
  customerName: string;
  customerEmail: string;
  onLogout: () => void;
}) {
  const view = useStore($mobileView);
  // A screen opened by a tap (a Home tile, the menu; the tab bar defers its own, TabBar) follows
  // in a render React may yield in, so the tap paints at once (INP, issue 48). Same value on
  // first render.
  const shown = useDeferredValue(view);
  const heading = useRef<HTMLHeadingElement>(null);
  const firstView = useRef(true);

  useEffect(() => {
    startMobile(customerId);
  }, [customerId]);
  useEffect(() => whenIdle(preloadDogJourneys), []);

  const viewKey = shown.kind === 'tab' ? `tab:${shown.tab}` : shown.kind === 'page' ? `page:${shown.page}` : `pet:${shown.petId}`;
  useEffect(() => {
    // A new screen: back to its top, and focus on its title for screen readers (not on first load).
    if (firstView.current) {
      firstView.current = false;
      return;
    }
    window.scrollTo({ top: 0 });
    heading.current?.focus();
  }, [viewKey]);

  // The screen, rendered again only when it changes: not for the tab bar's own update above.
  const { title, content } = useMemo(() => {
    let title: string;
    let content: ReactNode;
    switch (shown.kind) {
      case 'editPet':
        title = MOBILE_EDIT_PET_TITLE;
        content = (
          <PetEditor
            key={shown.petId}
            petId={shown.petId}
            onClose={closePetEditor}
            onSaved={() => {
              closePetEditor();
              showNotice(MESSAGES.petUpdated);
            }}
            onDeleted={closePetEditor}
          />
        );
        break;
      case 'page':
        title = MOBILE_MENU_PAGE_TITLES[shown.page];
        content = <MenuPage page={shown.page} />;
        break;
      case 'tab':
        title = MOBILE_TAB_TITLES[shown.tab];
        content =
          shown.tab === 'home' ? (
            <HomeTab />
          ) : shown.tab === 'pets' ? (
            <PetsTab />
          ) : shown.tab === 'subscriptions' ? (
            <SubscriptionsTab />
          ) : shown.tab === 'orders' ? (
            <OrdersTab />
          ) : (
            <ProfileTab customerName={customerName} customerEmail={customerEmail} onLogout={onLogout} />
          );
        break;
    }
    return { title, content };
  }, [shown, customerName, customerEmail, onLogout]);

  const editing = shown.kind === 'editPet';
  return (
    <div className={`mobile-app${editing ? ' mobile-editing' : ''}`}>
      <MobileHeader title={title} headingRef={heading} />
      <main className="mobile-main" aria-labelledby="mobile-title">
        {content}
      </main>
      {editing ? null : <TabBar current={view.kind === 'tab' ? view.tab : null} />}
      <Static.SideMenu onLogout={onLogout} />
      <Static.MobileNotice />
      <Static.DashboardDialogs customerEmail={customerEmail} />
      <Static.Toasts />
    </div>
  );
}
