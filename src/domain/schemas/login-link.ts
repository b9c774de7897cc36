/**
 * POST /api/auth/link-info: whose is this login link? Asked by a page that already has a live
 * session before it spends a login link, so another account's link is not used silently.
 * Reading it never consumes the link.
 */
import * as v from 'valibot';
import { verifyBodySchema } from './auth';

/** The same `{ token }` as POST /auth/verify: one token rule for both. */
export const linkInfoBodySchema = verifyBodySchema;
export type LinkInfoBody = v.InferOutput<typeof linkInfoBodySchema>;

/**
 * `sameAccount`: the link logs in the customer who is logged in now.
 * `email`: the link's account, masked ('s***@example.com'); nothing else about it is told.
 */
export const linkInfoAnswerSchema = v.object({ sameAccount: v.boolean(), email: v.string() });
export type LinkInfoAnswer = v.InferOutput<typeof linkInfoAnswerSchema>;
