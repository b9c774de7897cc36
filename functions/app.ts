import { Hono } from 'hono';
import { consoleApi } from './console/routes';
import { openApiDocument } from './contract/openapi';
import { readConfig, type AppEnv } from './env';
import { requestBodyLimit } from './http/body-limit';
import { ApiError, errorResponse } from './lib/errors';
import { originCheck } from './http/origin-check';
import { countQueries } from './http/query-count';
import { isApiPath, servePage } from './http/pages';
import { requestLog } from './http/request-log';
import { securityHeaders } from './http/security-headers';
import { serverTiming } from './http/server-timing';
import { sessionMiddleware } from './auth/session';
import { auth, cookieTest } from './routes/auth';
import { catalogue } from './routes/catalogue';
import { checkout, checkoutUrl } from './routes/checkout';
import { customerAccount } from './routes/customer-account';
import { devConsole } from './routes/dev-console';
import { devFixtures } from './routes/dev-fixtures';
import { devFunnel } from './routes/dev-funnel';
import { devOutbox } from './routes/dev-outbox';
import { devPages } from './routes/dev-pages';
import { devPaymentMethod } from './routes/dev-payment-method';
import { embedConfig } from './routes/embed-config';
import { emailPlan } from './routes/email-plan';
import { funnelEvents } from './routes/funnel-events';
import { health } from './routes/health';
import { legacySubscriptions } from './routes/legacy-subscriptions';
import { orders } from './routes/orders';
import { activity } from './routes/activity';
import { profile } from './routes/profile';
import { proxy } from './routes/proxy';
import { pets } from './routes/pets';
import { petsTemp } from './routes/pets-temp';
import { petWeights } from './routes/pet-weights';
import { photos } from './routes/photos';
import { recommendations } from './routes/recommendations';
import { root } from './routes/root';
import { shop } from './routes/shop';
import { shopifyApp } from './routes/shopify-app';
import { shopifyWebhooks } from './routes/shopify-webhooks';
import { subscriptions } from './routes/subscriptions';
import { backendFor } from './backends';
import { trialPost } from './routes/trial-post';
import { uploadPhoto } from './routes/upload-photo';

/**
 * The API. Routers are mounted under /api and, where the spec lists unprefixed paths
 * (/auth/*, /subscriptions/*, /legacy-subscriptions/*, /pets), there as well.
 */
const app = new Hono<AppEnv>()
  // One line per request with the secrets of its query redacted (Cloudflare's invocation log is off).
  .use(requestLog)
  // Locally: the Worker's time and D1 statements of each answer, as a Server-Timing header.
  .use(serverTiming)
  // CSP frame-ancestors, nosniff, Referrer-Policy, HSTS, no-store: on every answer, errors included.
  .use(securityHeaders)
  .use(async (c, next) => {
    const config = readConfig(c.env);
    c.set('config', config);
    c.set('backend', backendFor(config, c.env));
    await next();
  })
  // Counts the D1 statements of each request for its Server-Timing header (after the config,
  // which is cached per env object).
  .use(countQueries)
  // State-changing browser calls only from our own or an allowed shop origin.
  .use(originCheck)
  // 413 for a body over 256 KB before anything reads it (upload-photo has its own limits).
  .use(requestBodyLimit)
  // Notes the session cookie or bearer token; routers look the session up (requireCustomer, batchAsCustomer).
  .use(sessionMiddleware)
  .route('/', root)
  .route('/api/health', health)
  .route('/api/embed-config', embedConfig)
  .route('/api/catalogue', catalogue)
  .route('/api/auth', auth)
  .route('/auth', auth)
  .route('/api/test', cookieTest)
  .route('/api/dev/funnel-events', devFunnel)
  .route('/api/dev', devOutbox)
  .route('/dev', devOutbox)
  .route('/api/photos', photos)
  .route('/api/pets', petsTemp)
  .route('/api/pets', petWeights)
  .route('/api/pets', recommendations)
  .route('/api/pets', checkoutUrl)
  .route('/api/checkout', checkout)
  .route('/api/email-plan', emailPlan)
  .route('/api/funnel-events', funnelEvents)
  .route('/api/pets', pets)
  .route('/pets', pets)
  .route('/api/upload-photo', uploadPhoto)
  .route('/api/subscriptions', subscriptions)
  .route('/subscriptions', subscriptions)
  .route('/api/legacy-subscriptions', legacySubscriptions)
  .route('/legacy-subscriptions', legacySubscriptions)
  .route('/api/orders', orders)
  .route('/api/activity', activity)
  .route('/api/profile', profile)
  .route('/api/shopify', shop)
  // The shop's console in Shopify admin: App Bridge ID tokens, not customer sessions.
  .route('/api/console', consoleApi)
  // Shopify's customer account pages: our UI extensions, with their session tokens, not sessions.
  .route('/api/customer-account', customerAccount)
  .route('/webhooks/shopify', shopifyWebhooks)
  .route('/shopify', shopifyApp)
  .route('/dev/payment-method', devPaymentMethod)
  // Local mode only: fresh customers for the dashboard's E2E tests.
  .route('/dev/fixtures', devFixtures)
  .route('/', devPages)
  .route('/', devConsole);

// The API contract, generated from the routes above (functions/contract/openapi.ts), once per isolate.
let contract: ReturnType<typeof openApiDocument> | undefined;
app.get('/api/openapi.json', (c) => c.json((contract ??= openApiDocument(app.routes))));

// Shopify's app proxy: https://<shop>/apps/furbaby/* is served by this app itself, the
// customer taken from the proxy's signature (functions/routes/proxy.ts).
app.route(
  '/proxy',
  proxy((request, c) => {
    let ctx: Parameters<typeof app.fetch>[2];
    try {
      ctx = c.executionCtx;
    } catch {
      // none where the app is called directly (app.request in tests)
    }
    return app.fetch(request, c.env, ctx);
  }),
);

// Pages: wrangler.toml routes navigations through the Worker so they get securityHeaders.
app.get('*', servePage);
// The free-trial form sent without its island: the recipe page with the visitor from the body.
app.route('/', trialPost);

app.notFound(async (c) => {
  const path = new URL(c.req.url).pathname;
  if (!isApiPath(path) && c.env.ASSETS) {
    // A page that does not exist: the site's own 404 page, not a JSON error.
    const page = await c.env.ASSETS.fetch(new URL('/404.html', c.req.url));
    return new Response(page.body, { status: 404, headers: page.headers });
  }
  return errorResponse(c, new ApiError(404, 'not_found', 'No such endpoint.'));
});
app.onError((err, c) => errorResponse(c, err));

export default app;
export type AppType = typeof app;
