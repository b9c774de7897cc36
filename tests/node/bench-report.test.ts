import { describe, expect, it } from 'vitest';
import { printTables } from '../../scripts/bench/report.mjs';

const results = {
  settings: { mode: 'full', connections: 32, duration: 15, lighthouseRuns: 3 },
  machine: { cpus: 2, loadAverageStart: [0.5, 0.4, 0.3], cpu: { pages: { stealPercent: 11.2, busyPercent: 64 } } },
  pages: [
    {
      name: '/free-trial',
      score: 96,
      runs: [90, 96, 99],
      lcp: 1003,
      tbt: 161,
      cls: 0,
      jsBytes: 89402,
      firstScreenJsBytes: 84524,
      cssBytes: 1860,
      benchmarkIndexes: [939, 1467, 1120],
    },
  ],
};

describe('the benchmark table', () => {
  it("shows every Lighthouse run's score beside the median and the machine's speed in those runs", () => {
    const row = printTables(results)
      .split('\n')
      .find((l) => l.startsWith('/free-trial'));
    expect(row?.split(/\s{2,}/)).toEqual(['/free-trial', '96', '90@939 96@1467 99@1120', '1003', '161', '0', '87.3', '82.5', '1.8', '939–1467']);
  });

  it('says how much CPU time the host took while the pages were measured', () => {
    expect(printTables(results)).toContain('CPU time while measuring: pages: 11.2 % taken by the host, 64 % busy');
  });

  it('puts each API call beside what a bare Worker reaches for the same hop (the floor)', () => {
    const call = (name: string, hop: string | undefined, ratio: number, floorRatio: number | null) => ({
      name,
      method: 'GET',
      path: `/${name}`,
      hop,
      rps: 600,
      p50: 40,
      p99: 150,
      non2xx: 0,
      errors: 0,
      timeouts: 0,
      ratio,
      p99Ratio: 1.2,
      serverCpuMs: 2,
      floorRatio,
    });
    const api = {
      staticAsset: { name: 'static', method: 'GET', path: '/favicon.svg', rps: 1000, p50: 25, p99: 120, non2xx: 0, errors: 0, timeouts: 0, serverCpuMs: 1.4 },
      floor: { staticAsset: { rps: 1100, p99: 100 }, hops: {} },
      calls: [call('health', 'd1', 0.65, 0.73), call('page', 'page', 0.62, 0.66), call('other', undefined, 0.9, null)],
    };
    const lines = printTables({ ...results, api }).split('\n');
    const cells = (name: string) => lines.find((l) => l.startsWith(name))?.split(/\s{2,}/);
    expect(cells('health')?.at(-1)).toBe('0.73 (d1)');
    expect(cells('page')?.at(-1)).toBe('0.66 (page)');
    expect(cells('other')?.at(-1)).toBe('–');
    expect(cells('static')?.at(-1)).toBe('–');
  });

  it("lists each interaction's INP with its visits and worst, the bare page last as the floor", () => {
    const inp = [{ name: '/mobile: switch tabs', path: '/mobile', inpMs: 48, worstMs: 56, visitsMs: [40, 56, 32, 48, 40], interactions: 4 }];
    const inpFloor = { name: 'bare page: tap a button (floor)', inpMs: 16, worstMs: 24, visitsMs: [16, 16, 24, 16, 16], interactions: 1 };
    const lines = printTables({ ...results, inp, inpFloor }).split('\n');
    const head = lines.findIndex((l) => l.startsWith('Interaction (Chromium, 4× CPU)'));
    expect(lines[head + 2]?.split(/\s{2,}/)).toEqual(['/mobile: switch tabs', '48', '40 56 32 48 40', '56']);
    expect(lines[head + 3]?.split(/\s{2,}/)).toEqual(['bare page: tap a button (floor)', '16', '16 16 24 16 16', '24']);
  });
});
