import { useEffect, type RefObject } from 'react';

/**
 * Reloads the free-trial page when the visitor comes back to a form they already sent (spec 001
 * §4): from the back/forward cache, by back navigation, or by returning to the tab while it was
 * sending (`busy`). A form still being filled in is never reloaded away.
 */
export function useReloadOnReturn(busy: RefObject<boolean>): void {
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) window.location.reload();
    };
    const onPopState = () => window.location.reload();
    const onVisibility = () => {
      if (document.visibilityState === 'visible' && busy.current) window.location.reload();
    };
    window.addEventListener('pageshow', onPageShow);
    window.addEventListener('popstate', onPopState);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pageshow', onPageShow);
      window.removeEventListener('popstate', onPopState);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [busy]);
}
