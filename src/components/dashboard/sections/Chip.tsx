import { orderChipColour, orderChipIcon, orderStatusLabel } from '../../../domain/orders';
import type { ChipColour } from '../../../domain/subscriptions';

/** A status chip in the spec's palette (001 §4 'Chip colours'); default chips may carry the shipping icon. */
export function Chip({ label, colour, icon }: { label: string; colour: ChipColour; icon?: 'shipping' | null }) {
  return (
    <span className={`dash-chip dash-chip-${colour}`}>
      {icon === 'shipping' ? (
        <span aria-hidden="true" className="dash-chip-icon">
          🚚
        </span>
      ) : null}
      {label}
    </span>
  );
}

/** An order's status chip (001 §4): its label, colour and, for a default chip, the shipping icon. */
export function OrderStatusChip({ status }: { status: string | null | undefined }) {
  return <Chip label={orderStatusLabel(status)} colour={orderChipColour(status)} icon={orderChipIcon(status)} />;
}
