// `wrangler dev` never fires cron triggers by itself (it says so when it starts), so under
// `npm start` renewals, retries and clean-ups would never run. This fires the Worker's scheduled
// event through wrangler's local endpoint (/cdn-cgi/handler/scheduled) once the server answers,
// and then on the cron of wrangler.toml (the `*/N * * * *` form it uses).
import { readFileSync } from 'node:fs';
import { waitForHttp } from './run.mjs';

/** The first cron of wrangler.toml's [triggers]. */
export function configuredCron(toml = readFileSync('wrangler.toml', 'utf8')) {
  const m = /^crons\s*=\s*\[\s*"([^"]+)"/m.exec(toml);
  if (!m) throw new Error('wrangler.toml has no [triggers] crons');
  return m[1];
}

/** Minutes between runs of a `*\/N * * * *` cron. */
export function everyMinutes(cron) {
  const m = /^\*\/(\d+) \* \* \* \*$/.exec(cron);
  if (!m) throw new Error(`only "*/N * * * *" crons can be fired locally, not "${cron}"`);
  return Number(m[1]);
}

/** Milliseconds from `now` to the next run of an every-N-minutes cron (aligned to the hour, as Cloudflare runs it). */
export function msToNextRun(now, minutes) {
  const period = minutes * 60_000;
  return period - (now % period);
}

/** wrangler dev's local endpoint that fires the scheduled event as `cron` at `time` (ms). */
export const scheduledUrl = (origin, cron, time) => `${origin}/cdn-cgi/handler/scheduled?cron=${encodeURIComponent(cron)}&time=${time}`;

/** Fires the scheduled event at `origin` as the configured cron at `time` (ms); throws unless it is accepted. */
export async function fireScheduled(origin, time) {
  const res = await fetch(scheduledUrl(origin, configuredCron(), time));
  if (!res.ok) throw new Error(`the scheduled event answered ${res.status}`);
}

async function fire(origin, cron) {
  try {
    const res = await fetch(scheduledUrl(origin, cron, Date.now()));
    if (!res.ok) console.error(`  local cron: the scheduled event answered ${res.status}`);
  } catch (err) {
    console.error(`  local cron: ${err.message}`);
  }
}

/** Fires the scheduled event at `origin` now and on the configured cron, for as long as the process runs. */
export async function runLocalCron(origin) {
  const cron = configuredCron();
  const minutes = everyMinutes(cron);
  await waitForHttp(`${origin}/api/health`, 120_000);
  console.log(`  Scheduled work (renewals, retries, clean-up) runs now and every ${minutes} minutes ("${cron}").`);
  await fire(origin, cron);
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, msToNextRun(Date.now(), minutes)));
    await fire(origin, cron);
  }
}
