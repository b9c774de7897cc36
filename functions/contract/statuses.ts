/**
 * The failures of the API: every one answers the one error shape (functions/lib/errors.ts) with a
 * `code` from the list of its status below. Each operation answers the common statuses that
 * apply to it (a body → 400/413, a path id → 404, a session → 401, a state change → 403) plus its
 * own (./operations.ts). tests/api/contract.test.ts holds the server to these lists.
 */
import type { Access } from './operations';

export const ERROR_CODES: Record<number, { description: string; codes: string[] }> = {
  400: {
    description: 'The request is not valid: `issues` names each field and what is wrong with it.',
    codes: [
      'invalid_json',
      'invalid_param',
      'invalid_query',
      'invalid_form',
      'invalid_header',
      'malformed_request',
      'invalid_webhook',
      'not_an_image',
      'pet_id_required',
      'trial_not_available',
      'test_card_only',
    ],
  },
  401: {
    description: 'Not logged in, or a login token, signature or (console) App Bridge ID token that does not hold.',
    codes: [
      'unauthenticated',
      'magic_link_expired',
      'invalid_signature',
      'signature_expired',
      'signature_used',
      'unknown_customer',
      'unknown_shop',
      'invalid_id_token',
      'invalid_session_token',
    ],
  },
  402: { description: 'The payment was declined.', codes: ['payment_declined', 'card_declined'] },
  403: { description: 'A browser call from a page that may not make it (`Origin` not ours or an allowed shop’s).', codes: ['forbidden_origin'] },
  404: {
    description: 'No such record for this customer (another customer’s id answers the same), or no such endpoint.',
    codes: ['not_found', 'checkout_not_found'],
  },
  409: {
    description: 'The record’s state does not allow this now, or another change to it is running.',
    codes: [
      'busy',
      'conflict',
      'invalid_state',
      'recent_order',
      'main_item',
      'nothing_to_retry',
      'payment_cycle_closed',
      'offer_unavailable',
      'unknown_kibble',
      'not_in_shop',
      'shop_refused',
      'email_conflict',
      'journal_full',
      'trial_already_claimed',
      'checkout_completed',
      'checkout_conflict',
      'not_next_delivery',
      'charge_due',
      'app_installed',
      'reorder_at_checkout',
      'bag_not_offered',
    ],
  },
  410: { description: 'A link or checkout that has expired or been used.', codes: ['magic_link_expired', 'checkout_expired', 'confirmation_invalid'] },
  413: { description: 'The body is too large (256 KB; photos have their own limit).', codes: ['payload_too_large', 'photo_too_large'] },
  422: { description: 'The shop refused the checkout, or a visit sent more funnel events than it may.', codes: ['checkout_refused', 'visit_event_limit'] },
  429: { description: 'Too many requests: try again later.', codes: ['rate_limited'] },
  500: { description: 'Failed on our side.', codes: ['internal_error'] },
  502: {
    description: 'A service we depend on (the shop, mail) failed.',
    codes: ['mail_failed', 'shop_unavailable', 'checkout_unavailable', 'token_exchange_refused'],
  },
  503: {
    description: 'Not configured, or temporarily unavailable.',
    codes: [
      'not_configured',
      'not_installed',
      'database_unavailable',
      'payments_unavailable',
      'payment_processing',
      'payment_recorded_order_pending',
      'confirmation_not_sent',
      'console_not_configured',
      'customer_account_not_configured',
    ],
  },
};

/** The failure statuses of an operation, from what it takes and who may call it. */
export function failureStatuses(method: string, path: string, access: Access, hasBody: boolean, validated: boolean, own: readonly number[] = []): number[] {
  const statuses = new Set<number>([500, 503, ...own]);
  if (validated || hasBody) statuses.add(400);
  if (access === 'session' || access === 'appProxy' || access === 'webhook' || access === 'idToken' || access === 'sessionToken') statuses.add(401);
  if (method !== 'GET') statuses.add(403).add(413);
  if (path.includes(':') || access === 'appProxy' || access === 'webhook') statuses.add(404);
  return [...statuses].sort((a, b) => a - b);
}
