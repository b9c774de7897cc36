/** The pages a shop owner sees while installing the Shopify app (functions/routes/shopify-app.ts). */

export const INSTALL_COPY = {
  connectedTitle: 'Furbaby Plans is connected',
  connected: (shop: string, scopes: string) => `Furbaby Plans can now look after the subscriptions of ${shop} (access: ${scopes}). You can close this tab.`,
  refusedTitle: 'Installation refused',
  refusedHelp: "Nothing was saved. Start again from the app's install link or the Shopify admin's Apps page.",
  tokenRefused: 'Shopify did not accept this installation (the code was used or has expired).',
} as const;

/**
 * Why an install or callback request was refused, in a shop owner's words: one per RefusalReason of
 * functions/shopify/app/install-request.ts (the route's `REFUSALS[reason]` fails to compile if one is missing).
 */
export const REFUSALS = {
  missing: 'This link is missing what Shopify sends with it (shop, timestamp, hmac, code).',
  'bad-hmac': 'This link is not signed by Shopify for this app.',
  'bad-shop': 'The shop is not a myshopify.com shop.',
  'foreign-shop': 'This app serves one shop only, and this is another one.',
  stale: 'This link has expired. Links from Shopify are valid for five minutes.',
  'bad-state': 'This installation was started in another browser or has expired.',
} as const satisfies Record<string, string>;
