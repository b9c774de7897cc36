// How much of the machine the benchmark had: on a shared virtual machine the host can take CPU
// time from it (steal), and every figure of a run then moves with it (docs/performance.md). Read from Linux's /proc/stat before and after the run; elsewhere there is none.
import { readFileSync } from 'node:fs';

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
