/**
 * Our Worker, called from Shopify's extension sandbox with the extension's session token
 * (functions/routes/customer-account.ts).
 */
import { extensionApi } from './shopify';
import { workerOrigin } from './worker-origin';

/** A field the Worker refused, as its 400 names it (`path`: the body's field, e.g. `zip`). */
export interface WorkerIssue {
  path: string;
  message: string;
}

export class WorkerError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly issues: WorkerIssue[] = [],
  ) {
    super(message);
  }
}

/** One call of /api/customer-account/…: the JSON answer, or a WorkerError with the answer's message. */
export async function worker<T>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<T> {
  const token = await extensionApi().sessionToken.get();
  const res = await fetch(`${workerOrigin()}/api/customer-account${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await res.json().catch(() => ({}))) as { error?: string; issues?: WorkerIssue[] };
  if (!res.ok) throw new WorkerError(res.status, answer.error ?? `HTTP ${res.status}`, answer.issues ?? []);
  return answer as T;
}
