import { useStore } from '@nanostores/react';
import { SKIP_TEXTS } from '../../../copy/dashboard-notices';
import { shopToday } from '../../../domain/renewals';
import { upcomingSkippedDays } from '../../../domain/skips';
import { $busy, skip, unskip, type Subscription } from '../../../stores/dashboard';
import { LinkButton } from '../../ui/Facts';
import './styles/skip-controls.css';

/**
 * Skip the next delivery, and the skipped ones still to come with Unskip (issue 21): on the My
 * Next Order card beside the next order, and on the mobile subscription card. One tap each; the
 * toast says what happened and where the next order went, and Unskip undoes it.
 *
 * @example
 * <SkipControls subscription={s} nextDay="2026-12-01" />
 */
export function SkipControls({ subscription, nextDay, now = new Date() }: { subscription: Subscription; nextDay: string | null; now?: Date }) {
  const busy = useStore($busy);
  const skipped = upcomingSkippedDays(subscription.billing_attempts, shopToday(now));
  const day = nextDay?.slice(0, 10) ?? null;
  return (
    <>
      {day ? (
        <LinkButton disabled={busy !== null} label={`${SKIP_TEXTS.skip} (${subscription.product_name ?? ''})`} onClick={() => void skip(subscription.id, day)}>
          {SKIP_TEXTS.skip}
        </LinkButton>
      ) : null}
      {skipped.length > 0 ? (
        <ul className="dash-skipped" aria-label="Skipped deliveries">
          {skipped.map((d) => (
            <li key={d}>
              {SKIP_TEXTS.skipped(d)}{' '}
              <LinkButton disabled={busy !== null} label={`${SKIP_TEXTS.unskip} ${SKIP_TEXTS.skipped(d)}`} onClick={() => void unskip(subscription.id, d)}>
                {SKIP_TEXTS.unskip}
              </LinkButton>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
