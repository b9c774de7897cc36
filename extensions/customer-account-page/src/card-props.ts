import type { AccountSubscription } from '../../shared/answers';
import type { Changed } from '../../shared/subscription-actions';
import type { useAction } from './use-action';

/** What each part of a subscription card gets: the subscription, the card's one action runner, and where a change goes. */
export interface CardPartProps {
  subscription: AccountSubscription;
  action: ReturnType<typeof useAction>;
  onChanged: (changed: Changed) => void;
}

/** A Polaris field's value as the customer left it (its `change` event). */
export const valueOf = (e: Event) => (e.currentTarget as HTMLInputElement).value;
