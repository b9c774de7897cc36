/**
 * The one place that reads Hono's context for the commerce engine: each route builds the
 * engine's plain request (functions/commerce/request.ts) here, once, and hands it to the call.
 * The engines never see the HTTP request; a job or a test builds the same request without one.
 */
import type { Backend } from '../commerce/port';
import type { CommerceRequest, CustomerRequest } from '../commerce/request';
import type { Actor } from '../db/subscription-events';
import type { Config, SessionCustomer } from '../env';
import { IDEMPOTENCY_HEADER, IDEMPOTENT_REPLAYED_HEADER } from '../http/idempotency';
import { linkOrigin, publicOrigin } from '../http/public-origin';

declare module 'hono' {
  interface ContextVariableMap {
    /** The request's back end (functions/backends.ts), set in functions/app.ts. */
    backend: Backend;
  }
}

/** What the builder reads of a Hono context: any router's (the dashboard's, the customer account's, the console's). */
interface RouteContext {
  env: { DB: D1Database };
  var: { backend: Backend; config: Config; customer?: SessionCustomer; sessionHash?: string; actor?: Actor; proxyPrefix?: string };
  req: { url: string; header(name: string): string | undefined };
  header(name: string, value: string): void;
}

/**
 * The engine's request for this route's call: after `requireCustomer` (or the console's chosen
 * customer) a `CustomerRequest`; before it, for the lists that look the session up in their own
 * batch, the session's hash.
 */
export function commerceRequest(c: RouteContext & { var: { customer: SessionCustomer } }): CustomerRequest;
export function commerceRequest(c: RouteContext): CommerceRequest;
export function commerceRequest(c: RouteContext): CommerceRequest {
  const key = c.req.header(IDEMPOTENCY_HEADER);
  return {
    db: c.env.DB,
    customer: c.var.customer ?? null,
    sessionHash: c.var.sessionHash ?? null,
    actor: c.var.actor ?? null,
    backend: c.var.backend,
    config: c.var.config,
    now: new Date(),
    publicOrigin: publicOrigin(c),
    linkOrigin: linkOrigin(c),
    idempotency: key === undefined ? null : { key, replayed: () => c.header(IDEMPOTENT_REPLAYED_HEADER, 'true') },
  };
}
