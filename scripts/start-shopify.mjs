// `npm run start:shopify`: the whole product in Shopify mode (COMMERCE=shopify) on
// http://localhost:8787 against a fake Shopify on loopback, seeded with the demo customers'
// contracts; the demo shop's checkout goes through it. Ports: PORT, DEMO_SHOP_PORT, SHOPIFY_PORT.
import { serveShopifyMode } from './shopify/serve.mjs';
import { run } from './lib/run.mjs';

const port = process.env.PORT ?? '8787';
const shopPort = process.env.DEMO_SHOP_PORT ?? '8788';
const shopifyPort = process.env.SHOPIFY_PORT ?? '8789';
await run('astro', ['build']);
// The customer account extensions the demo shop's /account page hosts.
await run('shopify', ['app', 'build', '--path', '.', '--skip-dependencies-installation']);
console.log(`\n  Furbaby Plans in Shopify mode: http://localhost:${port}  (dashboard: /dashboard, mailbox: /dev/mailbox)`);
console.log(`  Fake Shopify: http://127.0.0.1:${shopifyPort}/_fake/state  (its checkout pages, contracts, billing attempts, orders)`);
console.log(`  Demo shop embedding it: http://localhost:${shopPort}  (customer accounts: /account?customer=demo)\n`);
await Promise.all([
  serveShopifyMode({ port: Number(port), shopifyPort: Number(shopifyPort) }),
  run('tsx', ['scripts/demo-shop.mjs'], {
    env: { DEMO_SHOP_PORT: shopPort, APP_ORIGIN: `http://127.0.0.1:${port}`, SHOPIFY_ORIGIN: `http://127.0.0.1:${shopifyPort}` },
  }),
]);
