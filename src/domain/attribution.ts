/**
 * Attribution (issue 35): where a visit came from, kept from its first page and attached to what
 * it produces (the checkout session and its order, the trial claim, the Shopify cart's
 * attributes). The one list of kept parameters and their bounds; the API's schema built on them
 * is ./schemas/attribution.ts. Plain functions here (no schema library): the trial pages load them.
 *
 * Kept: the five UTM parameters, the ad platforms' click ids, the referrer (origin and path only:
 * a query string can carry anything) and the landing path. Nothing about the person.
 *
 * @example
 * attributionFrom({ search: '?utm_source=newsletter&gclid=abc&name=Rex', referrer: 'https://mail.example/x?id=1', path: '/free-trial' })
 * // { utm_source: 'newsletter', gclid: 'abc', referrer: 'https://mail.example/x', landing_path: '/free-trial' }
 */
import { ATTRIBUTION_PARAMS } from './attribution-params';
import { FUNNEL_CAMPAIGN_MAX } from './funnel';
import { isSingleLineText } from './schemas/text';

export { ATTRIBUTION_PARAMS, CAMPAIGN_PARAMS, CLICK_ID_PARAMS, SHOP_PATH_PARAM, SHOP_REFERRER_PARAM } from './attribution-params';

/** Longest kept value: click ids run to a few hundred characters; anything longer is cut. */
export const ATTRIBUTION_VALUE_MAX = 500;
export const ATTRIBUTION_PATH_MAX = 300;

export type AttributionKey = (typeof ATTRIBUTION_PARAMS)[number] | 'referrer' | 'landing_path';
export type Attribution = Partial<Record<AttributionKey, string>>;

/** The referrer as kept: origin and path of an http(s) address, or nothing. */
export function keptReferrer(referrer: unknown): string | undefined {
  if (typeof referrer !== 'string' || !referrer) return undefined;
  try {
    const url = new URL(referrer);
    return /^https?:$/.test(url.protocol) ? (url.origin + url.pathname).slice(0, ATTRIBUTION_VALUE_MAX) : undefined;
  } catch {
    return undefined;
  }
}

const keptText = (value: unknown, max: number): string | undefined => {
  const text = typeof value === 'string' ? value.trim().slice(0, max).trim() : '';
  return text && isSingleLineText(text) ? text : undefined;
};

/**
 * The kept part of any record (an address's parameters, a stored copy): known keys only, each
 * value one line within its bound, the referrer an http(s) origin and path, the landing path a
 * path. Null when nothing says where the visit came from (no parameter, no referrer).
 */
export function keptAttribution(record: Record<string, unknown>): Attribution | null {
  const out: Attribution = {};
  for (const key of ATTRIBUTION_PARAMS) {
    const text = keptText(record[key], ATTRIBUTION_VALUE_MAX);
    if (text) out[key] = text;
  }
  const referrer = keptReferrer(record.referrer);
  if (referrer) out.referrer = referrer;
  if (Object.keys(out).length === 0) return null;
  const path = keptText(record.landing_path, ATTRIBUTION_PATH_MAX);
  if (path?.startsWith('/')) out.landing_path = path;
  return out;
}

/** A landing's attribution: the kept parameters of `search`, the referrer and the landing path. */
export function attributionFrom(landing: { search: string; referrer?: string | null; path: string }): Attribution | null {
  const params = Object.fromEntries(new URLSearchParams(landing.search));
  return keptAttribution({ ...params, referrer: landing.referrer, landing_path: landing.path });
}

/** The attribution stored as JSON text (a D1 column, session storage), or null for none. */
export const attributionJson = (a: Attribution | null | undefined): string | null => (a && Object.keys(a).length > 0 ? JSON.stringify(a) : null);

/** A stored attribution read back; anything unreadable is none. */
export function parseAttributionJson(json: string | null | undefined): Attribution | null {
  if (!json) return null;
  try {
    const value: unknown = JSON.parse(json);
    return value && typeof value === 'object' && !Array.isArray(value) ? keptAttribution(value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * The cart attribute that carries the visit's funnel id to the shop's order, so the funnel's
 * first paid renewal is counted in Shopify mode too (functions/shopify/webhooks/order-attributes.ts).
 * Private (`__`, Shopify's documented prefix): not readable from Liquid or the Ajax API, so no
 * theme shows it to the buyer; it still reaches the order, as every cart attribute does.
 */
export const VISIT_CART_ATTRIBUTE = '__furbaby_visit';

/** Shopify cart attributes (`[{ key, value }]`) of an attribution (each kept value under its own key) and the visit's id. */
export function cartAttributesOf(a: Attribution | null, visitId: string | null = null): { key: string; value: string }[] {
  const kept = a ? Object.entries(a).map(([key, value]) => ({ key, value: value! })) : [];
  return visitId ? [...kept, { key: VISIT_CART_ATTRIBUTE, value: visitId }] : kept;
}

/** The campaign a visit's funnel events count under: its utm_campaign (cut to the events' bound), '' for none. */
export const funnelCampaignOf = (a: Attribution | null | undefined): string => (a?.utm_campaign ?? '').slice(0, FUNNEL_CAMPAIGN_MAX).trim();
