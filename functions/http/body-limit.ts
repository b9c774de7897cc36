import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../env';
import { ApiError } from '../lib/errors';

/**
 * The largest request body we read, photo uploads aside. The largest real one is a pets save of
 * 20 dogs with both photo URLs at their 2,048-character maximum, about 90 KB; without a limit a
 * client could make every call parse (and a lenient field keep) megabytes.
 */
export const REQUEST_BODY_MAX_BYTES = 256 * 1024;

export const BODY_TOO_LARGE_MESSAGE = 'The request is too large.';

/** Paths with their own, larger limits (upload-photo: 5 MB + 10 MB files, checked there). */
const OWN_LIMITS = new Set(['/api/upload-photo']);

const limit = bodyLimit({
  maxSize: REQUEST_BODY_MAX_BYTES,
  onError: () => {
    throw new ApiError(413, 'payload_too_large', BODY_TOO_LARGE_MESSAGE);
  },
});

/** 413 in the error shape for a body over REQUEST_BODY_MAX_BYTES, declared or streamed. */
export const requestBodyLimit: MiddlewareHandler<AppEnv> = (c, next) => (OWN_LIMITS.has(c.req.path) ? next() : limit(c, next));
