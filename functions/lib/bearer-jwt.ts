/** `Authorization: Bearer <JWT>`: three base64url parts, bounded. */
const BEARER_JWT = /^Bearer\s+([A-Za-z0-9_-]{1,2000}\.[A-Za-z0-9_-]{1,4000}\.[A-Za-z0-9_-]{1,200})\s*$/i;

/**
 * The JWT of an `Authorization` header, or undefined: the console's App Bridge ID tokens and the
 * customer account extensions' session tokens arrive the same way.
 *
 * @example
 * bearerJwt('Bearer aaa.bbb.ccc') // 'aaa.bbb.ccc'
 */
export const bearerJwt = (header: string | undefined): string | undefined => header?.match(BEARER_JWT)?.[1];
