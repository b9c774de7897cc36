/**
 * How tall the shop's iframe must be to show our whole page: the document, static sections
 * and islands alike, plus any open modal layer whose dialog reaches further down.
 *
 * Not `documentElement.scrollHeight`: inside a frame it is never less than the frame's own
 * height, so a frame sized by it could grow but never shrink back. The root element's box is
 * as tall as the page's content whatever the frame's height is (framed pages drop their
 * viewport-high minimums, see FRAMED_ATTRIBUTE), so the frame follows the content both ways.
 */

/**
 * Set on `<html>` while the page is framed by a shop: CSS drops viewport-relative minimum
 * heights (`100vh` in a frame is the frame's height, which would pin the frame at its size).
 */
export const FRAMED_ATTRIBUTE = 'data-fb-framed';

/**
 * Marks a fixed layer (a modal's backdrop, which scrolls by itself) whose content the frame
 * must be tall enough to show: a dialog taller than a short page grows the frame while open.
 */
export const FRAME_LAYER_ATTRIBUTE = 'data-frame-layer';

/**
 * The bottom edge of a layer's content, measured from the layer's top (its own scroll included).
 * Its children's margins are left out: the auto margins that centre a dialog fill whatever room
 * the layer has, so counting them would hold the frame at its current height.
 */
function layerContentHeight(layer: Element): number {
  let bottom = 0;
  for (const child of layer.children) bottom = Math.max(bottom, child.getBoundingClientRect().bottom);
  if (bottom === 0) return 0;
  const padding = Number.parseFloat(getComputedStyle(layer).paddingBottom) || 0;
  return bottom - layer.getBoundingClientRect().top + layer.scrollTop + padding;
}

/**
 * The height, in CSS pixels, the frame needs to show everything of `doc` without scrolling.
 *
 * @example
 * documentHeight() // 1873.5 on the recipe page at 1280 px, whatever the frame's height
 */
export function documentHeight(doc: Document = document): number {
  let height = doc.documentElement.getBoundingClientRect().height;
  for (const layer of doc.querySelectorAll(`[${FRAME_LAYER_ATTRIBUTE}]`)) {
    height = Math.max(height, layerContentHeight(layer));
  }
  return height;
}
