/**
 * React hooks over the embedding bridge (src/stores/embed.ts), for islands.
 *
 * @example
 * function Dashboard() {
 *   const embed = useEmbed();
 *   useReportHeight('dashboard');
 *   useParentMessage('CART_PAGE_LOADED', () => setAdding(false));
 *   return <main>{embed.framed ? … : …}</main>;
 * }
 */
import { useStore } from '@nanostores/react';
import { useEffect, useRef, type CSSProperties } from 'react';
import { visibleArea } from '../../embed/visible-area';
import {
  $embed,
  $parentViewport,
  initEmbed,
  onParentMessage,
  reportHeight,
  requestFromParent,
  type EmbedState,
  type HeightKind,
  type ParentMessageOf,
  type ParentMessageType,
} from '../../stores/embed';

/** Starts the bridge (once per page) and gives its state. */
export function useEmbed(): EmbedState {
  useEffect(() => {
    void initEmbed();
  }, []);
  return useStore($embed);
}

/** Calls the latest `handler` for each valid `type` message from the allowed shop page. */
export function useParentMessage<K extends ParentMessageType>(type: K, handler: (message: ParentMessageOf<K>) => void): void {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => {
    void initEmbed();
    return onParentMessage(type, (message) => latest.current(message));
  }, [type]);
}

/**
 * Reports the whole page's height to the shop page on the §9 schedule of `kind` (one report per
 * page, whichever island asks first). Nothing happens when not framed.
 */
export function useReportHeight(kind: HeightKind): void {
  useEffect(() => reportHeight(kind), [kind]);
}

/** A page that may run in the shop's frame: joins the embedding and reports its height as `kind`. */
export function useEmbeddedPage(kind: HeightKind): EmbedState {
  const embed = useEmbed();
  useReportHeight(kind);
  return embed;
}

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
