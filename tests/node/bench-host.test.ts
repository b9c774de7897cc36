import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cpuShares, parseCpuTimes, parseProcessCpu, processGroupCpuMs } from '../../scripts/bench/host.mjs';

// /proc/stat's first line: user nice system idle iowait irq softirq steal guest guest_nice
const stat = (user: number, idle: number, steal: number) => `cpu  ${user} 0 0 ${idle} 0 0 0 ${steal} 0 0\ncpu0 1 2 3 4 5 6 7 8 9 10\nintr 1 2 3\n`;

describe('the host share of the machine during a benchmark', () => {
  it('reads the all-CPU line of /proc/stat', () => {
    expect(parseCpuTimes('cpu  10 1 2 100 5 1 1 7 3 0\ncpu0 0 0 0 0 0 0 0 0 0 0\n')).toEqual({ busy: 15, idle: 105, steal: 7 });
  });

  it('answers the share of time the host took and the machine was busy between two readings', () => {
    const before = parseCpuTimes(stat(1000, 5000, 100));
    const after = parseCpuTimes(stat(1600, 5300, 200));
    // 600 busy + 300 idle + 100 steal
    expect(cpuShares(before, after)).toEqual({ stealPercent: 10, busyPercent: 60 });
  });

  it('answers nothing without both readings or without a cpu line', () => {
    expect(parseCpuTimes('intr 1 2 3\n')).toBeNull();
    expect(cpuShares(null, parseCpuTimes(stat(1, 1, 1)))).toBeNull();
    expect(cpuShares(parseCpuTimes(stat(1, 1, 1)), parseCpuTimes(stat(1, 1, 1)))).toBeNull();
  });
});

describe('the server’s CPU time a request', () => {
  // /proc/<pid>/stat: pid (name) state ppid pgrp session tty_nr tpgid flags minflt cminflt majflt cmajflt utime stime …
  it('reads a process’s group and its user and system time, a name with spaces and parentheses included', () => {
    expect(parseProcessCpu('4242 (workerd (main) x) S 1 4240 4240 0 -1 4194304 10 0 0 0 250 37 0 0 20 0 9')).toEqual({ pgid: 4240, ms: 2870 });
  });

  it('answers nothing for a text that is not a process’s stat', () => {
    expect(parseProcessCpu('nonsense')).toBeNull();
  });

  it('adds up the time of every process in this process’s own group', () => {
    const own = parseProcessCpu(readFileSync('/proc/self/stat', 'utf8'));
    expect(own).not.toBeNull();
    expect(processGroupCpuMs(own!.pgid)).toBeGreaterThanOrEqual(own!.ms);
    expect(processGroupCpuMs(-1)).toBe(0);
  });
});
