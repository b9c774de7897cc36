import { formatLongDateUS } from '../../../domain/dates';
import type { LegacyPauseOption } from '../../../domain/legacy-panel';
import { Dialog } from '../../ui/Dialog';
import { KeepOrCancel, OfferButtons } from './OfferButtons';

export interface RetentionDialogProps {
  /** The pause presets, each with whether the legacy date limits allow it (legacyPauseOptions). */
  options: readonly LegacyPauseOption[];
  saving: boolean;
  onPause: (option: LegacyPauseOption) => void;
  /** 'Yes, cancel': on to the reason dialog. */
  onContinue: () => void;
  onClose: () => void;
}

/**
 * The legacy panel's 'Are you sure?' (001 §2; contents our design): pausing for a while
 * instead (the presets of §9), keeping the subscription, or going on to cancel.
 */
export function RetentionDialog({ options, saving, onPause, onContinue, onClose }: RetentionDialogProps) {
  return (
    <Dialog
      title="Are you sure?"
      onClose={onClose}
      className="dash-dialog"
      description={<p>Your furbaby's food won't be delivered any more. If you just need a break, pause your deliveries instead.</p>}
    >
      {options.length > 0 ? (
        <OfferButtons
          label="Pause instead"
          offers={options.map((o) => ({
            key: o.days,
            label: `Pause for ${o.days} days`,
            hint: `next delivery ${formatLongDateUS(o.nextDelivery)}`,
            value: o,
            unavailable: o.unavailable,
          }))}
          busy={saving}
          onPick={onPause}
        />
      ) : null}
      <KeepOrCancel cancelLabel="Yes, cancel" cancelDisabled={saving} onKeep={onClose} onCancel={onContinue} />
    </Dialog>
  );
}
