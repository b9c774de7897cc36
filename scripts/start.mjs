// `npm start`: build the site, prepare the local D1/R2 with demo data, serve everything on one URL.
import { prepareDb } from './prepare-db.mjs';
import { runLocalCron } from './lib/local-cron.mjs';
import { LOCAL_APP_PROXY, wranglerVars } from './lib/local-shopify.mjs';
import { run } from './lib/run.mjs';

const port = process.env.PORT ?? '8787';
await run('astro', ['build']);
// The demo subscription is due at once: the first cron run renews it (its order in the history).
await prepareDb(undefined, { renewalDue: true });
const shopPort = process.env.DEMO_SHOP_PORT ?? '8788';
console.log(`\n  Furbaby Plans: http://localhost:${port}  (dashboard: http://localhost:${port}/dashboard, mailbox: http://localhost:${port}/dev/mailbox)`);
console.log(
  `  Demo shop with the app installed (its theme app extension, its app proxy): http://localhost:${shopPort}  (scripts/demo-shop.mjs, docs/embedding.md)\n`,
);
await Promise.all([
  run('wrangler', ['dev', '--port', port, '--ip', '127.0.0.1', '--show-interactive-dev-session=false', ...wranglerVars(LOCAL_APP_PROXY)]),
  // A second origin, as the real shop is: our pages inside a shop page, with its cart.
  run('tsx', ['scripts/demo-shop.mjs'], { env: { DEMO_SHOP_PORT: shopPort, APP_ORIGIN: `http://127.0.0.1:${port}` } }),
  // wrangler dev fires no cron by itself: renewals, retries and clean-ups run on its schedule here.
  runLocalCron(`http://127.0.0.1:${port}`),
]);
