/**
 * The fake Shopify on loopback, for npm run start:shopify and the end-to-end tests:
 *
 *   tsx tests/fakes/shopify/serve.ts   (SHOPIFY_PORT, APP_ORIGIN; tokens and secret below)
 *
 * Webhooks go to APP_ORIGIN/webhooks/shopify after each request, one at a time, in order.
 * SHOPIFY_FAKE_SHOP picks the shop's products (./shop-seeds.ts): `default` (unset) or `second`,
 * a shop of its own that the app syncs on install.
 */
import { createServer } from 'node:http';
import { createFakeShopify } from './index';
import { APP_SCOPES } from '../../../functions/config/app-scopes';
import { introspectionText, SHOPIFY_API_VERSION } from './schema-files';

/** Its app and token are the local app's (functions/config/local-secrets.ts), passed by scripts/shopify/serve.mjs. */
const setting = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set (start the fake through scripts/shopify/serve.mjs)`);
  return value;
};
const port = Number(process.env.SHOPIFY_PORT ?? 8789);
const appOrigin = process.env.APP_ORIGIN ?? 'http://127.0.0.1:8787';
const origin = `http://127.0.0.1:${port}`;
const shop = process.env.SHOPIFY_FAKE_SHOP ?? 'default';
if (shop !== 'default' && shop !== 'second') throw new Error(`SHOPIFY_FAKE_SHOP must be default or second, not ${shop}`);

const fake = createFakeShopify({
  adminSchema: introspectionText('admin'),
  storefrontSchema: introspectionText('storefront-graphql'),
  customerSchema: introspectionText('customer'),
  apiVersion: SHOPIFY_API_VERSION,
  shopDomain: `127.0.0.1:${port}`,
  storefrontToken: setting('FAKE_SHOPIFY_STOREFRONT_TOKEN'),
  // The app as the Dev Dashboard holds it (shopify.app.toml), pointed at the local Worker.
  app: {
    clientId: setting('FAKE_SHOPIFY_CLIENT_ID'),
    appSecret: setting('FAKE_SHOPIFY_APP_SECRET'),
    appUrl: `${appOrigin}/shopify/app`,
    redirectUrls: [`${appOrigin}/shopify/auth/callback`],
    scopes: APP_SCOPES,
  },
  origin,
  webhookUrl: `${appOrigin}/webhooks/shopify`,
  dashboardUrl: `${appOrigin}/dashboard`,
  discountCodes: ['FREE7DAYTRIAL', 'WELCOME20'],
  shop,
});

let seeded = false;
let delivering = Promise.resolve();
const deliverLater = () => {
  delivering = delivering
    .then(() => new Promise((r) => setTimeout(r, 50)))
    .then(() => fake.flushWebhooks())
    .then((sent) => sent.forEach((s) => s.status !== 200 && console.error(`webhook ${s.topic} answered ${s.status}`)))
    .catch((err) => console.error('webhook delivery failed', err instanceof Error ? err.message : err));
};

createServer(async (req, res) => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const body = chunks.length > 0 ? Buffer.concat(chunks) : undefined;
  const request = new Request(`${origin}${req.url}`, {
    method: req.method,
    headers: Object.entries(req.headers).flatMap(([k, v]) => (v === undefined ? [] : [[k, Array.isArray(v) ? v.join(', ') : v] as [string, string]])),
    body: req.method === 'GET' || req.method === 'HEAD' ? undefined : body,
  });
  const answer =
    req.url === '/health'
      ? new Response('ok')
      : req.url === '/ready' // ready for the end-to-end tests once the app holds a token and the shop is seeded (POST by scripts/shopify/serve.mjs)
        ? req.method === 'POST'
          ? ((seeded = true), new Response(null, { status: 204 }))
          : new Response(null, { status: seeded && fake.installs.hasIssuedToken() ? 204 : 503 })
        : await fake.fetch(request);
  res.writeHead(answer.status, Object.fromEntries(answer.headers));
  res.end(Buffer.from(await answer.arrayBuffer()));
  if (fake.webhooks.pending.length > 0) deliverLater();
}).listen(port, '127.0.0.1', () =>
  console.log(`  Fake Shopify: ${origin}  (checkout pages, Admin, Storefront and Customer Account APIs; webhooks to ${appOrigin})`),
);
