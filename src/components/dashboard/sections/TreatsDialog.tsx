import { useStore } from '@nanostores/react';
import { useId, useState } from 'react';
import { MESSAGES } from '../../../copy/messages';
import { dollarsToCents, formatNzd, formatNzdCents, TREAT_SUBSCRIPTION_DISCOUNT_PERCENT, treatSubscriptionPriceCents } from '../../../domain/money';
import { ITEM_QUANTITY_MAX } from '../../../domain/schemas/subscription';
import type { Treat } from '../../../stores/dashboard';
import { $embed, shopUrl } from '../../../stores/embed';
import { Dialog } from '../../ui/Dialog';
import { siteUrl } from '../../../lib/site-url';
import { LoadError, Loading } from '../../ui/Loading';

export interface TreatsDialogProps {
  state: { status: 'idle' | 'loading' | 'ready' | 'error'; products: readonly Treat[] };
  saving: boolean;
  onAdd: (treat: Treat, quantity: number, oneTime: boolean) => Promise<boolean>;
  onRetry: () => void;
  onClose: () => void;
}

function TreatRow({ treat, saving, onAdd }: { treat: Treat; saving: boolean; onAdd: TreatsDialogProps['onAdd'] }) {
  const id = useId();
  const [quantity, setQuantity] = useState(1);
  const [oneTime, setOneTime] = useState(false);
  const [added, setAdded] = useState(false);
  const variant = treat.variants[0];
  if (!variant) return null;
  const listCents = dollarsToCents(variant.price) ?? 0;
  return (
    <li className="dash-treat" aria-labelledby={`${id}-title`}>
      {treat.image?.src ? <img src={siteUrl(treat.image.src)} alt="" width="64" height="64" loading="lazy" /> : null}
      <div className="dash-treat-body">
        <h3 id={`${id}-title`}>{treat.title}</h3>
        <p>
          <strong>{formatNzdCents(treatSubscriptionPriceCents(listCents))}</strong>{' '}
          <span className="hint">
            ({TREAT_SUBSCRIPTION_DISCOUNT_PERCENT}% off {formatNzd(Number(variant.price))})
          </span>
        </p>
        <div className="dash-treat-controls">
          <div className="field">
            <label htmlFor={`${id}-qty`}>Quantity</label>
            <select id={`${id}-qty`} value={quantity} onChange={(e) => setQuantity(Number(e.target.value))}>
              {Array.from({ length: Math.min(ITEM_QUANTITY_MAX, 10) }, (_, i) => i + 1).map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor={`${id}-when`}>Deliver</label>
            <select id={`${id}-when`} value={oneTime ? 'once' : 'every'} onChange={(e) => setOneTime(e.target.value === 'once')}>
              <option value="every">Every delivery</option>
              <option value="once">Next delivery only</option>
            </select>
          </div>
          <button
            type="button"
            className="button primary"
            disabled={saving}
            aria-label={`Add ${treat.title}`}
            onClick={async () => {
              setAdded(false);
              setAdded(await onAdd(treat, quantity, oneTime));
            }}
          >
            Add
          </button>
          {added ? (
            <span role="status" className="dash-added">
              Added ✓
            </span>
          ) : null}
        </div>
      </div>
    </li>
  );
}

/** The shop's treats page (001 'Links to the shop'). */
export const SHOP_TREATS_PATH = '/pages/treats';
export const SHOP_TREATS_LINK_TEXT = 'See all treats in our shop';

/** The link to the shop's treats page, once the bridge knows the shop's address (in a frame: the parent's). */
function ShopTreatsLink() {
  useStore($embed);
  const url = shopUrl(SHOP_TREATS_PATH);
  return url ? (
    <p className="hint">
      <a href={url} target="_top">
        {SHOP_TREATS_LINK_TEXT}
      </a>
    </p>
  ) : null;
}

/**
 * 'Add Treats to Your Subscription' (001 §2): the treats collection at the subscription
 * discount, each with a quantity and every-delivery or next-delivery-only; a loading, an
 * empty ('No treats available at the moment.') and an error ('Failed to load treats') state;
 * below them, the shop's treats page for the ones not sold by subscription.
 */
export function TreatsDialog({ state, saving, onAdd, onRetry, onClose }: TreatsDialogProps) {
  let body;
  if (state.status === 'error') {
    body = <LoadError message={MESSAGES.failedToLoadTreats} onRetry={onRetry} retryLabel="Try again" buttonClassName="button" />;
  } else if (state.status !== 'ready') {
    body = <Loading text="Loading treats…" />;
  } else if (state.products.length === 0) {
    body = <p className="empty">{MESSAGES.noTreats}</p>;
  } else {
    body = (
      <ul className="dash-treats">
        {state.products.map((t) => (
          <TreatRow key={t.id} treat={t} saving={saving} onAdd={onAdd} />
        ))}
      </ul>
    );
  }
  return (
    <Dialog title="Add Treats to Your Subscription" onClose={onClose} className="dash-dialog dash-dialog-wide">
      <button type="button" className="dialog-close" aria-label="Close" onClick={onClose}>
        ×
      </button>
      {body}
      <ShopTreatsLink />
      <div className="dialog-actions">
        <button type="button" className="button" onClick={onClose}>
          Done
        </button>
      </div>
    </Dialog>
  );
}
