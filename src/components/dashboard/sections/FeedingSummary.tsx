import { useStore } from '@nanostores/react';
import { FamilyPlanSummary } from '../../ui/FamilyPlanSummary';
import { useId, useState, type FormEvent } from 'react';
import * as v from 'valibot';

import { planEmailSentText } from '../../../copy/dashboard-notices';
import { isIncludedInFamilyPlan } from '../../../domain/feeding';

import { MESSAGES } from '../../../copy/messages';
import { emailSchema } from '../../../domain/schemas/common';
import { $hasActiveSubscription, $subscriptions, emailFeedingPlan, openDialog } from '../../../stores/dashboard';
import { $petData, type PetRecord } from '../../../stores/pets';
import { activeSubscriptions } from '../../../domain/subscriptions';

/**
 * The feeding-plan summary (001 §2, §5, §9): what the dogs in the family plan eat together
 * (cups of 110 g on the dashboard), how many subscriptions are active, and the optional
 * 'Email my feeding plan' form. Needs at least one dog in the family plan.
 */
export function FeedingSummary({ customerEmail }: { customerEmail: string }) {
  const id = useId();
  const data = useStore($petData);
  const subscriptions = useStore($subscriptions);
  const hasActive = useStore($hasActiveSubscription);
  const [formOpen, setFormOpen] = useState(false);
  const [email, setEmail] = useState(customerEmail);
  const [state, setState] = useState<{ kind: 'idle' | 'sending' } | { kind: 'error'; message: string }>({ kind: 'idle' });
  const included = (data.pets as PetRecord[]).filter(isIncludedInFamilyPlan);
  if (data.pets.length === 0) return null;
  const active = activeSubscriptions(subscriptions.items).length;

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = v.safeParse(emailSchema, email);
    if (!parsed.success) {
      setState({ kind: 'error', message: parsed.issues[0].message });
      return;
    }
    setState({ kind: 'sending' });
    if (await emailFeedingPlan(parsed.output)) {
      setState({ kind: 'idle' });
      setFormOpen(false);
      openDialog({ kind: 'emailSent', text: planEmailSentText(parsed.output) });
    } else {
      setState({ kind: 'error', message: MESSAGES.failedToSendPlan });
    }
  }

  if (included.length === 0) {
    return (
      <section className="dash-section dash-summary" aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`}>Your Feeding Plan</h2>
        <p>{MESSAGES.noPetIncluded}</p>
      </section>
    );
  }
  return (
    <section className="dash-section dash-summary" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Your Feeding Plan</h2>
      <FamilyPlanSummary included={included} productId={data.productId} numbersLabel="Daily feeding plan" />
      <p className="hint">{hasActive ? `${active} active ${active === 1 ? 'subscription' : 'subscriptions'}` : 'No active subscription yet.'}</p>
      {formOpen ? (
        <form className="email-plan" noValidate onSubmit={(e) => void send(e)} aria-busy={state.kind === 'sending' || undefined}>
          <div className="field">
            <label htmlFor={`${id}-email`}>Email address</label>
            <input
              id={`${id}-email`}
              type="email"
              required
              autoComplete="email"
              value={email}
              aria-invalid={state.kind === 'error' || undefined}
              aria-describedby={`${id}-email-error`}
              onChange={(e) => {
                setEmail(e.target.value);
                if (state.kind === 'error') setState({ kind: 'idle' });
              }}
            />
            <p id={`${id}-email-error`} role="alert" className="field-error">
              {state.kind === 'error' ? state.message : null}
            </p>
          </div>
          <div className="summary-actions">
            <button type="submit" className="button primary" disabled={state.kind === 'sending'}>
              {state.kind === 'sending' ? 'Sending…' : 'Send'}
            </button>
            <button type="button" className="button" onClick={() => setFormOpen(false)}>
              Cancel
            </button>
          </div>
        </form>
      ) : (
        <p>
          <button type="button" className="button" aria-expanded="false" onClick={() => setFormOpen(true)}>
            Email my feeding plan
          </button>
        </p>
      )}
    </section>
  );
}
