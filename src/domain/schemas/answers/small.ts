/**
 * The small answers as the server sends them (strict: a field added or dropped on either side
 * fails tests/api/contract.test.ts). The larger records are in ./records.ts.
 */
import * as v from 'valibot';
import { pageLinkSchema } from '../shop';

/** GET /api/health, POST /api/auth/logout. */
export const okAnswerSchema = v.strictObject({ ok: v.literal(true) });
/** POST /api/auth/request-link: the same answer whether or not the address is registered. */
export const loginLinkSentSchema = v.strictObject({ ok: v.literal(true), message: v.string() });
/** A one-time login token for POST /api/auth/verify. */
export const loginTokenSchema = v.strictObject({ token: v.string() });
/** POST /api/email-plan, POST /api/subscriptions/updateBilling. */
export const successAnswerSchema = v.strictObject({ success: v.literal(true) });
/** POST /api/pets/temp-store. */
export const tempStoredSchema = v.strictObject({ success: v.literal(true), expiresInSeconds: v.number() });
/** POST /api/upload-photo: the small copy's URL and the large one's (the small one when none). */
export const photoUploadedSchema = v.strictObject({ success: v.literal(true), url: v.string(), lrgUrl: v.string(), message: v.string() });
/** POST /api/legacy-subscriptions/{id}/quick-checkout-url. */
export const quickCheckoutUrlSchema = v.strictObject({ quick_checkout_url: v.string() });
/** GET /api/embed-config. */
export const embedConfigSchema = v.strictObject({ shopOrigins: v.array(v.string()), local: v.boolean(), storeDomain: v.string() });
/** GET /api/test: the cookie test (never a session secret). */
export const cookieTestSchema = v.strictObject({
  existingSessionId: v.nullable(v.string()),
  newSessionId: v.string(),
  sessionCookieSent: v.boolean(),
  loggedIn: v.boolean(),
});
/** POST /api/auth/link-info: whether the link is the logged-in customer's, and its masked e-mail. */
export const loginLinkInfoSchema = v.strictObject({ sameAccount: v.boolean(), email: v.string() });
/** POST /api/pets/checkout-url: where to send the visitor. */
export const checkoutUrlSchema = v.strictObject({
  checkout_url: pageLinkSchema,
  /** Set when the requested code did not apply and the page's own offer is used instead. */
  discount_notice: v.optional(v.string()),
});
/** GET /api/openapi.json: this document (the OpenAPI 3.1 schema describes the rest). */
export const openApiDocumentSchema = v.pipe(
  v.looseObject({ openapi: v.literal('3.1.0'), info: v.looseObject({ title: v.string(), version: v.string() }), paths: v.record(v.string(), v.unknown()) }),
  v.description('An OpenAPI 3.1 document: https://spec.openapis.org/oas/v3.1.0'),
);
