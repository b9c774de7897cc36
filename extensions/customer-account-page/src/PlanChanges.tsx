import { useState } from 'preact/hooks';
import type { Catalogue, TreatProduct } from '../../../src/domain/catalogue';
import { dateChangeBody, shipNowBody } from '../../../src/domain/dates';
import { FREQUENCY_OPTIONS_DAYS } from '../../../src/domain/frequency';
import { dollarsToCents, formatNzdCents } from '../../../src/domain/money';
import { kibbleVariantTitle, subscriptionNextOrderDiscountCents } from '../../../src/domain/renewals';
import type { AccountSubscription } from '../../shared/answers';
import { useShopCatalogue } from '../../shared/catalogue';
import { t } from '../../shared/format';
import type { DoorAction } from '../../../src/domain/subscription-action-table';
import { onWorker } from '../../shared/subscription-actions';
import { valueOf, type CardPartProps } from './card-props';
import { DateAction } from './DateAction';

const bagsOf = (cat: Catalogue) =>
  cat.kibbles.flatMap((product) => product.variants.map((variant) => ({ id: variant.id, title: kibbleVariantTitle(product, variant) })));

/** Frequency, date, ship now, recipe or bag, and treats for the next order: all on our Worker, with the dashboard's rules. */
export function PlanChanges({ subscription: s, action, onChanged }: CardPartProps) {
  const [frequency, setFrequency] = useState(String(s.order_interval_frequency));
  const [date, setDate] = useState(s.next_charge_scheduled_at ?? '');
  const [bag, setBag] = useState(s.items.find((i) => i.is_main)?.variant_id ?? s.variant_id);
  const [added, setAdded] = useState<string | null>(null);
  // The recipes, bags and treats are the shop's (GET /api/catalogue): none is offered before it answers.
  const catalogue = useShopCatalogue();
  const shop = catalogue === 'loading' ? null : catalogue;
  const { busy, run } = action;
  const call = (action: DoorAction<'account'>, body: unknown) => run(async () => onChanged({ next: await onWorker(s, action, body), reread: false }));
  const addTreat = (treat: TreatProduct) =>
    run(async () => {
      const next = await onWorker(s, 'addItems', { items: [{ shopify_variant_id: treat.variants[0]!.id, quantity: 1, one_time: true }] });
      onChanged({ next, reread: false });
      setAdded(treat.title);
    });
  // Ship now charges at once: the first tap asks, with the amount (the order's total, with shipping, less its next-order discount).
  const [confirmShip, setConfirmShip] = useState(false);
  const shipAmount = formatNzdCents((dollarsToCents(s.total_value) ?? 0) - subscriptionNextOrderDiscountCents(s.items, s.next_order_discount_percent));
  const shipNow = () =>
    run(async () => {
      setConfirmShip(false);
      const { order: _order, ...next } = await onWorker<AccountSubscription & { order: unknown }>(s, 'shipNow', shipNowBody(new Date()));
      onChanged({ next, reread: false });
    });

  return (
    <s-section heading={t('planHeading')}>
      <s-stack direction="block" gap="base">
        <s-stack direction="inline" gap="base">
          <s-select label={t('frequencyLabel')} value={frequency} onChange={(e) => setFrequency(valueOf(e))}>
            {FREQUENCY_OPTIONS_DAYS.map((days) => (
              <s-option key={days} value={String(days)}>
                {t('frequencyOption', { days })}
              </s-option>
            ))}
          </s-select>
          <s-button disabled={busy} onClick={() => call('changeFrequency', { newFrequency: Number(frequency) })}>
            {t('changeFrequency')}
          </s-button>
        </s-stack>
        {s.status === 'ACTIVE' && (
          <DateAction
            label={t('dateLabel')}
            day={date}
            onDay={setDate}
            busy={busy}
            onAct={() => call('changeDate', dateChangeBody(date))}
            act={t('changeDate')}
          >
            <s-button disabled={busy || confirmShip} onClick={() => setConfirmShip(true)}>
              {t('shipNow')}
            </s-button>
          </DateAction>
        )}
        {s.status === 'ACTIVE' && confirmShip && (
          <s-stack direction="inline" gap="base">
            <s-text>{t('shipNowConfirm', { amount: shipAmount })}</s-text>
            <s-button variant="primary" disabled={busy} onClick={shipNow}>
              {t('shipNowCharge', { amount: shipAmount })}
            </s-button>
            <s-button disabled={busy} onClick={() => setConfirmShip(false)}>
              {t('shipNowKeep')}
            </s-button>
          </s-stack>
        )}
        {catalogue === 'loading' && <s-text>{t('catalogueLoading')}</s-text>}
        {catalogue === null && <s-text>{t('catalogueUnavailable')}</s-text>}
        {shop && (
          <s-stack direction="inline" gap="base">
            <s-select label={t('recipeLabel')} value={bag} onChange={(e) => setBag(valueOf(e))}>
              {bagsOf(shop).map((b) => (
                <s-option key={b.id} value={b.id}>
                  {b.title}
                </s-option>
              ))}
            </s-select>
            <s-button disabled={busy} onClick={() => call('changeProduct', { variantId: bag, frequency: s.order_interval_frequency })}>
              {t('changeRecipe')}
            </s-button>
          </s-stack>
        )}
        {shop && s.status === 'ACTIVE' && (
          <s-stack direction="block" gap="small-200">
            <s-heading>{t('treatsHeading')}</s-heading>
            <s-stack direction="inline" gap="base">
              {shop.treats.map((treat) => (
                <s-button key={treat.id} disabled={busy} onClick={() => addTreat(treat)}>
                  {t('addTreat', { title: treat.title })}
                </s-button>
              ))}
            </s-stack>
            {added && <s-text>{t('treatAdded', { title: added })}</s-text>}
          </s-stack>
        )}
      </s-stack>
    </s-section>
  );
}
