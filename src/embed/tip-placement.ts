/**
 * Where a help tip goes (issue 31): under its button, unless that would end below the part of
 * the page the visitor sees (in a tall frame, the part on the shop's screen) while there is room
 * above it; and moved sideways so it stays inside the viewport's width, `margin` px from either
 * edge. Pure: the component measures, this decides.
 */

/** The tip's natural box (as laid out under its anchor, before any shift), px in the viewport. */
export interface TipBox {
  left: number;
  width: number;
  height: number;
  /** The box the tip hangs from (its label row, or its button's wrapper). */
  anchorTop: number;
  anchorBottom: number;
}

/** The part of the viewport the visitor sees, px in the same coordinates. */
export interface Screen {
  top: number;
  bottom: number;
  width: number;
}

export interface TipPlacement {
  /** Added to the tip's left, px (negative: to the left). */
  shiftX: number;
  /** Above its anchor instead of under it. */
  above: boolean;
}

/** The gap between anchor and tip, as the stylesheet draws it (calculator.css). */
export const TIP_GAP_PX = 4;
/** The least room between a tip and the viewport's side. */
export const TIP_MARGIN_PX = 8;

export const UNMOVED: TipPlacement = { shiftX: 0, above: false };

/**
 * @example
 * // A 256 px tip from a button at 300 px on a 390 px phone moves 174 px to the left:
 * placeTip({ left: 300, width: 256, height: 60, anchorTop: 100, anchorBottom: 130 }, { top: 0, bottom: 844, width: 390 })
 * // → { shiftX: -174, above: false }
 * // Near the bottom of the visible part of a tall frame it opens above:
 * placeTip({ left: 16, width: 200, height: 80, anchorTop: 3780, anchorBottom: 3810 }, { top: 3000, bottom: 3844, width: 390 })
 * // → { shiftX: 0, above: true }
 */
export function placeTip(tip: TipBox, screen: Screen, margin: number = TIP_MARGIN_PX): TipPlacement {
  let shiftX = 0;
  const right = tip.left + tip.width;
  if (right > screen.width - margin) shiftX = screen.width - margin - right;
  // A tip wider than the screen starts at the left margin (its max-width keeps that rare).
  if (tip.left + shiftX < margin) shiftX = margin - tip.left;
  const fitsBelow = tip.anchorBottom + TIP_GAP_PX + tip.height <= screen.bottom;
  const fitsAbove = tip.anchorTop - TIP_GAP_PX - tip.height >= screen.top;
  return { shiftX: Math.round(shiftX), above: !fitsBelow && fitsAbove };
}
