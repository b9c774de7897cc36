// How much of the machine the benchmark had: on a shared virtual machine the host can take CPU
// time from it (steal), and every figure of a run then moves with it (docs/performance.md). Read from Linux's /proc/stat before and after the run; elsewhere there is none.
import { readdirSync, readFileSync } from 'node:fs';

/**
 * The machine's CPU time counters (all CPUs, clock ticks) from the text of /proc/stat.
 * @param {string} stat
 * @returns {{ busy: number, idle: number, steal: number } | null}
 */
export function parseCpuTimes(stat) {
  const line = stat.split('\n').find((l) => /^cpu\s/.test(l));
  if (!line) return null;
  // user nice system idle iowait irq softirq steal (guest time is already in user and nice)
  const [user, nice, system, idle, iowait, irq, softirq, steal] = line.trim().split(/\s+/).slice(1).map(Number);
  if ([user, nice, system, idle, iowait, irq, softirq, steal].some((n) => n === undefined || !Number.isFinite(n))) return null;
  return { busy: user + nice + system + irq + softirq, idle: idle + iowait, steal };
}

/** This machine's counters now, or null where there is no /proc/stat. */
export function cpuTimes() {
  try {
    return parseCpuTimes(readFileSync('/proc/stat', 'utf8'));
  } catch {
    return null;
  }
}

/**
 * The share of CPU time, in percent, that the host took (steal) and that the machine spent
 * busy, between two readings.
 * @param {{ busy: number, idle: number, steal: number } | null} before
 * @param {{ busy: number, idle: number, steal: number } | null} after
 * @returns {{ stealPercent: number, busyPercent: number } | null}
 */
export function cpuShares(before, after) {
  if (!before || !after) return null;
  const busy = after.busy - before.busy;
  const steal = after.steal - before.steal;
  const total = busy + steal + (after.idle - before.idle);
  if (total <= 0) return null;
  const pct = (/** @type {number} */ n) => Math.round((n / total) * 1000) / 10;
  return { stealPercent: pct(steal), busyPercent: pct(busy) };
}

/** Linux's clock ticks per second for /proc's CPU times (USER_HZ; 100 on every Debian kernel). */
const TICKS_PER_SECOND = 100;

/**
 * The CPU time, in ms, of one `/proc/<pid>/stat` text's process (user + system), and its
 * process group, or null when the text is not one. The name in parentheses may hold spaces.
 * @param {string} stat
 * @returns {{ pgid: number, ms: number } | null}
 */
export function parseProcessCpu(stat) {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // After the name: state ppid pgrp session tty_nr tpgid flags minflt cminflt majflt cmajflt utime stime
  const [pgid, utime, stime] = [fields[2], fields[11], fields[12]].map(Number);
  if (![pgid, utime, stime].every(Number.isFinite)) return null;
  return { pgid, ms: ((utime + stime) * 1000) / TICKS_PER_SECOND };
}

/**
 * The CPU time, in ms, that the processes of group `pgid` have used (wrangler dev and the workerd
 * it runs), or null where there is no /proc. Read around a load, it says what each request cost
 * the server whatever else the machine was doing: the split behind a throughput ratio.
 * @param {number} pgid
 */
export function processGroupCpuMs(pgid) {
  let pids;
  try {
    pids = readdirSync('/proc').filter((d) => /^\d+$/.test(d));
  } catch {
    return null;
  }
  let ms = 0;
  for (const pid of pids) {
    try {
      const cpu = parseProcessCpu(readFileSync(`/proc/${pid}/stat`, 'utf8'));
      if (cpu?.pgid === pgid) ms += cpu.ms;
    } catch {
      // The process ended meanwhile.
    }
  }
  return ms;
}
