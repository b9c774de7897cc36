/**
 * The part of our frame that is on the shop's screen (issue 31). A frame as tall as its page
 * (4,000 px, say) puts `position: fixed` layers at its own top, which may be far above what the
 * visitor sees; the shop tells us where the frame is in its viewport (PARENT_VIEWPORT), and a
 * dialog is placed inside that part instead.
 */
export interface FrameViewport {
  /** The shop window's inner height, px. */
  height: number;
  /** The frame's top edge within the shop's viewport, px (negative once scrolled past). */
  frameTop: number;
}

export interface VisibleArea {
  /** From the frame's top to the first visible pixel, px. */
  top: number;
  /** Visible pixels of the frame, px. */
  height: number;
  /** From the last visible pixel to the frame's bottom, px. */
  bottom: number;
}

/**
 * What of a frame `frameHeight` px tall the shop's viewport shows, in the frame's coordinates.
 * A frame wholly off screen gives the nearest edge with no height.
 *
 * @example
 * visibleArea({ height: 844, frameTop: -3000 }, 4000) // { top: 3000, height: 844, bottom: 156 }
 * visibleArea({ height: 844, frameTop: 100 }, 4000)   // { top: 0, height: 744, bottom: 3256 }
 */
export function visibleArea(viewport: FrameViewport, frameHeight: number): VisibleArea {
  const clamp = (n: number) => Math.min(Math.max(n, 0), frameHeight);
  const top = clamp(-viewport.frameTop);
  const end = Math.max(top, clamp(viewport.height - viewport.frameTop));
  return { top, height: end - top, bottom: frameHeight - end };
}
