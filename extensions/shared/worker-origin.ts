/**
 * Our Worker's origin as the extensions call it: the app's (shopify.app.toml application_url;
 * tests/node/extension-bundles.test.ts holds them equal). The local host
 * (scripts/shopify/account-host) names its own Worker through `furbabyWorkerOrigin`.
 */
export const PRODUCTION_WORKER_ORIGIN = 'https://plans.furbaby.co.nz';

export const workerOrigin = () => (globalThis as { furbabyWorkerOrigin?: string }).furbabyWorkerOrigin ?? PRODUCTION_WORKER_ORIGIN;
