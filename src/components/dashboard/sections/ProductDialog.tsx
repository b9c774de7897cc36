import { useId, useState } from 'react';
import { findKibble, findKibbleVariant, planForFrequency, type Catalogue } from '../../../domain/catalogue';
import { FREQUENCY_OPTIONS_DAYS, isAllowedFrequency, isAllowedLegacyFrequency, nearestAllowedFrequency } from '../../../domain/frequency';
import { formatNzdCents, renewalPriceCents } from '../../../domain/money';
import { LEGACY_FREQUENCY_MESSAGE } from '../../../domain/schemas/subscription-actions';
import { frequencyLabel } from '../../../domain/subscriptions';
import { useCatalogue } from '../../../stores/catalogue';
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
 * `{ variantId, frequency }`. The catalogue is the page's, the same one the API checks against;
 * without it (or with no kibble in it) there is nothing to choose and nothing to save.
 */
export function ProductDialog(props: ProductDialogProps) {
  const catalogue = useCatalogue();
  const first = catalogue?.kibbles.find((k) => k.variants.length > 0);
  if (!catalogue || !first) {
    return (
      <ActionDialog
        title="Change Product"
        onClose={props.onClose}
        onSubmit={() => undefined}
        submitLabel="Update Subscription"
        busyLabel="Updating…"
        submitDisabled
        saving={false}
      >
        <p>{NO_RECIPES_TEXT}</p>
      </ActionDialog>
    );
  }
  return <ProductChoice {...props} catalogue={catalogue} first={first.id} />;
}

/** What the dialog says while the shop's recipes are not on the page. */
export const NO_RECIPES_TEXT = "The shop's recipes are not available right now.";

function ProductChoice({
  variantId,
  frequency,
  frequencyMode,
  saving,
  onSave,
  onClose,
  catalogue,
  first,
}: ProductDialogProps & { catalogue: Catalogue; first: string }) {
  const id = useId();
  const current = findKibbleVariant(catalogue, variantId);
  const [productId, setProductId] = useState(current?.product.id ?? first);
  const product = findKibble(catalogue, productId) ?? findKibble(catalogue, first)!;
  const [variant, setVariant] = useState(current?.variant.id ?? product.variants[0]!.id);
  const [days, setDays] = useState(String(frequencyMode === 'options' && !isAllowedFrequency(frequency) ? nearestAllowedFrequency(frequency) : frequency));
  const daysNumber = Number(days);
  const frequencyOk = frequencyMode === 'options' ? isAllowedFrequency(daysNumber) : isAllowedLegacyFrequency(daysNumber);
  const plan = planForFrequency(catalogue, daysNumber);

  function chooseProduct(next: string) {
    const kibble = findKibble(catalogue, next);
    const size = findKibbleVariant(catalogue, variant)?.variant.bagSizeKg;
    const nextVariant = kibble?.variants.find((v) => v.bagSizeKg === size) ?? kibble?.variants[0];
    if (!kibble || !nextVariant) return;
    setProductId(next);
    setVariant(nextVariant.id);
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
        {catalogue.kibbles.map((k) => (
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
              {v.bagSizeKg} kg – {formatNzdCents(renewalPriceCents(v.priceCents, plan))}
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
