/**
 * The visit's attribution (src/domain/attribution.ts), kept in session storage from the visit's
 * first page, so it travels across our pages (recipe page, guide, checkout) to what the visit
 * produces. Framed, the landing is the shop page's: public/embed.js passes on its campaign
 * parameters, referrer and path.
 */
import { SHOP_PATH_PARAM, SHOP_REFERRER_PARAM, attributionFrom, attributionJson, parseAttributionJson, type Attribution } from '../domain/attribution';

const ATTRIBUTION_KEY = 'mfb_attribution';
/** Stored for a visit that came with nothing, so a later page does not take its place as the landing. */
const DIRECT = 'direct';

function landing(): { search: string; referrer: string | null; path: string } {
  const { search, pathname, origin } = window.location;
  const found = new URLSearchParams(search);
  const shopPath = found.get(SHOP_PATH_PARAM);
  if (shopPath) return { search, referrer: found.get(SHOP_REFERRER_PARAM), path: shopPath };
  // Our own pages are no referrer; framed without embed.js, the referrer is only the frame's parent.
  const referrer = document.referrer && new URL(document.referrer).origin !== origin ? document.referrer : null;
  return { search, referrer, path: pathname };
}

/** The visit's attribution: the stored one, else this page's (stored now: it is the visit's first page). */
export function visitAttribution(): Attribution | null {
  if (typeof window === 'undefined') return null;
  let storage: Storage | null = null;
  try {
    storage = window.sessionStorage;
    const stored = storage?.getItem(ATTRIBUTION_KEY);
    if (stored) return stored === DIRECT ? null : parseAttributionJson(stored);
  } catch {
    // blocked: this page's own landing below
  }
  const found = attributionFrom(landing());
  try {
    storage?.setItem(ATTRIBUTION_KEY, attributionJson(found) ?? DIRECT);
  } catch {
    // blocked or full: the checkout still carries this page's attribution
  }
  return found;
}
