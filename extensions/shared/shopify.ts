/**
 * The `shopify` global of a customer account extension, typed as the APIs every one of our targets
 * has (the standard API: session token, i18n; navigation is the global `navigation`; the Customer Account
 * API is the sandbox's `fetch`: ./customer-account-fetch.ts). Shopify sets it
 * in its sandbox; the local host (scripts/shopify/account-host) and the component tests set their own.
 */
import type { Api as PageApi } from '@shopify/ui-extensions/customer-account.page.render';

export type ExtensionApi = Pick<PageApi, 'sessionToken' | 'i18n'>;

export const extensionApi = (): ExtensionApi => (globalThis as unknown as { shopify: ExtensionApi }).shopify;
