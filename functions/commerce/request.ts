/**
 * What an engine call gets instead of an HTTP request: who it is for and who acts, the database,
 * the back end, the clock, the configuration and the origins of the links it hands out. Plain
 * data, so a route (functions/routes/commerce-request.ts builds it from Hono's context), the
 * scheduled job, a queue's consumer or a test can each call an engine the same way; this folder
 * never imports Hono (the `engines-not-hono` rule of .dependency-cruiser.cjs).
 */
import type { SubscriptionAction } from '../../src/domain/subscription-action-table';
import { customerActor, type Actor } from '../db/subscription-events';
import type { Config, SessionCustomer } from '../env';
import type { IdempotencyHeader } from '../http/idempotency';
import type { PaymentGateway } from '../payments/gateway';
import type { ContractRemote } from './contract-remote';

/**
 * The adapters of the back end an engine works against (functions/backends.ts builds them; the
 * port's `Backend` adds the engine itself). A module's own type, so this file need not import
 * ./port.ts, which imports it (no import cycle).
 */
export interface BackendAdapters {
  /** The shop's copy of a subscription, speaking `action`'s failure text when the shop refuses. */
  remote(action: SubscriptionAction): ContractRemote;
  /** The payment adapter over `db` (the queue's consumer passes a counted one); `origin` for local links. */
  payments(db: D1Database, origin: string): PaymentGateway;
}

export interface CommerceRequest {
  readonly db: D1Database;
  /**
   * Whose records the call reads and changes. Null only before a list call (`…/:customerId`),
   * which looks the session up in the same D1 batch as its read, by `sessionHash`.
   */
  readonly customer: SessionCustomer | null;
  /** SHA-256 of the session secret the request carries, for those lists; null without one. */
  readonly sessionHash: string | null;
  /** Who the event log names: the shop's staff acting for the customer, or the scheduler; null when the customer acts. */
  readonly actor: Actor | null;
  readonly backend: BackendAdapters;
  readonly config: Config;
  /** When the call began: the clock of its events, its status rules and the dates it checks. */
  readonly now: Date;
  /** Our public origin, for links that must work anywhere (the card-update link; functions/http/public-origin.ts). */
  readonly publicOrigin: string;
  /** Where links for the page's own navigation start (order status): `publicOrigin`, or the app proxy's prefix. */
  readonly linkOrigin: string;
  /** The money actions' Idempotency-Key; null when the caller sent none (the action simply runs). */
  readonly idempotency: IdempotencyHeader | null;
}

/** A request whose customer is known: what every call on one record takes. */
export interface CustomerRequest extends CommerceRequest {
  readonly customer: SessionCustomer;
}

/**
 * Who the request's changes are logged as: the staff member acting for the customer in the
 * console, else the customer. Every event, settlement and closed cycle of the engine reads it here.
 */
export const actorOf = (req: CustomerRequest): Actor => req.actor ?? customerActor(req.customer.id);
