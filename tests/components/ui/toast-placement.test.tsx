/**
 * The dashboard's toasts and /mobile's notices inside a tall frame sit at the bottom of the part
 * of the frame on the shop's screen, not at the frame's bottom far below it (issue 31);
 * standalone they keep the stylesheet's place.
 */
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Toasts } from '../../../src/components/dashboard/sections/Toasts';
import { MobileNotice } from '../../../src/components/mobile/MobileNotice';
import { $toasts } from '../../../src/stores/dashboard';
import { pushToast } from '../../../src/stores/dashboard/ui';
import { $embed, $parentViewport } from '../../../src/stores/embed';
import { $mobileNotice, showNotice } from '../../../src/stores/mobile';

const jsdomHeight = window.innerHeight;
const STANDALONE = { framed: false, parentOrigin: null, allowed: false, ready: true };

/** A 4,000 px frame the shop has scrolled so that its 3,000–3,844 px are on screen: 156 px below. */
function inTallFrame() {
  Object.defineProperty(window, 'innerHeight', { value: 4000, configurable: true });
  $embed.set({ framed: true, parentOrigin: 'https://shop.example', allowed: true, ready: true });
  $parentViewport.set({ width: 390, height: 844, scrollY: 3400, frameTop: -3000 });
}

afterEach(() => {
  Object.defineProperty(window, 'innerHeight', { value: jsdomHeight, configurable: true });
  $embed.set(STANDALONE);
  $parentViewport.set(null);
  $toasts.set([]);
  $mobileNotice.set(null);
});

describe('toasts and notices in the shop frame', () => {
  it("a dashboard toast is placed above the bottom of the shop's screen", () => {
    inTallFrame();
    pushToast('success', 'Subscription paused');
    render(<Toasts />);
    const region = screen.getByRole('status', { name: 'Updates' }).parentElement!;
    expect(screen.getByText('Subscription paused')).toBeTruthy();
    expect(region.style.getPropertyValue('--fb-visible-bottom')).toBe('156px');
  });

  it("/mobile's notice is placed above the bottom of the shop's screen", () => {
    inTallFrame();
    showNotice('Pet saved');
    render(<MobileNotice />);
    const notice = screen.getByRole('status');
    expect(notice.textContent).toBe('Pet saved');
    expect(notice.style.getPropertyValue('--fb-visible-bottom')).toBe('156px');
  });

  it('standalone they keep the stylesheet’s place', () => {
    pushToast('success', 'Subscription paused');
    render(
      <>
        <Toasts />
        <MobileNotice />
      </>,
    );
    expect(screen.getByRole('status', { name: 'Updates' }).parentElement!.getAttribute('style')).toBeNull();
    expect(document.querySelector('.mobile-notice')!.getAttribute('style')).toBeNull();
  });
});
