import { useId, useState } from 'react';
import * as v from 'valibot';
import { cancelBodySchema, legacyCancelBodySchema } from '../../../domain/schemas/subscription-actions';
import { CANCEL_REASONS, LEGACY_CANCEL_REASONS, OTHER_CANCEL_REASON } from '../../../domain/subscriptions';
import { ActionDialog } from './ActionDialog';

export interface CancelDialogProps {
  /** Subscriptions take a reason or feedback; the legacy form needs a reason, 'Other' with its text (001 §5). */
  variant: 'subscription' | 'legacy';
  saving: boolean;
  onSubmit: (body: { reason: string; otherReason: string }) => void;
  onClose: () => void;
}

/**
 * The cancel dialog 'Bye for now!' (001 §2, §5): the spec's reasons and a feedback text,
 * checked with the API's own schema, so 'Please select a reason or provide feedback' shows
 * here exactly when the server would refuse.
 */
export function CancelDialog({ variant, saving, onSubmit, onClose }: CancelDialogProps) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [otherReason, setOtherReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const reasons = variant === 'legacy' ? LEGACY_CANCEL_REASONS : CANCEL_REASONS;
  const showText = variant === 'subscription' || reason === OTHER_CANCEL_REASON;

  function submit() {
    const body = { reason, otherReason: showText ? otherReason : '' };
    const parsed = v.safeParse(variant === 'legacy' ? legacyCancelBodySchema : cancelBodySchema, body);
    if (!parsed.success) {
      setError(parsed.issues[0].message);
      return;
    }
    onSubmit({ reason: parsed.output.reason, otherReason: parsed.output.otherReason });
  }

  return (
    <ActionDialog
      title="Bye for now!"
      onClose={onClose}
      onSubmit={submit}
      submitLabel="Cancel Subscription"
      busyLabel="Cancelling…"
      cancelLabel="Keep My Subscription"
      saving={saving}
      description={<p>We're sorry to see you go. Please tell us why you're cancelling so we can do better.</p>}
    >
      <fieldset className="field dash-choices">
        <legend>Reason for cancelling</legend>
        {reasons.map((r) => (
          <label key={r}>
            <input
              type="radio"
              name={`${id}-reason`}
              value={r}
              checked={reason === r}
              onChange={() => {
                setReason(r);
                setError(null);
              }}
            />
            <span>{r}</span>
          </label>
        ))}
      </fieldset>
      {showText ? (
        <div className="field">
          <label htmlFor={`${id}-feedback`}>{variant === 'legacy' ? 'Please specify' : 'Anything else you would like to tell us?'}</label>
          <textarea
            id={`${id}-feedback`}
            rows={3}
            maxLength={1000}
            value={otherReason}
            onChange={(e) => {
              setOtherReason(e.target.value);
              setError(null);
            }}
          />
        </div>
      ) : null}
      <p role="alert" className="field-error">
        {error}
      </p>
    </ActionDialog>
  );
}
