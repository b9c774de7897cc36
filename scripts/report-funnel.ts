// Prints the funnel report (issue 35, src/domain/funnel-report.ts) for a range of days:
//   npm run report:funnel -- --from 2026-11-01 --to 2026-11-30 [--remote]
// Reads the local D1 (wrangler's state) or, with --remote, the deployed one.
import { parseArgs } from 'node:util';
import { funnelDailyCountsSql } from '../functions/db/funnel.ts';
import { funnelReport, funnelReportText, type DailyCount } from '../src/domain/funnel-report.ts';
import { capture } from './lib/run.mjs';

const { values } = parseArgs({ options: { from: { type: 'string' }, to: { type: 'string' }, remote: { type: 'boolean', default: false } } });
const DAY = /^\d{4}-\d{2}-\d{2}$/;
if (!values.from || !values.to || !DAY.test(values.from) || !DAY.test(values.to) || values.from > values.to) {
  console.error('usage: npm run report:funnel -- --from YYYY-MM-DD --to YYYY-MM-DD [--remote]');
  process.exit(2);
}
const where = values.remote ? '--remote' : '--local';
const out = JSON.parse(await capture('wrangler', ['d1', 'execute', 'DB', where, '--json', '--command', funnelDailyCountsSql(values.from, values.to)])) as {
  results: DailyCount[];
}[];
process.stdout.write(funnelReportText(funnelReport(out[0]?.results ?? [], values.from, values.to)));
