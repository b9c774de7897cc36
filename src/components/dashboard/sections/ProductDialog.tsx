import { useId, useState } from 'react';
import { findKibbleVariant, KIBBLES } from '../../../domain/catalogue-legacy';
import { FREQUENCY_OPTIONS_DAYS, isAllowedFrequency, isAllowedLegacyFrequency, nearestAllowedFrequency } from '../../../domain/frequency';
import { formatNzdCents, renewalPriceCents } from '../../../domain/money';
import { LEGACY_FREQUENCY_MESSAGE } from '../../../domain/schemas/subscription-actions';
import { frequencyLabel } from '../../../domain/subscriptions';
import { ActionDialog } from './ActionDialog';
import { LegacyDaysInput } from './LegacyDaysInput';

export interface ProductDialogProps {
  /** The kibble bag now delivered. */
  variantId: string;
  frequency: number;
  /** Subscriptions choose from the frequency options; legacy ones type 7–90 days (001 §5). */
  frequencyMode: 'options' | 'legacy';
  saving: boolean;
  onSave: (variantId: string, frequency: number) => void;
  onClose: () => void;
}

/**
 * Change the main product (001 §2 'product/frequency change modal', contents not shown; our
 * design): recipe, bag size (with its subscription price) and frequency, sent together as
 * `{ variantId, frequency }`. The catalogue is the same one the API checks against.
 */
export function ProductDialog({ variantId, frequency, frequencyMode, saving, onSave, onClose }: ProductDialogProps) {
  const id = useId();
  const current = findKibbleVariant(variantId);
  const [productId, setProductId] = useState(current?.product.id ?? KIBBLES[0]!.id);
  const [variant, setVariant] = useState(current?.variant.id ?? KIBBLES[0]!.variants[0]!.id);
  const [days, setDays] = useState(String(frequencyMode === 'options' && !isAllowedFrequency(frequency) ? nearestAllowedFrequency(frequency) : frequency));
  const product = KIBBLES.find((k) => k.id === productId)!;
  const daysNumber = Number(days);
  const frequencyOk = frequencyMode === 'options' ? isAllowedFrequency(daysNumber) : isAllowedLegacyFrequency(daysNumber);

  function chooseProduct(next: string) {
    const kibble = KIBBLES.find((k) => k.id === next)!;
    const size = findKibbleVariant(variant)?.variant.bagSizeKg;
    setProductId(next);
    setVariant((kibble.variants.find((v) => v.bagSizeKg === size) ?? kibble.variants[0]!).id);
  }

  return (
    <ActionDialog
      title="Change Product"
      onClose={onClose}
      onSubmit={() => onSave(variant, daysNumber)}
      submitLabel="Update Subscription"
      busyLabel="Updating…"
      submitDisabled={!frequencyOk}
      saving={saving}
    >
      <fieldset className="field dash-choices">
        <legend>Recipe</legend>
        {KIBBLES.map((k) => (
          <label key={k.id}>
            <input type="radio" name={`${id}-recipe`} value={k.id} checked={productId === k.id} onChange={() => chooseProduct(k.id)} />
            <span>{k.title}</span>
          </label>
        ))}
      </fieldset>
      <div className="field">
        <label htmlFor={`${id}-size`}>Bag size</label>
        <select id={`${id}-size`} value={variant} onChange={(e) => setVariant(e.target.value)}>
          {product.variants.map((v) => (
            <option key={v.id} value={v.id}>
              {v.bagSizeKg} kg – {formatNzdCents(renewalPriceCents(v.priceCents))}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-frequency`}>{frequencyMode === 'options' ? 'Deliver every' : 'Deliver every (days)'}</label>
        {frequencyMode === 'options' ? (
          <select id={`${id}-frequency`} value={days} onChange={(e) => setDays(e.target.value)}>
            {FREQUENCY_OPTIONS_DAYS.map((d) => (
              <option key={d} value={d}>
                {frequencyLabel(d)}
              </option>
            ))}
          </select>
        ) : (
          <LegacyDaysInput id={`${id}-frequency`} value={days} onChange={setDays} hint={LEGACY_FREQUENCY_MESSAGE} invalid={!frequencyOk} />
        )}
      </div>
    </ActionDialog>
  );
}
