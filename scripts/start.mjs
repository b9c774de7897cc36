// `npm start`: build the site, prepare the local D1/R2 with demo data, serve everything on one URL.
import { prepareDb } from './prepare-db.mjs';
import { run } from './lib/run.mjs';

const port = process.env.PORT ?? '8787';
await run('astro', ['build']);
await prepareDb();
console.log(`\n  Furbaby Plans: http://localhost:${port}  (dashboard: http://localhost:${port}/dashboard, mailbox: http://localhost:${port}/dev/mailbox)\n`);
await run('wrangler', ['dev', '--port', port, '--ip', '127.0.0.1', '--show-interactive-dev-session=false']);
