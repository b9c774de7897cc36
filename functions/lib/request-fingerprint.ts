/**
 * The fingerprint an Idempotency-Key remembers: SHA-256 of the canonical
 * JSON of the request as the route validated it. The validated body, not the raw bytes: key
 * order, spacing and defaults the schema fills in do not make a different request, while any
 * value the action could act on does.
 */
import { sha256Hex } from './ids';

/**
 * JSON with object keys sorted at every depth; `undefined` members are left out, as
 * JSON.stringify does.
 *
 * @example
 * canonicalJson({ b: 1, a: [{ d: 2, c: 3 }] }) // '{"a":[{"c":3,"d":2}],"b":1}'
 */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(sorted(value ?? null));
}

function sorted(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sorted);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
        .map((k) => [k, sorted((value as Record<string, unknown>)[k])]),
    );
  }
  return value;
}

/** Hex SHA-256 of `canonicalJson(body)`: 64 characters. */
export function requestFingerprint(body: unknown): Promise<string> {
  return sha256Hex(canonicalJson(body));
}
