/** Dialogs, sheets, toasts and tips inside the shop's frame: placed in the part of the frame the visitor sees (issue 31). */
import { useStore } from '@nanostores/react';
import { useEffect, type CSSProperties } from 'react';
import { visibleArea, type VisibleArea } from '../../embed/visible-area';
import { $embed, $parentViewport, requestFromParent } from '../../stores/embed';

/** How long a layer waits for the shop's fresh viewport; until then the latest one places it. */
const VIEWPORT_WAIT_MS = 1000;

/**
 * The part of our frame on the shop's screen, in the frame's coordinates; null standalone, or
 * before the shop has told us. Asks the shop for its viewport once `active` (a layer opens; the
 * shop then keeps it current on scroll).
 */
export function useVisibleArea(active = true): VisibleArea | null {
  const embed = useStore($embed);
  const viewport = useStore($parentViewport);
  useEffect(() => {
    if (active && $embed.get().framed) void requestFromParent({ type: 'REQUEST_PARENT_VIEWPORT' }, 'PARENT_VIEWPORT', VIEWPORT_WAIT_MS);
  }, [active]);
  if (!embed.framed || !viewport) return null;
  const area = visibleArea(viewport, window.innerHeight);
  return area.height === 0 ? null : area;
}

/**
 * Where a fixed layer (a dialog's backdrop) finds the visitor inside a frame (issue 31): the CSS
 * variables `--fb-visible-top`, `--fb-visible-height` and `--fb-visible-bottom` (px) of the part
 * of the frame on the shop's screen (useVisibleArea); nothing when standalone, so the CSS
 * defaults apply.
 */
export function useVisibleAreaStyle(): CSSProperties | undefined {
  const area = useVisibleArea();
  if (!area) return undefined;
  return {
    '--fb-visible-top': `${area.top}px`,
    '--fb-visible-height': `${area.height}px`,
    '--fb-visible-bottom': `${area.bottom}px`,
  } as CSSProperties;
}
