import { useEffect, useState } from 'react';
import { CONSOLE_SECTIONS, CONSOLE_WORDS, sectionOf, type ConsoleSection } from '../../copy/console';
import type { ConsoleConnectAnswer, ConsoleOverview } from '../../domain/schemas/console';
import { consoleCall } from './api';
import { Campaigns } from './Campaigns';
import { CustomerLookup } from './CustomerLookup';
import { PlansRecipes } from './PlansRecipes';
import { Forecast } from './Forecast';
import { Subscribers } from './Subscribers';
import { Today } from './Today';
import { partOf, useConsoleRead } from './useConsole';

/**
 * Opened in Shopify admin, the console first connects the shop: with Shopify-managed installation
 * the app gets its offline token by exchanging this ID token, while it has none
 * (docs/decisions/0013). The sections do not wait for it: their read needs only the ID token.
 */
function useConnectShop(): string | null {
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    consoleCall<ConsoleConnectAnswer>('connect', { method: 'POST' }).catch((err: unknown) => setProblem(err instanceof Error ? err.message : String(err)));
  }, []);
  return problem;
}

const hrefOf = (key: ConsoleSection) => (key === 'overview' ? '/console' : `/console?section=${key}`);

/**
 * The section the URL names. App Bridge's navigation (s-app-nav) switches it without a page load:
 * it fires `shopify:navigate` on the link, and the console shows that section and puts it in the URL.
 */
function useSection(): ConsoleSection {
  // The page is pre-rendered as the overview: the first render matches it (a deep link's section
  // read during hydration was a mismatch, React #418), then the URL's section is shown.
  const [section, setSection] = useState<ConsoleSection>('overview');
  useEffect(() => {
    setSection(sectionOf(location.search));
    const go = (e: Event) => {
      const href = (e.target as Element | null)?.getAttribute?.('href');
      if (!href) return;
      e.preventDefault();
      const url = new URL(href, location.href);
      history.pushState(null, '', url);
      setSection(sectionOf(url.search));
    };
    const back = () => setSection(sectionOf(location.search));
    document.addEventListener('shopify:navigate', go);
    addEventListener('popstate', back);
    return () => {
      document.removeEventListener('shopify:navigate', go);
      removeEventListener('popstate', back);
    };
  }, []);
  return section;
}

/** The shop's console in Shopify admin (issues 36, 49): one island of Polaris web components; its sections open on one overview call. */
export default function ConsoleApp() {
  const connectProblem = useConnectShop();
  const section = useSection();
  const { load: overview } = useConsoleRead<ConsoleOverview>('overview');
  const label = CONSOLE_SECTIONS.find((s) => s.key === section)!.label;
  return (
    <>
      <s-app-nav>
        {CONSOLE_SECTIONS.map((s) => (
          <a key={s.key} href={hrefOf(s.key)} rel={s.key === 'overview' ? 'home' : undefined}>
            {s.label}
          </a>
        ))}
      </s-app-nav>
      <s-page heading={`${CONSOLE_WORDS.title}: ${label}`}>
        {connectProblem && (
          <s-banner tone="critical" heading="The app could not connect to the shop’s Admin API">
            {connectProblem}
          </s-banner>
        )}
        {section === 'overview' && <Today first={partOf(overview, 'today')} />}
        {section === 'subscribers' && <Subscribers load={partOf(overview, 'subscribers')} />}
        {section === 'forecast' && <Forecast load={partOf(overview, 'forecast')} />}
        {section === 'campaigns' && <Campaigns load={partOf(overview, 'campaigns')} />}
        {section === 'customers' && <CustomerLookup />}
        {section === 'plans' && <PlansRecipes />}
      </s-page>
    </>
  );
}
