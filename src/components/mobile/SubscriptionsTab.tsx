import { useStore } from '@nanostores/react';
import { useEffect, useId } from 'react';
import { nextDeliveryOf } from '../../domain/billing';
import { knownNextDelivery } from '../../domain/next-order';
import { formatShortDateUS } from '../../domain/dates';
import { cityAndProvince } from '../../domain/address-text';
import { MOBILE_TEXTS } from '../../domain/mobile';
import { formatNzdMobile } from '../../domain/money';
import { canManage, canResume, frequencyLabel, subscriptionChipColour } from '../../domain/subscriptions';
import { $busy, $pendingFrequency, $sortedSubscriptions, displayedFrequency, followPlanFit, openDialog, type Subscription } from '../../stores/dashboard';
import { $subscriptionsLoad, loadSubscriptions } from '../../stores/mobile';
import { Chip } from '../dashboard/sections/Chip';
import { PlanFitNotice } from '../dashboard/sections/PlanFitNotice';
import { SkipControls } from '../dashboard/sections/SkipControls';
import { goToCalculator } from '../pets/YourPetsList';
import { Empty, Loading, LoadError } from './LoadStates';
import { siteUrl } from '../../lib/site-url';

function SubscriptionCard({ subscription, now }: { subscription: Subscription; now: Date }) {
  const id = useId();
  const pending = useStore($pendingFrequency);
  const busy = useStore($busy);
  const next = nextDeliveryOf(subscription, now);
  const place = cityAndProvince(subscription.shipping_address);
  const status = subscription.status ?? '';
  // One button: Manage while it can be managed, else Resume when it can be resumed.
  const action = canManage(status) ? 'manage' : canResume(status) ? 'resume' : null;
  return (
    <li>
      <article className="mobile-card mobile-subscription" aria-labelledby={`${id}-name`}>
        <div className="mobile-card-top">
          {subscription.product_image ? (
            <img className="mobile-thumb" src={siteUrl(subscription.product_image)} alt="" width="64" height="64" loading="lazy" />
          ) : (
            <span className="mobile-thumb mobile-thumb-placeholder" aria-hidden="true">
              🐾
            </span>
          )}
          <div className="mobile-card-title">
            <h3 id={`${id}-name`}>{subscription.product_name}</h3>
            <p className="mobile-muted">{frequencyLabel(displayedFrequency(subscription, pending), subscription.order_interval_unit)}</p>
          </div>
          <Chip label={status.toLowerCase()} colour={subscriptionChipColour(status)} />
        </div>
        <dl className="mobile-facts">
          <div>
            <dt>{MOBILE_TEXTS.nextDelivery}</dt>
            <dd>{next ? formatShortDateUS(next) : MOBILE_TEXTS.notScheduled}</dd>
          </div>
          {place ? (
            <div>
              <dt>{MOBILE_TEXTS.deliverTo}</dt>
              <dd>{place}</dd>
            </div>
          ) : null}
          <div>
            <dt>{MOBILE_TEXTS.total}</dt>
            <dd className="mobile-total">{formatNzdMobile(subscription.total_value)}</dd>
          </div>
        </dl>
        {canManage(status) ? (
          <div className="mobile-skip">
            <SkipControls subscription={subscription} nextDay={knownNextDelivery(subscription, now)} now={now} />
          </div>
        ) : null}
        <PlanFitNotice subscription={subscription} className="mobile-plan-fit" />
        {action ? (
          <button
            type="button"
            className="button full-width"
            aria-label={`${MOBILE_TEXTS[action]} ${subscription.product_name}`}
            disabled={busy !== null}
            onClick={() => openDialog({ kind: action, id: subscription.id })}
          >
            {MOBILE_TEXTS[action]}
          </button>
        ) : null}
      </article>
    </li>
  );
}

/**
 * The Subscriptions tab (001 §2): loading, the failure with Try Again, none yet, or 'My
 * Subscriptions' with a card per subscription and 'Add Subscription'. An ACTIVE card says when
 * its bag does not fit the dogs, with the one-tap fix (issue 21, PlanFitNotice). Its Manage
 * opens the desktop's 'Manage My Subscription' actions; PAUSED and CANCELLED cards resume, as on
 * the desktop (only ACTIVE subscriptions are managed, 001 §2 'My Subscriptions table').
 */
export function SubscriptionsTab({ now = new Date() }: { now?: Date }) {
  const load = useStore($subscriptionsLoad);
  const subscriptions = useStore($sortedSubscriptions);
  const id = useId();
  // Plan fit is read once the cards that show it are on screen (then it follows the dogs and the
  // subscriptions): Home and Profile never need it, and a read still under way when the customer
  // logs out there would answer 401.
  useEffect(() => followPlanFit(), []);

  let body;
  if (load.status === 'error') body = <LoadError message={load.message} onRetry={() => void loadSubscriptions()} />;
  else if (load.status !== 'ready') body = <Loading text={MOBILE_TEXTS.loadingSubscriptions} />;
  else if (subscriptions.length === 0)
    body = (
      <Empty title={MOBILE_TEXTS.noSubscriptions} body={MOBILE_TEXTS.noSubscriptionsBody} action={MOBILE_TEXTS.startSubscription} onAction={goToCalculator} />
    );
  else
    body = (
      <>
        <h2 id={`${id}-title`}>{MOBILE_TEXTS.mySubscriptions}</h2>
        <ul className="mobile-list" aria-labelledby={`${id}-title`}>
          {subscriptions.map((s) => (
            <SubscriptionCard key={s.id} subscription={s} now={now} />
          ))}
        </ul>
        <button type="button" className="button primary full-width" onClick={goToCalculator}>
          {MOBILE_TEXTS.addSubscription}
        </button>
      </>
    );
  return <section className="mobile-screen mobile-subscriptions">{body}</section>;
}
