/**
 * A login link for another account, opened while a customer is logged in:
 * the link waits here, unused, until the customer answers "Switch account" or "Stay logged in"
 * (src/components/login/AccountSwitchDialog.tsx). The session module fills it; see
 * `openLoginLink` and `switchAccount` in ./session.ts.
 *
 * @example
 * const pending = useStore($accountSwitch);
 * if (pending) ask(`This link is for ${pending.linkEmail}.`);
 */
import { atom } from 'nanostores';
import * as v from 'valibot';
import { linkInfoAnswerSchema, type LinkInfoAnswer } from '../domain/schemas/login-link';
import { api } from '../lib/api-client';

export interface PendingAccountSwitch {
  /** The link's token, kept in memory only. */
  token: string;
  /** The link's account, masked by the server ('s***@example.com'). */
  linkEmail: string;
  /** `switching`: verifying the link; `failed`: it could not be used (used, expired or offline). */
  status: 'asking' | 'switching' | 'failed';
}

export const $accountSwitch = atom<PendingAccountSwitch | null>(null);

/** What POST /api/auth/link-info said about a link. */
export type LinkInfo =
  | { kind: 'loggedOut' }
  | { kind: 'expired' }
  /** No answer we can use (offline, 5xx, rate limited): whether a session is live is unknown. */
  | { kind: 'unknown' }
  | ({ kind: 'answered' } & LinkInfoAnswer);

/** Asks whose a link is, without using it. */
export async function fetchLinkInfo(token: string): Promise<LinkInfo> {
  try {
    const res = await api.api.auth['link-info'].$post({ json: { token } });
    const status: number = res.status; // the typed client lists only the route's own answers, not thrown ones
    if (status === 401) return { kind: 'loggedOut' };
    if (status === 410) return { kind: 'expired' };
    if (!res.ok) return { kind: 'unknown' };
    return { kind: 'answered', ...v.parse(linkInfoAnswerSchema, await res.json()) };
  } catch {
    return { kind: 'unknown' };
  }
}
