// Prints the funnel report (issue 35, src/domain/funnel-report.ts) for a range of days:
//   npm run report:funnel -- --from 2026-11-01 --to 2026-11-30 [--remote]
// Reads the local D1 (wrangler's state) or, with --remote, the deployed one.
import { parseArgs } from 'node:util';
import { funnelReportSql } from '../functions/db/funnel.ts';
import { funnelReport, funnelReportText, renewalCounts, type DailyCount, type RenewedVisits } from '../src/domain/funnel-report.ts';
import { capture } from './lib/run.mjs';

const { values } = parseArgs({ options: { from: { type: 'string' }, to: { type: 'string' }, remote: { type: 'boolean', default: false } } });
const DAY = /^\d{4}-\d{2}-\d{2}$/;
if (!values.from || !values.to || !DAY.test(values.from) || !DAY.test(values.to) || values.from > values.to) {
  console.error('usage: npm run report:funnel -- --from YYYY-MM-DD --to YYYY-MM-DD [--remote]');
  process.exit(2);
}
const where = values.remote ? '--remote' : '--local';
/** One statement's rows through wrangler (which binds nothing: the SQL carries the days). */
async function rows<T>(sql: string): Promise<T[]> {
  const out = JSON.parse(await capture('wrangler', ['d1', 'execute', 'DB', where, '--json', '--command', sql])) as { results: T[] }[];
  return out[0]?.results ?? [];
}
const sql = funnelReportSql(values.from, values.to);
const counts = [...(await rows<DailyCount>(sql.dailyCounts)), ...renewalCounts(await rows<RenewedVisits>(sql.renewedVisits))];
process.stdout.write(funnelReportText(funnelReport(counts, values.from, values.to)));
