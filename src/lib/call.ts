/**
 * The one way islands call the API: a call of the typed client (src/lib/api-client.ts) becomes
 * its answer or a Failure carrying the server's error shape (functions/lib/errors.ts); a network
 * failure is status 0.
 *
 * @example
 * const answer = await send(() => api.api.orders.customer[':customerId'].$get({ param: { customerId } }));
 * if (answer.ok) show(answer.body.orders);
 */
import type { ErrorBody } from '../../functions/lib/errors';

export interface Failure {
  ok: false;
  status: number;
  /** The server's `error` text, when it sent one. */
  error: string | null;
  code: string | null;
}

export type Answer<B> = { ok: true; body: B } | Failure;

export interface JsonResponse<B> {
  ok: boolean;
  status: number;
  json(): Promise<B>;
}

/** Runs a call; a network failure or an error answer becomes a Failure with the server's text. */
export async function send<B>(request: () => Promise<JsonResponse<B>>): Promise<Answer<B>> {
  let res: JsonResponse<B>;
  try {
    res = await request();
  } catch {
    return { ok: false, status: 0, error: null, code: null };
  }
  if (res.ok) {
    try {
      return { ok: true, body: await res.json() };
    } catch {
      return { ok: false, status: res.status, error: null, code: null };
    }
  }
  const body = (await res.json().catch(() => null)) as Partial<Record<keyof ErrorBody, unknown>> | null;
  return {
    ok: false,
    status: res.status,
    error: typeof body?.error === 'string' && body.error ? body.error : null,
    code: typeof body?.code === 'string' ? body.code : null,
  };
}
