/** Dialogs and sheets inside the shop's frame: placed in the part of the frame the visitor sees (issue 31). */
import { useStore } from '@nanostores/react';
import { useEffect, type CSSProperties } from 'react';
import { visibleArea } from '../../embed/visible-area';
import { $embed, $parentViewport, requestFromParent } from '../../stores/embed';

/** How long a layer waits for the shop's fresh viewport; until then the latest one places it. */
const VIEWPORT_WAIT_MS = 1000;

/**
 * Where a fixed layer (a dialog's backdrop) finds the visitor inside a frame (issue 31): the CSS
 * variables `--fb-visible-top`, `--fb-visible-height` and `--fb-visible-bottom` (px) of the part
 * of the frame on the shop's screen. Asks the shop for its viewport when the layer opens (the shop
 * then keeps it current on scroll); nothing when standalone, so the CSS defaults apply.
 */
export function useVisibleAreaStyle(): CSSProperties | undefined {
  const embed = useStore($embed);
  const viewport = useStore($parentViewport);
  useEffect(() => {
    if ($embed.get().framed) void requestFromParent({ type: 'REQUEST_PARENT_VIEWPORT' }, 'PARENT_VIEWPORT', VIEWPORT_WAIT_MS);
  }, []);
  if (!embed.framed || !viewport) return undefined;
  const area = visibleArea(viewport, window.innerHeight);
  if (area.height === 0) return undefined;
  return {
    '--fb-visible-top': `${area.top}px`,
    '--fb-visible-height': `${area.height}px`,
    '--fb-visible-bottom': `${area.bottom}px`,
  } as CSSProperties;
}
