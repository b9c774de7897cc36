import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHeightScheduler } from '../../src/embed/height';

describe('height reporting schedule (spec 001 §9)', () => {
  let height = 800;
  let sent: number[] = [];
  const report = (h: number) => {
    sent.push(h);
    return true;
  };

  beforeEach(() => {
    vi.useFakeTimers();
    height = 800;
    sent = [];
  });
  afterEach(() => vi.useRealTimers());

  it('dashboard: first report after 3 s, however much changes before', () => {
    const s = createHeightScheduler('dashboard', () => height, report);
    s.changed();
    vi.advanceTimersByTime(2_999);
    expect(sent).toEqual([]);
    height = 900;
    s.changed();
    vi.advanceTimersByTime(1);
    expect(sent).toEqual([900]);
  });

  it('dashboard: afterwards 100 ms after the last content change', () => {
    const s = createHeightScheduler('dashboard', () => height, report);
    vi.advanceTimersByTime(3_000);
    height = 1200;
    s.changed();
    vi.advanceTimersByTime(60);
    s.changed();
    vi.advanceTimersByTime(99);
    expect(sent).toEqual([800]);
    vi.advanceTimersByTime(1);
    expect(sent).toEqual([800, 1200]);
  });

  it.each(['free-trial', 'choose-recipe'] as const)('%s: 500 ms, first and after each change', (kind) => {
    const s = createHeightScheduler(kind, () => height, report);
    vi.advanceTimersByTime(499);
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(sent).toEqual([800]);
    height = 640;
    s.changed();
    vi.advanceTimersByTime(499);
    expect(sent).toEqual([800]);
    vi.advanceTimersByTime(1);
    expect(sent).toEqual([800, 640]);
  });

  it('caps at 5000 px, rounds up, and does not repeat an unchanged height', () => {
    height = 7_200.2;
    const s = createHeightScheduler('free-trial', () => height, report);
    vi.advanceTimersByTime(500);
    s.changed();
    vi.advanceTimersByTime(500);
    height = 410.2;
    s.changed();
    vi.advanceTimersByTime(500);
    expect(sent).toEqual([5000, 411]);
  });

  it('tries a refused height again on the next change', () => {
    let accept = false;
    const s = createHeightScheduler(
      'free-trial',
      () => height,
      (h) => accept && report(h),
    );
    vi.advanceTimersByTime(500);
    accept = true;
    s.changed();
    vi.advanceTimersByTime(500);
    expect(sent).toEqual([800]);
  });

  it('stops', () => {
    const s = createHeightScheduler('dashboard', () => height, report);
    s.stop();
    s.changed();
    vi.advanceTimersByTime(10_000);
    expect(sent).toEqual([]);
  });
});
