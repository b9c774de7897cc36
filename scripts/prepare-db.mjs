// Applies the D1 migrations to the local database, loads the demo data (idempotent) and puts
// the demo photo into the local R2 bucket. Usage: node scripts/prepare-db.mjs [--persist-to DIR]
// `renewalDue` (npm start): the demo subscription is due at once, renewed by the first cron run.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { capture, run } from './lib/run.mjs';

export async function prepareDb(persistTo, { renewalDue = false } = {}) {
  const persist = persistTo ? ['--persist-to', persistTo] : [];
  await run('wrangler', ['d1', 'migrations', 'apply', 'DB', '--local', ...persist]);
  const sql = await capture('tsx', ['scripts/demo-sql.ts', ...(renewalDue ? ['--renewal-due'] : [])]);
  const dir = persistTo ?? '.wrangler';
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'demo-data.sql');
  writeFileSync(file, sql);
  await run('wrangler', ['d1', 'execute', 'DB', '--local', '--file', file, ...persist]);
  await run('wrangler', [
    'r2',
    'object',
    'put',
    'furbaby-photos/pets/demo_biscuit.png',
    '--file',
    'functions/db/demo/biscuit.png',
    '--content-type',
    'image/png',
    '--local',
    ...persist,
  ]);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const i = process.argv.indexOf('--persist-to');
  await prepareDb(i > 0 ? process.argv[i + 1] : undefined);
}
