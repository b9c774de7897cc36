/**
 * The dashboard's inline script that loads the formatting data on another thread
 * (src/lib/warm-intl.ts): it warms the formatters the domain makes, and where workers are
 * missing or refused it does nothing and breaks nothing.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SHOP_TIME_ZONE } from '../../src/domain/dates';
import { INTL_WARM_UP, WARM_INTL_INLINE_SCRIPT, WARM_INTL_WORKER_SOURCE } from '../../src/lib/warm-intl';

afterEach(() => vi.unstubAllGlobals());

/** A blob's text (jsdom's Blob has no text()). */
const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

/** Runs the inline script as the page does, up to its start once the page has been drawn. */
function runInlineScript() {
  vi.useFakeTimers();
  try {
    vi.stubGlobal('requestAnimationFrame', (draw: () => void) => setTimeout(draw, 16));
    new Function(WARM_INTL_INLINE_SCRIPT)();
    vi.runAllTimers();
  } finally {
    vi.useRealTimers();
  }
}

describe('the warm-up', () => {
  it('makes the formatters the domain makes: dates in UTC and the shop’s zone', () => {
    expect(INTL_WARM_UP.timeZones).toEqual(expect.arrayContaining(['UTC', SHOP_TIME_ZONE]));
    const postMessage = vi.fn();
    new Function('postMessage', WARM_INTL_WORKER_SOURCE)(postMessage);
    expect(postMessage).toHaveBeenCalledWith('done');
  });

  it('starts one worker from that source and ends it once it has answered', async () => {
    const workers: { url: string; terminate: ReturnType<typeof vi.fn>; onmessage?: () => void }[] = [];
    vi.stubGlobal(
      'Worker',
      class {
        terminate = vi.fn();
        onmessage?: () => void;
        constructor(readonly url: string) {
          workers.push(this);
        }
      },
    );
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:warm-intl';
    });
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);

    runInlineScript();
    expect(workers.map((w) => w.url)).toEqual(['blob:warm-intl']);
    expect(await textOf(blobs[0]!)).toBe(WARM_INTL_WORKER_SOURCE);
    workers[0]!.onmessage?.();
    expect(workers[0]!.terminate).toHaveBeenCalled();
    expect(revoke).toHaveBeenCalledWith('blob:warm-intl');
  });

  it('without workers, or when they are refused, does nothing and throws nothing', () => {
    vi.stubGlobal('Worker', undefined);
    expect(runInlineScript).not.toThrow();
    vi.stubGlobal(
      'Worker',
      class {
        constructor() {
          throw new Error('refused by the content security policy');
        }
      },
    );
    expect(runInlineScript).not.toThrow();
  });
});
