import { REORDER_SHIPPING_NOTE } from '../../../domain/reorder';
import { ActionDialog } from './ActionDialog';

export interface ReorderDialogProps {
  /** An order was placed recently (has_recent_order): Reorder Now is not available. */
  recentOrder: boolean;
  saving: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** 'Reorder Now' confirm (001 §2): the order ships now, with the 2pm weekday note. */
export function ReorderDialog({ recentOrder, saving, onConfirm, onClose }: ReorderDialogProps) {
  return (
    <ActionDialog
      title="Reorder Now"
      onClose={onClose}
      onSubmit={onConfirm}
      submitLabel="Confirm Reorder"
      busyLabel="Placing order…"
      submitDisabled={recentOrder}
      saving={saving}
    >
      <p>We'll charge your card for your next order now and send it straight away. Your following orders are scheduled from today.</p>
      <p className="dash-note">{REORDER_SHIPPING_NOTE}</p>
      {recentOrder ? <p className="field-error">You placed an order recently; Reorder Now is available again once it has shipped.</p> : null}
    </ActionDialog>
  );
}
