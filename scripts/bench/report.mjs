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
    r.serverCpuMs ?? '–',
    r === staticAsset || r.floorRatio == null ? '–' : `${r.floorRatio.toFixed(2)} (${r.hop})`,
  ]);
}
// The floor: a bare Worker's throughput vs static for the same hop (scripts/bench/floor.mjs).
const API_HEAD = [
  'API call',
  'req/s',
  'p50 ms',
  'p99 ms',
  'errors',
  'vs static',
  'p99 vs static',
  'D1 stmts in round trips',
  'server CPU ms/request',
  'bare Worker, same hop',
];

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
    p.firstScreenJsBytes == null ? '–' : kb(p.firstScreenJsBytes),
    kb(p.cssBytes),
    range(p.benchmarkIndexes),
  ]);
}
// The score is the median run's; every run's is shown beside it, and the machine's speed as
// Lighthouse measured it in those runs (its benchmark index).
const PAGE_HEAD = [
  'Page (Lighthouse mobile)',
  'score',
  'runs (score@index)',
  'LCP ms',
  'TBT ms',
  'CLS',
  'JS KB gz',
  'first screen JS KB gz',
  'CSS KB gz',
  'benchmark index',
];

/** @param {any} results */
function queryRows(results) {
  return results.queries.map((q) => [`${q.method} ${q.path}`, q.count, q.min, q.max, q.maxRoundTrips, q.workerMsP50]);
}
const QUERY_HEAD = ['Request (its Server-Timing header)', 'requests', 'min D1 stmts', 'max D1 stmts', 'max round trips', 'p50 ms in Worker'];

/** Our pages through the app proxy against the same pages direct, then their Lighthouse rows. */
function proxyRows(results) {
  return (results.proxy.load ?? []).map((r) => [
    r.name,
    r.proxied.rps.toFixed(0),
    r.direct.rps.toFixed(0),
    r.ratio.toFixed(2),
    r.proxied.p99,
    r.direct.p99,
    r.p99Ratio.toFixed(2),
    r.errors,
  ]);
}
const PROXY_HEAD = ['Page through the app proxy', 'req/s', 'direct req/s', 'vs direct', 'p99 ms', 'direct p99 ms', 'p99 vs direct', 'errors'];

function storefrontRows(results) {
  const runs = (s) => s.runs.map((x, i) => `${x}@${s.benchmarkIndexes[i] ?? '?'}`).join(' ');
  return results.storefront.map((r) => [
    r.name,
    r.on.score,
    runs(r.on),
    r.off.score,
    runs(r.off),
    r.drop ?? 'not measured',
    r.on.tbt,
    r.off.tbt,
    r.embedJs.gzipBytes,
  ]);
}
const STOREFRONT_HEAD = [
  'Storefront (Lighthouse mobile)',
  'embed on',
  'on runs (score@index)',
  'embed off',
  'off runs',
  'drop',
  'TBT on ms',
  'TBT off ms',
  'embed JS B gz',
];

function actionRows(results) {
  return results.actions.map((a) => [
    a.action,
    a.runs,
    a.p50,
    a.p95,
    a.max,
    a.workerMsP50,
    `${a.d1Statements} in ${a.d1RoundTrips}`,
    a.networkMsP50,
    a.restMsP50,
  ]);
}
const ACTION_HEAD = [
  'Dashboard action, tap to confirmation',
  'runs',
  'p50 ms',
  'p95 ms',
  'max ms',
  'Worker ms (p50)',
  'D1 stmts in round trips',
  'network ms (p50)',
  'rest ms (p50)',
];

// INP (issue 48, decision 0035): the budget's p75 of the visits, each visit and the worst; the bare page last, as the floor.
function inpRows(results) {
  const rows = results.inp.map((r) => [r.name, r.inpMs, r.visitsMs?.join(' ') ?? '–', r.worstMs ?? r.inpMs]);
  const f = results.inpFloor;
  return f ? [...rows, [f.name, f.inpMs, f.visitsMs.join(' '), f.worstMs]] : rows;
}
const INP_HEAD = ['Interaction (Chromium, 4× CPU)', 'INP ms (p75 of visits)', 'each visit', 'worst visit'];

function consoleRows(results) {
  const c = results.console;
  return [
    ['load: LCP ms', c.lcp, c.loads.map((l) => l.lcp).join(' ')],
    ['load: CLS', c.cls, c.loads.map((l) => l.cls).join(' ')],
    ...c.interactions.map((i) => [`INP ms: ${i.name}`, i.inpMs ?? i.note, '']),
  ];
}
const CONSOLE_HEAD = ['Console (Chromium, 4× CPU)', 'value', 'each load'];

// The customer account page (issue 46): each part is its own median over the loads (they need not add up to the p50).
function accountRows(results) {
  const a = results.account;
  const p = a.parts;
  return [[a.subject, a.runs, a.p50, a.p95, a.max, p.hostMs, p.bundleMs, p.tokenMs, `${p.readsMs} (${p.workerMs ?? '–'})`, p.planFitMs, p.renderMs]];
}
const ACCOUNT_HEAD = [
  'Customer account page, navigation to subscriptions on screen',
  'loads',
  'p50 ms',
  'p95 ms',
  'max ms',
  'host ms',
  'frame + bundle ms',
  'session token ms',
  'Worker reads ms (its own)',
  'plan fit ms',
  'render ms',
];

/** The tables of the subjects that ran (the same for the terminal and for Markdown). */
function surfaceTables(results, table) {
  const out = [];
  if (results.proxy?.load) out.push('', table(PROXY_HEAD, proxyRows(results)));
  if (results.proxy?.pages) out.push('', table(PAGE_HEAD, pageRows({ pages: results.proxy.pages })));
  if (results.storefront) out.push('', table(STOREFRONT_HEAD, storefrontRows(results)));
  if (results.actions) out.push('', table(ACTION_HEAD, actionRows(results)));
  if (results.console) out.push('', table(CONSOLE_HEAD, consoleRows(results)));
  if (results.account) out.push('', table(ACCOUNT_HEAD, accountRows(results)));
  return out;
}

/** @param {any} results @returns {string} */
export function printTables(results) {
  const out = [];
  const s = results.settings;
  out.push(
    `Furbaby Plans benchmark (${s.mode}: ${s.connections} connections × ${s.duration} s per call, Lighthouse ${s.lighthouseRuns} run(s) per page; load average ${results.machine.loadAverageStart.join(' ')} on ${results.machine.cpus} cores)`,
  );
  const cpu = results.machine.cpu ?? {};
  const share = (/** @type {string} */ part) => (cpu[part] ? `${part}: ${cpu[part].stealPercent} % taken by the host, ${cpu[part].busyPercent} % busy` : null);
  const shares = ['api', 'pages', 'surfaces'].map(share).filter(Boolean);
  if (shares.length) out.push(`CPU time while measuring: ${shares.join('; ')}`);
  if (results.api) out.push('', textTable(API_HEAD, apiRows(results)));
  if (results.pages) out.push('', textTable(PAGE_HEAD, pageRows(results)));
  if (results.queries) out.push('', textTable(QUERY_HEAD, queryRows(results)));
  if (results.inp) out.push('', textTable(INP_HEAD, inpRows(results)));
  out.push(...surfaceTables(results, textTable));
  return out.join('\n');
}

/** @param {any} results @returns {string} */
export function markdownTables(results) {
  const out = [];
  if (results.api) out.push(markdownTable(API_HEAD, apiRows(results)));
  if (results.pages) out.push('', markdownTable(PAGE_HEAD, pageRows(results)));
  if (results.inp) out.push('', markdownTable(INP_HEAD, inpRows(results)));
  out.push(...surfaceTables(results, markdownTable));
  return out.join('\n');
}

/** @param {import('./budgets.mjs').BudgetCheck[]} checks @returns {string} */
export function printChecks(checks) {
  const missed = checks.filter((c) => !c.ok);
  const lines = [`Budgets: ${checks.length - missed.length} of ${checks.length} met.`];
  for (const c of missed) lines.push(`  MISSED  ${c.budget}: ${c.subject} = ${c.value} (budget ${c.limit})`);
  return lines.join('\n');
}
