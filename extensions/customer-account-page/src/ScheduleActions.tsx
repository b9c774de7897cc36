import { useState } from 'preact/hooks';
import { upcomingSkippedDays } from '../../../src/domain/skips';
import { shopToday } from '../../../src/domain/renewals';
import { pauseUntilTooSoonMessage } from '../../../src/domain/date-limits';
import { longDate, t } from '../../shared/format';
import type { ContractAction } from '../../shared/shop-contract';
import { changeContract, onWorker } from '../../shared/subscription-actions';
import type { CardPartProps } from './card-props';
import { DateAction } from './DateAction';

/**
 * Skip and unskip, pause (until a date: our Worker; until resumed: Shopify) and resume. Skip,
 * unskip, pause and resume go to Shopify's Customer Account API when the shop holds the contract.
 */
export function ScheduleActions({ subscription: s, action, onChanged }: CardPartProps) {
  const [until, setUntil] = useState('');
  const { busy, run } = action;
  const onContract = (a: ContractAction) => run(async () => onChanged(await changeContract(s, a)));
  const pauseUntil = () => run(async () => onChanged({ next: await onWorker(s, 'pause', { until }), reread: false }));
  // The pause call's own rule, said on the field before it is sent: the day must come after the next delivery.
  const next = s.next_charge_scheduled_at?.slice(0, 10);
  const tooSoon = until !== '' && next !== undefined && until <= next ? pauseUntilTooSoonMessage(next) : undefined;

  return (
    <s-stack direction="block" gap="base">
      {upcomingSkippedDays(s.billing_attempts, shopToday(new Date())).map((day) => (
        <s-stack direction="inline" gap="base" key={day}>
          <s-text>{t('skipped', { date: longDate(day) })}</s-text>
          <s-button disabled={busy} onClick={() => onContract({ kind: 'unskip', day })}>
            {t('unskip')}
          </s-button>
        </s-stack>
      ))}
      {s.status === 'ACTIVE' && s.next_charge_scheduled_at && (
        <s-stack direction="inline" gap="base">
          <s-button disabled={busy} onClick={() => onContract({ kind: 'skip', day: s.next_charge_scheduled_at! })}>
            {t('skipNext')}
          </s-button>
          <s-button disabled={busy} onClick={() => onContract({ kind: 'pause' })}>
            {t('pauseIndefinitely')}
          </s-button>
        </s-stack>
      )}
      {s.status === 'ACTIVE' && (
        <DateAction label={t('pauseUntilLabel')} day={until} onDay={setUntil} busy={busy} onAct={pauseUntil} act={t('pause')} error={tooSoon} />
      )}
      {s.status === 'PAUSED' && (
        <s-button disabled={busy} variant="primary" onClick={() => onContract({ kind: 'resume' })}>
          {t('resume')}
        </s-button>
      )}
    </s-stack>
  );
}
