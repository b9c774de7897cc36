import type { ReactNode } from 'react';
import { siteUrl } from '../../lib/site-url';

/** One product line of an order or a subscription, its price already written. */
export interface ItemLine {
  id: string;
  title: string;
  image: string | null | undefined;
  /** e.g. '× 2'. */
  quantity: ReactNode;
  price: string;
  /** A hint after the title, e.g. '(next order only)'. */
  note?: string | null;
  /** A button after the price (Change, Remove). */
  action?: ReactNode;
}

/**
 * The product lines of a subscription, a legacy subscription or an order (`dash-items`):
 * image, title, quantity, price and an optional action each.
 *
 * @example
 * <ItemLines label="Products in your next order" lines={[{ id, title, image, quantity: '× 1', price: '$74.00' }]} />
 */
export function ItemLines({
  label,
  lines,
  lazy = true,
  keepImagePlace = false,
}: {
  label?: string;
  lines: readonly ItemLine[];
  lazy?: boolean;
  keepImagePlace?: boolean;
}) {
  return (
    <ul className="dash-items" aria-label={label}>
      {lines.map((line) => (
        <li key={line.id} className="dash-item">
          {line.image ? <img src={siteUrl(line.image)} alt="" width="48" height="48" loading={lazy ? 'lazy' : undefined} /> : keepImagePlace ? <span /> : null}
          <span className="dash-item-title">
            {line.title}
            {line.note ? <span className="hint"> {line.note}</span> : null}
          </span>
          <span className="dash-item-qty">{line.quantity}</span>
          <span className="dash-item-price">{line.price}</span>
          {line.action ?? null}
        </li>
      ))}
    </ul>
  );
}
