import { useId, useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { MESSAGES } from '../../copy/messages';
import { emailSchema } from '../../domain/schemas/common';

type State = { kind: 'idle' | 'sending' } | { kind: 'sent' | 'invalid' | 'failed'; message: string };

/**
 * 'Email my feeding plan': an address checked by the API's own schema, then `send`. A wrong
 * address or a failed send is said under the field (and announced); after a send `onSent`
 * answers the text to show there, or null when the caller takes over (e.g. closes the form).
 *
 * @example
 * <EmailPlanForm submitLabel="Email my feeding plan" send={emailFeedingPlan} onSent={(to) => `On its way to ${to}.`} />
 */
export function EmailPlanForm({
  initialEmail = '',
  submitLabel,
  sendingLabel = submitLabel,
  send,
  onSent,
  onCancel,
}: {
  initialEmail?: string;
  submitLabel: string;
  sendingLabel?: string;
  send: (email: string) => Promise<boolean>;
  onSent: (email: string) => string | null;
  /** Shows a Cancel button beside the submit. */
  onCancel?: () => void;
}) {
  const id = useId();
  const [email, setEmail] = useState(initialEmail);
  const [state, setState] = useState<State>({ kind: 'idle' });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = v.safeParse(emailSchema, email);
    if (!parsed.success) {
      setState({ kind: 'invalid', message: parsed.issues[0].message });
      return;
    }
    setState({ kind: 'sending' });
    if (!(await send(parsed.output))) {
      setState({ kind: 'failed', message: MESSAGES.failedToSendPlan });
      return;
    }
    const sentText = onSent(parsed.output);
    setState(sentText ? { kind: 'sent', message: sentText } : { kind: 'idle' });
  }

  const sending = state.kind === 'sending';
  return (
    <form className="email-plan" noValidate onSubmit={(e) => void onSubmit(e)} aria-busy={sending || undefined}>
      <div className="field">
        <label htmlFor={`${id}-email`}>Email address</label>
        <input
          id={`${id}-email`}
          type="email"
          required
          autoComplete="email"
          value={email}
          aria-invalid={state.kind === 'invalid' || undefined}
          aria-describedby={`${id}-email-result`}
          onChange={(e) => {
            setEmail(e.target.value);
            if (state.kind === 'invalid' || state.kind === 'failed') setState({ kind: 'idle' });
          }}
        />
        <p id={`${id}-email-result`} role={state.kind === 'sent' ? 'status' : 'alert'} className={state.kind === 'sent' ? 'sent' : 'field-error'}>
          {'message' in state ? state.message : null}
        </p>
      </div>
      <div className="summary-actions">
        <button type="submit" className="button primary" disabled={sending}>
          {sending ? sendingLabel : submitLabel}
        </button>
        {onCancel ? (
          <button type="button" className="button" onClick={onCancel}>
            Cancel
          </button>
        ) : null}
      </div>
    </form>
  );
}
