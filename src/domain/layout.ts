/**
 * Layout limits shared by the islands and the embedding messages (spec 000 §2.4, §9; 001 §7, §9).
 */

/** At or below this width the screens use the narrow layout (dropdowns instead of button groups). */
export const NARROW_LAYOUT_MAX_PX = 768;
/** The height a framed page reports to the shop page never exceeds this. */
export const IFRAME_HEIGHT_CAP_PX = 5_000;

/**
 * @example
 * isNarrowLayout(768) // true
 * isNarrowLayout(769) // false
 */
export function isNarrowLayout(widthPx: number): boolean {
  return widthPx <= NARROW_LAYOUT_MAX_PX;
}

/**
 * The height to report in an *_IFRAME_HEIGHT message: whole pixels, 0 … 5000.
 *
 * @example
 * iframeHeight(7200.4) // 5000
 */
export function iframeHeight(contentHeightPx: number): number {
  if (!Number.isFinite(contentHeightPx)) return 0;
  return Math.min(IFRAME_HEIGHT_CAP_PX, Math.max(0, Math.ceil(contentHeightPx)));
}
