/**
 * FUNNEL_EVENT (issue 35): a funnel event our framed page posts to the shop page as it happens,
 * for public/embed.js to publish as the Shopify custom event `furbaby_<name>` while the shop's
 * Customer Privacy API allows analytics (docs/embedding.md). Only the visit's random id and the
 * event's own fields (src/domain/funnel.ts): never a name, an e-mail, an address or an IP.
 *
 * Not in ./messages.ts's schemas: the pages send it from the funnel's module, loaded after the
 * first paint, and never receive it; embed.js checks its copy of the names and fields.
 */
import type { FunnelEvent } from '../domain/funnel';

export const FUNNEL_EVENT_MESSAGE = 'FUNNEL_EVENT';

export interface FunnelEventMessage {
  type: typeof FUNNEL_EVENT_MESSAGE;
  visitId: string;
  event: FunnelEvent;
}

/** The fields of an event embed.js passes on (with `visit_id`): the plan chosen and the value. */
export const SHOP_EVENT_FIELDS = ['recipe', 'bag_kg', 'frequency_days', 'value', 'currency'] as const satisfies readonly (keyof FunnelEvent)[];

/** The Shopify custom event's name of a funnel event. */
export const shopEventName = (name: FunnelEvent['name']) => `furbaby_${name}`;
