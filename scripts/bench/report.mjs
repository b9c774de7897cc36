// The benchmark's tables: plain text for the terminal, Markdown for docs/performance.md.
import { KB } from './budgets.mjs';

/**
 * @param {string[]} head
 * @param {(string | number)[][]} rows
 */
function textTable(head, rows) {
  const cells = [head, ...rows.map((r) => r.map(String))];
  const widths = head.map((_, i) => Math.max(...cells.map((r) => r[i].length)));
  const line = (r) => r.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  return [line(head), widths.map((w) => '─'.repeat(w)).join('  '), ...rows.map((r) => line(r.map(String)))].join('\n');
}

/** @param {(string | number)[][]} rows @param {string[]} head */
function markdownTable(head, rows) {
  return [`| ${head.join(' | ')} |`, `|${head.map((_, i) => (i === 0 ? '---' : '---:')).join('|')}|`, ...rows.map((r) => `| ${r.join(' | ')} |`)].join('\n');
}

const kb = (bytes) => (bytes / KB).toFixed(1);

/** @param {any} results */
function apiRows(results) {
  const { staticAsset, calls } = results.api;
  const logged = (row) => results.queries?.find((q) => q.method === row.method && q.path === row.path);
  const queriesOf = (row) => (logged(row) ? `${logged(row).max} in ${logged(row).maxRoundTrips}` : '–');
  return [staticAsset, ...calls].map((r) => [
    r.name,
    r.rps.toFixed(0),
    r.p50,
    r.p99,
    r.non2xx + r.errors + r.timeouts,
    r === staticAsset ? '1.00' : r.ratio.toFixed(2),
    r === staticAsset ? '1.00' : r.p99Ratio.toFixed(2),
    queriesOf(r),
  ]);
}
const API_HEAD = ['API call', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'vs static', 'p99 vs static', 'D1 stmts in round trips'];

/** @param {any} results */
function pageRows(results) {
  const range = (/** @type {number[] | undefined} */ xs) => (xs?.length ? `${Math.min(...xs)}–${Math.max(...xs)}` : '–');
  // Each run's score beside its benchmark index (issue 48); a page with no run on a fast enough host says so.
  const runs = (p) => p.runs?.map((s, i) => `${s}@${p.benchmarkIndexes?.[i] ?? '?'}`).join(' ') ?? '–';
  return results.pages.map((p) => [
    p.name,
    p.slowHost ? 'not measured on a fast enough host' : p.score,
    runs(p),
    p.lcp,
    p.tbt,
    p.cls,
    kb(p.jsBytes),
    kb(p.cssBytes),
    range(p.benchmarkIndexes),
  ]);
}
// The score is the median run's; every run's is shown beside it, and the machine's speed as
// Lighthouse measured it in those runs (its benchmark index).
const PAGE_HEAD = ['Page (Lighthouse mobile)', 'score', 'runs (score@index)', 'LCP ms', 'TBT ms', 'CLS', 'JS KB gz', 'CSS KB gz', 'benchmark index'];

/** @param {any} results */
function queryRows(results) {
  return results.queries.map((q) => [`${q.method} ${q.path}`, q.count, q.min, q.max, q.maxRoundTrips, q.workerMsP50]);
}
const QUERY_HEAD = ['Request (its Server-Timing header)', 'requests', 'min D1 stmts', 'max D1 stmts', 'max round trips', 'p50 ms in Worker'];

/** @param {any} results @returns {string} */
export function printTables(results) {
  const out = [];
  const s = results.settings;
  out.push(
    `Furbaby Plans benchmark (${s.mode}: ${s.connections} connections × ${s.duration} s per call, Lighthouse ${s.lighthouseRuns} run(s) per page; load average ${results.machine.loadAverageStart.join(' ')} on ${results.machine.cpus} cores)`,
  );
  const cpu = results.machine.cpu ?? {};
  const share = (/** @type {string} */ part) => (cpu[part] ? `${part}: ${cpu[part].stealPercent} % taken by the host, ${cpu[part].busyPercent} % busy` : null);
  const shares = ['api', 'pages'].map(share).filter(Boolean);
  if (shares.length) out.push(`CPU time while measuring: ${shares.join('; ')}`);
  if (results.api) out.push('', textTable(API_HEAD, apiRows(results)));
  if (results.pages) out.push('', textTable(PAGE_HEAD, pageRows(results)));
  if (results.queries) out.push('', textTable(QUERY_HEAD, queryRows(results)));
  return out.join('\n');
}

/** @param {any} results @returns {string} */
export function markdownTables(results) {
  const out = [];
  if (results.api) out.push(markdownTable(API_HEAD, apiRows(results)));
  if (results.pages) out.push('', markdownTable(PAGE_HEAD, pageRows(results)));
  return out.join('\n');
}

/** @param {import('./budgets.mjs').BudgetCheck[]} checks @returns {string} */
export function printChecks(checks) {
  const missed = checks.filter((c) => !c.ok);
  const lines = [`Budgets: ${checks.length - missed.length} of ${checks.length} met.`];
  for (const c of missed) lines.push(`  MISSED  ${c.budget}: ${c.subject} = ${c.value} (budget ${c.limit})`);
  return lines.join('\n');
}
