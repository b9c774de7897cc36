import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { errorBodySchema, type ErrorBody } from '../../src/domain/schemas/error-body';
import { ConfigError } from './config-error';

// The one error shape every failure answers with (shared with the pages, so it lives in src/domain).
export { errorBodySchema, type ErrorBody };

/** Throw from any handler or data function; app.onError turns it into the JSON error shape. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly issues?: ErrorBody['issues'],
  ) {
    super(message);
  }
}

export const notFound = (what = 'Not found') => new ApiError(404, 'not_found', what);

export function errorResponse(c: Context, err: unknown): Response {
  if (err instanceof ApiError) {
    const body: ErrorBody = { error: err.message, code: err.code };
    if (err.issues) body.issues = err.issues;
    return c.json(body, err.status);
  }
  if (err instanceof HTTPException) {
    // Hono raises these for unparseable bodies ("Malformed JSON in request body").
    const status = err.status as ContentfulStatusCode;
    const code = status === 400 ? 'malformed_request' : `http_${status}`;
    return c.json({ error: err.message || 'Bad request', code } satisfies ErrorBody, status);
  }
  if (err instanceof ConfigError) {
    // A deployment without its settings serves nothing, and says which setting is missing (names
    // of variables, never their values), in the answer and in the log.
    console.error(err.message);
    return c.json({ error: err.message, code: 'not_configured' } satisfies ErrorBody, 503);
  }
  console.error('unhandled error', err);
  return c.json({ error: 'Something went wrong on our side. Please try again.', code: 'internal_error' } satisfies ErrorBody, 500);
}

export class ShopNotInstalled extends ApiError {
  constructor(shop: string) {
    super(
      503,
      'not_installed',
      `Furbaby Plans is not installed on ${shop}: the shop owner installs it from the app's install link or the Shopify admin's Apps page (docs/shopify.md, 'Connecting a real store').`,
    );
  }
}
