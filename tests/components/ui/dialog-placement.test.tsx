/**
 * Inside a tall frame a dialog opens in the part of the frame on the shop's screen (issue 31);
 * standalone it stays where it was.
 */
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Dialog } from '../../../src/components/ui/Dialog';
import { visibleArea } from '../../../src/embed/visible-area';
import { $embed, $parentViewport } from '../../../src/stores/embed';

describe('visibleArea', () => {
  it('is the part of a 4,000 px frame the shop shows once scrolled near its bottom', () => {
    expect(visibleArea({ height: 844, frameTop: -3000 }, 4000)).toEqual({ top: 3000, height: 844, bottom: 156 });
  });

  it('starts at the frame top while the frame starts below the shop top', () => {
    expect(visibleArea({ height: 844, frameTop: 100 }, 4000)).toEqual({ top: 0, height: 744, bottom: 3256 });
  });

  it('is no taller than the frame', () => {
    expect(visibleArea({ height: 844, frameTop: -3900 }, 4000)).toEqual({ top: 3900, height: 100, bottom: 0 });
  });

  it('has no height for a frame scrolled off the screen', () => {
    expect(visibleArea({ height: 844, frameTop: -5000 }, 4000).height).toBe(0);
    expect(visibleArea({ height: 844, frameTop: 900 }, 4000).height).toBe(0);
  });
});

const STANDALONE = { framed: false, parentOrigin: null, allowed: false, ready: true };

/** jsdom's window is 768 px tall; our frame here is as tall as a long dashboard. */
const FRAME_HEIGHT = 4000;
const jsdomHeight = window.innerHeight;

afterEach(() => {
  Object.defineProperty(window, 'innerHeight', { value: jsdomHeight, configurable: true });
  $embed.set(STANDALONE);
  $parentViewport.set(null);
});

function backdropOf(dialog: HTMLElement): HTMLElement {
  return dialog.parentElement!;
}

describe('Dialog in the shop frame', () => {
  it('opens under the top of the part of the frame on the shop screen, focus inside', () => {
    Object.defineProperty(window, 'innerHeight', { value: FRAME_HEIGHT, configurable: true });
    $embed.set({ framed: true, parentOrigin: 'https://shop.example', allowed: true, ready: true });
    $parentViewport.set({ width: 390, height: 844, scrollY: 3400, frameTop: -3000 });
    render(
      <Dialog title="Manage My Subscription" onClose={() => {}}>
        <button type="button">Change Frequency</button>
      </Dialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Manage My Subscription' });
    expect(backdropOf(dialog).style.getPropertyValue('--fb-visible-top')).toBe('3000px');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Change Frequency' }));
  });

  it('stays where it was standalone: no placement at all', () => {
    $embed.set(STANDALONE);
    $parentViewport.set({ width: 390, height: 844, scrollY: 3400, frameTop: -3000 });
    render(
      <Dialog title="Pause" onClose={() => {}}>
        <button type="button">Pause</button>
      </Dialog>,
    );
    expect(backdropOf(screen.getByRole('dialog', { name: 'Pause' })).getAttribute('style')).toBeNull();
  });
});
