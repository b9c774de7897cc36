/**
 * React hooks over the embedding bridge (src/stores/embed.ts), for islands.
 *
 * @example
 * function Dashboard() {
 *   const embed = useEmbed();
 *   const ref = useRef<HTMLElement>(null);
 *   useReportHeight('dashboard', ref);
 *   useParentMessage('CART_PAGE_LOADED', () => setAdding(false));
 *   return <main ref={ref}>{embed.framed ? … : …}</main>;
 * }
 */
import { useStore } from '@nanostores/react';
import { useEffect, useRef, type RefObject } from 'react';
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
 * Reports the page's height to the shop page on the §9 schedule of `kind`, measuring the
 * element in `ref` (the whole body when no ref is given). Nothing happens when not framed.
 */
export function useReportHeight(kind: HeightKind, ref?: RefObject<Element | null>): void {
  useEffect(() => {
    const element = ref?.current ?? document.body;
    return reportHeight(kind, element);
  }, [kind, ref]);
}
