import { useId, type ReactNode } from 'react';
import { ItemLines, type ItemLine } from '../../ui/ItemLines';
import { Totals, type TotalRow } from '../../ui/Totals';

/**
 * The layout a subscription's 'My Next Order' card and the legacy panel share (001 §2): title,
 * facts (each with the buttons that change it), the products, a message about them, the totals
 * and the card's actions. Each card decides what goes in; this decides where.
 */
export function RecordCard(props: {
  className: string;
  title: string;
  notice?: ReactNode;
  facts: ReactNode;
  /** The products: the list's accessible name, its lines, and a message under them (e.g. a failed removal). */
  products: { label: string; lines: readonly ItemLine[]; message: ReactNode };
  totals: readonly TotalRow[];
  actions: ReactNode;
}) {
  const id = useId();
  return (
    <section className={`dash-card ${props.className}`} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{props.title}</h2>
      {props.notice}
      <dl className="dash-facts">{props.facts}</dl>

      <h3 className="dash-subtitle">Products</h3>
      <ItemLines label={props.products.label} lines={props.products.lines} />
      {props.products.message}
      <Totals rows={props.totals} />
      {props.actions}
    </section>
  );
}

/** An item's line on a card: the note (e.g. '(next order only)') shows for a one-time item. */
export function recordLine(
  item: { id: string; title: string; image: string | null | undefined; quantity: number; one_time?: boolean | null },
  price: string,
  oneTimeNote: string,
  action: ReactNode,
): ItemLine {
  return { id: item.id, title: item.title, image: item.image, note: item.one_time ? oneTimeNote : null, quantity: `× ${item.quantity}`, price, action };
}
