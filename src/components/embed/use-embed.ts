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
import { useEffect, useRef } from 'react';
import {
  $embed,
  initEmbed,
  onParentMessage,
  reportHeight,
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
