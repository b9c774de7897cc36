/** The query parameters attribution keeps (./attribution.ts): constants only, so any page can carry them cheaply. */
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
