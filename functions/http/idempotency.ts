import { claimIdempotencyKey, releaseIdempotencyKey, storeIdempotentResponse, takeOverStaleClaim } from '../db/idempotency';
import { LOCK_TTL_MS } from '../db/locks';
import { ApiError } from '../lib/errors';
import { busyError } from '../db/busy-lock';
import { requestFingerprint } from '../lib/request-fingerprint';
import { sleep } from '../lib/sleep';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** Set on an answer that repeats the first answer to the same key. */
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';
/** How long a repeat waits for the first request to finish before answering 409 busy. */
export const IDEMPOTENCY_WAIT_MS = 10_000;
const POLL_MS = 100;

const KEY_PATTERN = /^[\x21-\x7e]{8,200}$/;

export interface IdempotencyRef {
  customerId: string;
  key: string;
}

/** The request's `Idempotency-Key` as sent, and how to mark an answer that repeats the first (IDEMPOTENT_REPLAYED_HEADER). */
export interface IdempotencyHeader {
  key: string;
  replayed(): void;
}

/**
 * Runs a money action at most once per `Idempotency-Key` (ship-now, retry-payment, legacy
 * ship-today). Without the header it simply runs. With it:
 * - a new key runs `run(ref)`; `run` must put `completeIdempotencyKeyStatement(ref)` into its
 *   change batch, so the key is done exactly when the order exists; the answer is stored;
 * - a repeat while the first is running waits for it (up to IDEMPOTENCY_WAIT_MS), then
 *   answers the first answer with `Idempotent-Replayed: true` — a double click gets one order
 *   and two identical answers;
 * - a finished key answers the stored answer (or `rebuild()` if the worker died between the
 *   batch and storing it);
 * - the same key for another action or subscription, or with another `body` (the validated
 *   body, compared by its fingerprint; null for calls without one), is 422 `idempotency_key_reused`;
 * - when `run` fails, nothing was changed, and the key is released for another try.
 */
export async function idempotent<T extends object>(
  db: D1Database,
  { customerId, header, scope, body }: { customerId: string; header: IdempotencyHeader | null; scope: string; body: unknown },
  run: (ref: IdempotencyRef | null) => Promise<T>,
  rebuild: () => Promise<T>,
): Promise<T> {
  if (header === null) return run(null);
  const { key } = header;
  if (!KEY_PATTERN.test(key)) {
    throw new ApiError(400, 'invalid_header', `Invalid headers: ${IDEMPOTENCY_HEADER} must be 8–200 visible ASCII characters`);
  }
  const ref = { customerId, key };
  const fingerprint = await requestFingerprint(body);
  const deadline = Date.now() + IDEMPOTENCY_WAIT_MS;
  for (;;) {
    const now = new Date();
    const claim = await claimIdempotencyKey(db, ref.customerId, key, scope, fingerprint, now);
    if (claim.state === 'mismatch') {
      throw new ApiError(
        422,
        'idempotency_key_reused',
        claim.reason === 'body'
          ? `This ${IDEMPOTENCY_HEADER} was already used for a request with a different body. Send a new key for a new request.`
          : `This ${IDEMPOTENCY_HEADER} was already used for another request.`,
      );
    }
    if (claim.state === 'done') {
      header.replayed();
      return claim.response ? (JSON.parse(claim.response) as T) : rebuild();
    }
    const stale = claim.state === 'pending' && now.getTime() - new Date(claim.createdAt).getTime() > 2 * LOCK_TTL_MS;
    if (claim.state === 'new' || (stale && (await takeOverStaleClaim(db, ref.customerId, key, claim.createdAt, now)))) {
      let answer: T;
      try {
        answer = await run(ref);
      } catch (err) {
        await releaseIdempotencyKey(db, ref.customerId, key);
        throw err;
      }
      await storeIdempotentResponse(db, ref.customerId, key, 200, JSON.stringify(answer));
      return answer;
    }
    if (Date.now() >= deadline) throw busyError();
    await sleep(POLL_MS);
  }
}
