/**
 * Islands with `client:painted` hydrate once the page's first contentful paint is reported, or
 * after the fallback where none is (src/lib/client-directives/after-first-paint.ts).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIRST_PAINT_FALLBACK_MS, afterFirstPaint } from '../../src/lib/client-directives/after-first-paint';

type Deliver = (names: string[]) => void;

/** A PerformanceObserver that supports paint timing; `deliver` hands it paint entries. */
function stubPaintTiming(): { deliver: Deliver; disconnected: () => boolean } {
  let callback: ((list: { getEntriesByName: (name: string) => unknown[] }) => void) | undefined;
  let disconnected = false;
  class FakeObserver {
    static supportedEntryTypes = ['paint'];
    constructor(cb: typeof callback) {
      callback = cb;
    }
    observe() {}
    disconnect() {
      disconnected = true;
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  return {
    deliver: (names) => callback?.({ getEntriesByName: (name: string) => names.filter((n) => n === name) }),
    disconnected: () => disconnected,
  };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('afterFirstPaint', () => {
  it('runs the task when the first contentful paint is reported, once, and stops listening', () => {
    const paint = stubPaintTiming();
    const task = vi.fn();
    afterFirstPaint(task);
    paint.deliver(['first-paint']); // a background colour is not the page's content
    expect(task).not.toHaveBeenCalled();

    paint.deliver(['first-contentful-paint']);
    expect(task).toHaveBeenCalledTimes(1);
    expect(paint.disconnected()).toBe(true);
    vi.advanceTimersByTime(FIRST_PAINT_FALLBACK_MS);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs the task after the fallback when no paint is reported (a hidden tab), once', () => {
    const paint = stubPaintTiming();
    const task = vi.fn();
    afterFirstPaint(task);
    vi.advanceTimersByTime(FIRST_PAINT_FALLBACK_MS - 1);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);

    paint.deliver(['first-contentful-paint']); // the tab is shown later
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs the task after the fallback in a browser without paint timing', () => {
    vi.stubGlobal(
      'PerformanceObserver',
      class {
        static supportedEntryTypes = ['navigation'];
      },
    );
    const task = vi.fn();
    afterFirstPaint(task, 200);
    vi.advanceTimersByTime(200);
    expect(task).toHaveBeenCalledTimes(1);
  });
});
