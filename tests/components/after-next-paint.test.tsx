import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from '../../src/lib/after-next-paint';

afterEach(() => vi.restoreAllMocks());

describe('afterNextPaint', () => {
  it('runs after the next animation frame, in a task of its own', async () => {
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => frames.push(cb));
    const run = vi.fn();
    afterNextPaint(run);
    await new Promise((r) => setTimeout(r, 5));
    expect(run).not.toHaveBeenCalled(); // no frame yet
    frames[0]!(0);
    expect(run).not.toHaveBeenCalled(); // not inside the frame either
    await new Promise((r) => setTimeout(r, 5));
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('in a hidden page, which draws no frame, runs in the next task all the same', async () => {
    vi.spyOn(document, 'hidden', 'get').mockReturnValue(true);
    const raf = vi.spyOn(window, 'requestAnimationFrame');
    const run = vi.fn();
    afterNextPaint(run);
    await new Promise((r) => setTimeout(r, 5));
    expect(run).toHaveBeenCalledTimes(1);
    expect(raf).not.toHaveBeenCalled();
  });

  it('runs nothing once cancelled', async () => {
    const run = vi.fn();
    afterNextPaint(run)();
    await new Promise((r) => setTimeout(r, 50));
    expect(run).not.toHaveBeenCalled();
  });
});
