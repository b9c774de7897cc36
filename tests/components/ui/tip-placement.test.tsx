/**
 * A help tip stays inside the screen's width and, in a tall frame, opens above its button when
 * below would leave the part of the frame on the shop's screen (issue 31).
 */
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { InfoTip } from '../../../src/components/ui/OptionGroup';
import { placeTip } from '../../../src/embed/tip-placement';
import { $embed, $parentViewport } from '../../../src/stores/embed';

const PHONE = { top: 0, bottom: 844, width: 390 };

describe('placeTip', () => {
  it('moves a tip that would reach past the right edge back inside, 8 px from it', () => {
    expect(placeTip({ left: 300, width: 256, height: 60, anchorTop: 100, anchorBottom: 130 }, PHONE)).toEqual({ shiftX: -174, above: false });
  });

  it('leaves a tip that fits where it is', () => {
    expect(placeTip({ left: 16, width: 200, height: 60, anchorTop: 100, anchorBottom: 130 }, PHONE)).toEqual({ shiftX: 0, above: false });
  });

  it('starts a tip wider than the screen at the left margin', () => {
    expect(placeTip({ left: 40, width: 400, height: 60, anchorTop: 100, anchorBottom: 130 }, PHONE).shiftX).toBe(-32);
  });

  it('opens above its button near the bottom of the visible part of a tall frame', () => {
    const visible = { top: 3000, bottom: 3844, width: 390 };
    expect(placeTip({ left: 16, width: 200, height: 80, anchorTop: 3780, anchorBottom: 3810 }, visible).above).toBe(true);
  });

  it('stays below when there is no room above either', () => {
    const visible = { top: 3000, bottom: 3100, width: 390 };
    expect(placeTip({ left: 16, width: 200, height: 80, anchorTop: 3020, anchorBottom: 3050 }, visible).above).toBe(false);
  });
});

/** jsdom lays nothing out: the tip's wrapper (its anchor) and the tip get the boxes a phone would give them. */
function layOut(anchor: DOMRect, tip: { left: number; width: number; height: number }) {
  vi.spyOn(HTMLElement.prototype, 'offsetParent', 'get').mockImplementation(function (this: HTMLElement) {
    return this.getAttribute('role') === 'tooltip' ? this.parentElement : null;
  });
  vi.spyOn(HTMLElement.prototype, 'offsetLeft', 'get').mockImplementation(function (this: HTMLElement) {
    return this.getAttribute('role') === 'tooltip' ? tip.left - anchor.left : 0;
  });
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return this.getAttribute('role') === 'tooltip' ? tip.width : 0;
  });
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return this.getAttribute('role') === 'tooltip' ? tip.height : 0;
  });
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    return this.classList.contains('info-tip') ? anchor : new DOMRect();
  });
}

const jsdomHeight = window.innerHeight;
const STANDALONE = { framed: false, parentOrigin: null, allowed: false, ready: true };

beforeEach(() => {
  Object.defineProperty(document.documentElement, 'clientWidth', { value: 390, configurable: true });
});

afterEach(() => {
  vi.restoreAllMocks();
  Object.defineProperty(window, 'innerHeight', { value: jsdomHeight, configurable: true });
  $embed.set(STANDALONE);
  $parentViewport.set(null);
});

describe('InfoTip', () => {
  it("in a 4,000 px frame scrolled near its bottom, opens above its button and inside a 390 px screen's width", () => {
    Object.defineProperty(window, 'innerHeight', { value: 4000, configurable: true });
    $embed.set({ framed: true, parentOrigin: 'https://shop.example', allowed: true, ready: true });
    // The shop shows the frame's 3,000–3,844 px; the button's row is at 3,780 px, near the right edge.
    $parentViewport.set({ width: 390, height: 844, scrollY: 3400, frameTop: -3000 });
    layOut(new DOMRect(300, 3780, 44, 30), { left: 300, width: 256, height: 80 });
    render(<InfoTip label="Activity level" text="How much your dog runs and plays each day." />);

    fireEvent.click(screen.getByRole('button', { name: 'About Activity level' }));

    const tip = screen.getByRole('tooltip');
    expect(tip.classList.contains('tip-above')).toBe(true);
    expect(tip.style.getPropertyValue('--tip-shift')).toBe('-174px');
  });

  it('standalone, opens under its button where the window has room', () => {
    layOut(new DOMRect(16, 100, 44, 30), { left: 16, width: 200, height: 80 });
    render(<InfoTip label="Activity level" text="How much your dog runs and plays each day." />);

    fireEvent.click(screen.getByRole('button', { name: 'About Activity level' }));

    const tip = screen.getByRole('tooltip');
    expect(tip.classList.contains('tip-above')).toBe(false);
    expect(tip.getAttribute('style')).toBeNull();
  });
});
