/**
 * Attribution (issue 35): where a visit came from, kept from its first page and attached to what
 * it produces (the checkout session and its order, the trial claim, the Shopify cart's
 * attributes). The one list of kept parameters and the one schema, used by the pages (capture)
 * and the API (validation).
 *
 * Kept: the five UTM parameters, the ad platforms' click ids, the referrer (origin and path only:
 * a query string can carry anything) and the landing path. Nothing about the person.
 *
 * @example
 * attributionFrom({ search: '?utm_source=newsletter&gclid=abc&name=Rex', referrer: 'https://mail.example/x?id=1', path: '/free-trial' })
 * // { utm_source: 'newsletter', gclid: 'abc', referrer: 'https://mail.example/x', landing_path: '/free-trial' }
 */
import * as v from 'valibot';
import { plainText } from './schemas/text';

export const CAMPAIGN_PARAMS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;
export const CLICK_ID_PARAMS = ['gclid', 'gbraid', 'wbraid', 'fbclid', 'msclkid', 'ttclid'] as const;
/** The shop page's query parameters public/embed.js passes on for attribution. */
export const ATTRIBUTION_PARAMS = [...CAMPAIGN_PARAMS, ...CLICK_ID_PARAMS] as const;
/**
 * Set by public/embed.js on our frame's address (never taken from the shop's query): the shop
 * page's referrer and path, the visit's real landing when framed.
 */
export const SHOP_REFERRER_PARAM = 'shopReferrer';
export const SHOP_PATH_PARAM = 'shopPath';

/** Longest kept value: click ids run to a few hundred characters; anything longer is cut. */
export const ATTRIBUTION_VALUE_MAX = 500;
export const ATTRIBUTION_PATH_MAX = 300;

const value = v.optional(v.pipe(v.string(), v.trim(), plainText, v.nonEmpty(), v.maxLength(ATTRIBUTION_VALUE_MAX)));

/** Strict: a key we do not keep is refused, not carried along. */
export const attributionSchema = v.strictObject({
  ...Object.fromEntries(ATTRIBUTION_PARAMS.map((key) => [key, value])),
  referrer: v.optional(v.pipe(v.string(), plainText, v.regex(/^https?:\/\//, 'A referrer is an http(s) address'), v.url(), v.maxLength(ATTRIBUTION_VALUE_MAX))),
  landing_path: v.optional(v.pipe(v.string(), plainText, v.startsWith('/'), v.maxLength(ATTRIBUTION_PATH_MAX))),
}) as v.GenericSchema<Attribution, Attribution>;

export type Attribution = Partial<Record<(typeof ATTRIBUTION_PARAMS)[number] | 'referrer' | 'landing_path', string>>;

/** An attribution in a request or a stored row: absent or null means none. */
export const optionalAttributionSchema = v.nullish(attributionSchema, null);

/** The referrer as kept: origin and path of an http(s) address, or nothing. */
export function keptReferrer(referrer: string | null | undefined): string | undefined {
  if (!referrer) return undefined;
  try {
    const url = new URL(referrer);
    return /^https?:$/.test(url.protocol) ? (url.origin + url.pathname).slice(0, ATTRIBUTION_VALUE_MAX) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A landing's attribution: the kept parameters of `search`, the referrer and the landing path;
 * null when the visit came with no parameter and no referrer (a direct visit: nothing to say).
 */
export function attributionFrom(landing: { search: string; referrer?: string | null; path: string }): Attribution | null {
  const found = new URLSearchParams(landing.search);
  const out: Attribution = {};
  for (const key of ATTRIBUTION_PARAMS) {
    const text = found.get(key)?.trim().slice(0, ATTRIBUTION_VALUE_MAX);
    if (text) out[key] = text;
  }
  const referrer = keptReferrer(landing.referrer);
  if (referrer) out.referrer = referrer;
  if (Object.keys(out).length === 0) return null;
  out.landing_path = landing.path.slice(0, ATTRIBUTION_PATH_MAX);
  const checked = v.safeParse(attributionSchema, out);
  return checked.success ? checked.output : null;
}

/** The attribution stored as JSON text (a D1 column), or null for none. */
export const attributionJson = (a: Attribution | null | undefined): string | null => (a && Object.keys(a).length > 0 ? JSON.stringify(a) : null);

/** A stored attribution read back; anything unreadable is none. */
export function parseAttributionJson(json: string | null | undefined): Attribution | null {
  if (!json) return null;
  try {
    const checked = v.safeParse(attributionSchema, JSON.parse(json));
    return checked.success && Object.keys(checked.output).length > 0 ? checked.output : null;
  } catch {
    return null;
  }
}

/** Shopify cart attributes (`[{ key, value }]`) of an attribution: each kept value under its own key. */
export function cartAttributesOf(a: Attribution | null): { key: string; value: string }[] {
  return a ? Object.entries(a).map(([key, value]) => ({ key, value: value! })) : [];
}

/** The campaign a visit's funnel events count under: its utm_campaign, '' for none. */
export const funnelCampaignOf = (a: Attribution | null | undefined): string => a?.utm_campaign ?? '';
