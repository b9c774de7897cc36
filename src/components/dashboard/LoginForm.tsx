import { useState, type FormEvent, type ReactNode } from 'react';
import * as v from 'valibot';
import { MESSAGES } from '../../copy/messages';
import { loginRequestSchema } from '../../domain/schemas/auth';
import { requestLoginLink } from '../../stores/session';
import { siteUrl } from '../../lib/site-url';

type FormState = { kind: 'idle' } | { kind: 'sending' } | { kind: 'sent' } | { kind: 'error'; message: string };

/**
 * Logged out on our own site (001 §2 state 2): 'Send Magic Link' mails a one-time login link.
 * The thanks text is the same whether or not the address is registered.
 */
export function LoginForm({ notice }: { notice?: ReactNode }) {
  const [email, setEmail] = useState('');
  const [state, setState] = useState<FormState>({ kind: 'idle' });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = v.safeParse(loginRequestSchema, { email });
    if (!parsed.success) {
      setState({ kind: 'error', message: parsed.issues[0].message });
      return;
    }
    setState({ kind: 'sending' });
    const result = await requestLoginLink(parsed.output.email);
    setState(result.ok ? { kind: 'sent' } : { kind: 'error', message: result.message ?? MESSAGES.failedToSendMagicLink });
  };

  return (
    <main className="fb-dash-card" aria-labelledby="fb-dash-login">
      <img className="fb-dash-logo" src={siteUrl('/favicon.svg')} alt="Furbaby Plans" width="56" height="56" />
      <h1 id="fb-dash-login">Login to access your dashboard</h1>
      {notice}
      {state.kind === 'sent' ? (
        <p className="fb-dash-success" role="status">
          {MESSAGES.magicLinkSent}
        </p>
      ) : (
        <form className="fb-dash-form" onSubmit={submit}>
          <label htmlFor="fb-dash-email">Email address</label>
          <input id="fb-dash-email" name="email" type="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
          <button type="submit" className="fb-dash-button" disabled={state.kind === 'sending'}>
            Send Magic Link
          </button>
          {state.kind === 'error' && (
            <p className="fb-dash-alert" role="alert">
              {state.message}
            </p>
          )}
        </form>
      )}
    </main>
  );
}
