/**
 * The one way islands call the API: a call of the typed client (src/lib/api-client.ts) becomes
 * its answer or a Failure carrying the server's error shape (src/domain/schemas/error-body.ts); a network
 * failure is status 0.
 *
 * @example
 * const answer = await send(() => api.api.orders.customer[':customerId'].$get({ param: { customerId } }));
 * if (answer.ok) show(answer.body.orders);
 */
import type { ErrorBody } from '../domain/schemas/error-body';

export interface Failure {
  ok: false;
  status: number;
  /** The server's `error` text, when it sent one. */
  error: string | null;
  code: string | null;
  /** Why the server refused the input (its first issue's message, e.g. 'Please choose a date between …'). */
  reason: string | null;
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
    return { ok: false, status: 0, error: null, code: null, reason: null };
  }
  if (res.ok) {
    try {
      return { ok: true, body: await res.json() };
    } catch {
      return { ok: false, status: res.status, error: null, code: null, reason: null };
    }
  }
  const body = (await res.json().catch(() => null)) as Partial<Record<keyof ErrorBody, unknown>> | null;
  return {
    ok: false,
    status: res.status,
    error: typeof body?.error === 'string' && body.error ? body.error : null,
    code: typeof body?.code === 'string' ? body.code : null,
    reason: firstIssueMessage(body?.issues),
  };
}

function firstIssueMessage(issues: unknown): string | null {
  const first: unknown = Array.isArray(issues) ? issues[0] : null;
  const message = first && typeof first === 'object' ? (first as { message?: unknown }).message : null;
  return typeof message === 'string' && message ? message : null;
}

/**
 * A failure's text with the server's reason after it, when the server refused the input.
 *
 * @example
 * withReason('Failed to change date', { reason: 'Please choose a date between June 2, 2025 and June 2, 2026' })
 * // 'Failed to change date. Please choose a date between June 2, 2025 and June 2, 2026.'
 */
export function withReason(text: string, failure: Pick<Failure, 'reason'>): string {
  if (!failure.reason) return text;
  const stop = (s: string) => (/[.!?]$/.test(s) ? s : `${s}.`);
  return `${stop(text)} ${stop(failure.reason)}`;
}
