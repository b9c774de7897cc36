import { describe, expect, it } from 'vitest';
import { cpuShares, parseCpuTimes } from '../../scripts/bench/host.mjs';

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
