import { useStore } from '@nanostores/react';
import { EmailPlanForm } from '../../ui/EmailPlanForm';
import { FamilyPlanSection } from '../../ui/FamilyPlanSummary';
import { useState } from 'react';
import { planEmailSentText } from '../../../copy/dashboard-notices';
import { isIncludedInFamilyPlan } from '../../../domain/feeding';
import { $legacyPanel, $subscriptions, emailFeedingPlan, openDialog } from '../../../stores/dashboard';
import { activeSubscriptionsText } from '../../../copy/dashboard-messages';
import { $petData, type PetRecord } from '../../../stores/pets';
import { activeSubscriptions, isLegacyActive } from '../../../domain/subscriptions';

/**
 * The feeding-plan summary (001 §2, §5, §9): what the dogs in the family plan eat together
 * (cups of 110 g on the dashboard), how many subscriptions are active, and the optional
 * 'Email my feeding plan' form. Needs at least one dog in the family plan.
 */
export function FeedingSummary({ customerEmail }: { customerEmail: string }) {
  const data = useStore($petData);
  const subscriptions = useStore($subscriptions);
  const legacy = useStore($legacyPanel);
  const [formOpen, setFormOpen] = useState(false);
  const included = (data.pets as PetRecord[]).filter(isIncludedInFamilyPlan);
  if (data.pets.length === 0) return null;
  // The legacy panel's subscription counts too: the summary never says 'No active subscription'
  // under a card of an active one (issue 47 §5); nothing is said until the subscriptions are read.
  const active = activeSubscriptions(subscriptions.items).length + (legacy && isLegacyActive(legacy.is_active) ? 1 : 0);

  return (
    <FamilyPlanSection
      className="dash-section dash-summary"
      title="Your Feeding Plan"
      included={included}
      productId={data.productId}
      numbersLabel="Daily feeding plan"
    >
      {subscriptions.status === 'ready' ? <p className="hint">{activeSubscriptionsText(active)}</p> : null}
      {formOpen ? (
        <EmailPlanForm
          initialEmail={customerEmail}
          submitLabel="Send"
          sendingLabel="Sending…"
          send={emailFeedingPlan}
          onSent={(to) => {
            setFormOpen(false);
            openDialog({ kind: 'emailSent', text: planEmailSentText(to) });
            return null;
          }}
          onCancel={() => setFormOpen(false)}
        />
      ) : (
        <p>
          <button type="button" className="button" aria-expanded="false" onClick={() => setFormOpen(true)}>
            Email my feeding plan
          </button>
        </p>
      )}
    </FamilyPlanSection>
  );
}
