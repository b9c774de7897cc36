/** Dialogs, sheets, toasts and tips inside the shop's frame: placed in the part of the frame the visitor sees (issue 31). */
import type { ReadableAtom } from 'nanostores';
import { useCallback, useEffect, useSyncExternalStore, type CSSProperties } from 'react';
import { visibleArea, type VisibleArea } from '../../embed/visible-area';
import { $embed, $parentViewport, requestFromParent } from '../../stores/embed';

/** How long a layer waits for the shop's fresh viewport; until then the latest one places it. */
const VIEWPORT_WAIT_MS = 1000;

/**
 * A store's value, followed only while `active` (null otherwise): every option button has a tip,
 * and two listeners each on the embedding's stores for tips nobody opened cost the calculator's
 * hydration and each of its re-renders (issue 48).
 */
function useStoreWhile<T>(store: ReadableAtom<T>, active: boolean): T | null {
  const subscribe = useCallback((changed: () => void) => (active ? store.listen(changed) : () => {}), [store, active]);
  const read = () => (active ? store.get() : null);
  return useSyncExternalStore(subscribe, read, read);
}

/**
 * The part of our frame on the shop's screen, in the frame's coordinates; null standalone, or
 * before the shop has told us. Asks the shop for its viewport once `active` (a layer opens; the
 * shop then keeps it current on scroll); while not active it follows nothing and answers null.
 */
export function useVisibleArea(active = true): VisibleArea | null {
  const embed = useStoreWhile($embed, active);
  const viewport = useStoreWhile($parentViewport, active);
  useEffect(() => {
    if (active && $embed.get().framed) void requestFromParent({ type: 'REQUEST_PARENT_VIEWPORT' }, 'PARENT_VIEWPORT', VIEWPORT_WAIT_MS);
  }, [active]);
  if (!embed?.framed || !viewport) return null;
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
