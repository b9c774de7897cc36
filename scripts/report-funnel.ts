// Prints the funnel report (issue 35, src/domain/funnel-report.ts) for a range of days:
//   npm run report:funnel -- --from 2026-11-01 --to 2026-11-30 [--shopify | --remote]
// Reads the local D1 of `npm start` (wrangler's state in .wrangler), with --shopify the one the
// running `npm run start:shopify` uses, or with --remote the deployed one; it says which it read.
import { existsSync, readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { funnelReportSql } from '../functions/db/funnel.ts';
import { funnelReport, funnelReportText, renewalCounts, type DailyCount, type RenewedVisits } from '../src/domain/funnel-report.ts';
import { capture } from './lib/run.mjs';

const { values } = parseArgs({
  options: { from: { type: 'string' }, to: { type: 'string' }, remote: { type: 'boolean', default: false }, shopify: { type: 'boolean', default: false } },
});
const DAY = /^\d{4}-\d{2}-\d{2}$/;
if (!values.from || !values.to || !DAY.test(values.from) || !DAY.test(values.to) || values.from > values.to) {
  console.error('usage: npm run report:funnel -- --from YYYY-MM-DD --to YYYY-MM-DD [--shopify | --remote]');
  process.exit(2);
}
/** scripts/shopify/serve.mjs SHOPIFY_MODE_STATE (not imported: that module starts servers' imports). */
const SHOPIFY_MODE_STATE = '.wrangler/shopify-mode-state';
function database(): { args: string[]; name: string } {
  if (values.remote) return { args: ['--remote'], name: 'the deployed D1 (--remote)' };
  if (!values.shopify) return { args: ['--local'], name: 'the local D1 of `npm start` (.wrangler)' };
  if (!existsSync(SHOPIFY_MODE_STATE)) {
    console.error('No running `npm run start:shopify` found: start it, then run this again with --shopify.');
    process.exit(2);
  }
  const dir = readFileSync(SHOPIFY_MODE_STATE, 'utf8').trim();
  return { args: ['--local', '--persist-to', dir], name: `the D1 of the running \`npm run start:shopify\` (${dir})` };
}
const db = database();
console.error(`Reading ${db.name}.`);
const where = db.args;
/** One statement's rows through wrangler (which binds nothing: the SQL carries the days). */
async function rows<T>(sql: string): Promise<T[]> {
  const out = JSON.parse(await capture('wrangler', ['d1', 'execute', 'DB', ...where, '--json', '--command', sql])) as { results: T[] }[];
  return out[0]?.results ?? [];
}
const sql = funnelReportSql(values.from, values.to);
const counts = [...(await rows<DailyCount>(sql.dailyCounts)), ...renewalCounts(await rows<RenewedVisits>(sql.renewedVisits))];
process.stdout.write(funnelReportText(funnelReport(counts, values.from, values.to)));
