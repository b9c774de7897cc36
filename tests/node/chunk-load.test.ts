/** Code loaded on demand gives up after the spec's 120 s chunk time-out (000 §9; issue 39). */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MESSAGE, withChunkLoadTimeout } from '../../src/lib/chunk-load';
import { TIMERS_MS } from '../../src/copy/timers';

afterEach(() => vi.useRealTimers());

describe('withChunkLoadTimeout', () => {
  it('is the spec’s 120 s', () => {
    expect(TIMERS_MS.chunkLoadTimeout).toBe(120_000);
  });

  it('gives up on a chunk that has not arrived after 120 s, not before', async () => {
    vi.useFakeTimers();
    let settled: string | null = null;
    withChunkLoadTimeout(new Promise(() => {})).catch((err: Error) => (settled = err.message));
    await vi.advanceTimersByTimeAsync(TIMERS_MS.chunkLoadTimeout - 1);
    expect(settled).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe(CHUNK_LOAD_TIMEOUT_MESSAGE);
  });

  it('passes on a chunk that arrives, and a load failure as it is', async () => {
    await expect(withChunkLoadTimeout(Promise.resolve({ DashboardDialogs: 'module' }))).resolves.toEqual({ DashboardDialogs: 'module' });
    await expect(withChunkLoadTimeout(Promise.reject(new TypeError('Failed to fetch dynamically imported module')))).rejects.toThrow(TypeError);
  });
});
