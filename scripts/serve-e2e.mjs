// The server the E2E suite runs against: the built site and the Worker on `wrangler dev`, with
// a fresh local D1 and R2 in a temporary folder, migrated and loaded with the demo data.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { prepareDb } from './prepare-db.mjs';
import { LOCAL_APP_PROXY, wranglerVars } from './lib/local-shopify.mjs';
import { run } from './lib/run.mjs';

const port = process.argv[2] ?? '8799';
const state = mkdtempSync(join(tmpdir(), 'furbaby-e2e-'));
const cleanup = () => rmSync(state, { recursive: true, force: true });
process.on('exit', cleanup);
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => process.exit(0));

await prepareDb(state);
await run('wrangler', [
  'dev',
  '--port',
  port,
  '--ip',
  '127.0.0.1',
  '--persist-to',
  state,
  '--show-interactive-dev-session=false',
  '--log-level',
  'warn',
  ...wranglerVars(LOCAL_APP_PROXY),
]);
