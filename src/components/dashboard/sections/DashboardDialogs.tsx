import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { knownNextDelivery } from '../../../domain/next-order';
import { legacyPickLimits, subscriptionPickLimits } from '../../../domain/date-limits';
import { legacyPauseOptions } from '../../../domain/legacy-panel';
import { MESSAGES } from '../../../copy/messages';
import {
  $busy,
  $dialog,
  $legacy,
  $pendingFrequency,
  $subscriptions,
  $treats,
  acceptCancelOffer,
  addTreat,
  cancel,
  changeDate,
  changeFrequency,
  changeProduct,
  closeDialog,
  displayedFrequency,
  fetchCancelOffers,
  legacyCancel,
  legacyChangeProduct,
  legacyPause,
  legacyShipToday,
  legacyUpdateAddress,
  legacyUpdateDate,
  legacyUpdateFrequency,
  loadTreats,
  openDialog,
  pause,
  resume,
  shipNow,
  updateAddress,
  type BusyAction,
} from '../../../stores/dashboard';
import { afterNextPaint } from '../../../lib/after-next-paint';
import { PetOverlay } from '../../pets/PetOverlay';
import { AddressDialog } from './AddressDialog';
import { CancelDialog } from './CancelDialog';
import { CancelOffersDialog } from './CancelOffersDialog';
import { DatePickerDialog } from './DatePickerDialog';
import { EditorPlanFit } from './EditorPlanFit';
import { EmailSentDialog } from './EmailSentDialog';
import { FrequencyDialog } from './FrequencyDialog';
import { LegacyFrequencyDialog } from './LegacyFrequencyDialog';
import { ManageModal } from './ManageModal';
import { PauseDialog } from './PauseDialog';
import { ProductDialog } from './ProductDialog';
import { ReorderDialog } from './ReorderDialog';
import { RetentionDialog } from './RetentionDialog';
import { TreatsDialog } from './TreatsDialog';

/** Closes the dialog once the action it started has succeeded (a failure keeps it open, with its toast). */
async function closeWhenDone(action: Promise<boolean>): Promise<void> {
  if (await action) closeDialog();
}

/**
 * The one open dialog of the dashboard ($dialog), wired to the store's actions. Each dialog
 * shows its own saving state from the busy lock.
 */
export function DashboardDialogs({ customerEmail }: { customerEmail: string }) {
  const dialog = useStore($dialog);
  const busy = useStore($busy);
  const subscriptions = useStore($subscriptions);
  const legacyState = useStore($legacy);
  const treats = useStore($treats);
  const pending = useStore($pendingFrequency);

  const treatsOpen = dialog?.kind === 'treats';
  useEffect(() => {
    if (treatsOpen) void loadTreats();
  }, [treatsOpen]);

  if (!dialog) return null;
  const saving = (action: BusyAction) => busy?.action === action;
  const subscription = (id: string) => subscriptions.items.find((s) => s.id === id) ?? null;
  const legacy = legacyState.legacy;
  const legacyOf = (id: string) => (legacy && legacy.id === id ? legacy : null);
  const now = new Date();

  switch (dialog.kind) {
    case 'manage': {
      const s = subscription(dialog.id);
      return s ? <ManageModal subscription={s} customerEmail={customerEmail} onClose={closeDialog} /> : null;
    }
    case 'reorder': {
      const { target, idempotencyKey } = dialog;
      const record = target.kind === 'legacy' ? legacyOf(target.id) : subscription(target.id);
      if (!record) return null;
      return (
        <ReorderDialog
          recentOrder={record.has_recent_order}
          saving={saving('shipNow')}
          onConfirm={() => void closeWhenDone(target.kind === 'legacy' ? legacyShipToday(target.id, idempotencyKey) : shipNow(target.id, idempotencyKey))}
          onClose={closeDialog}
        />
      );
    }
    case 'date': {
      const { target } = dialog;
      if (target.kind === 'legacy') {
        const l = legacyOf(target.id);
        if (!l) return null;
        return (
          <DatePickerDialog
            title="Change Delivery Date"
            limits={legacyPickLimits(now)}
            current={l.nextDelivery}
            saving={saving('changeDate')}
            onSave={(date) => void closeWhenDone(legacyUpdateDate(target.id, date))}
            onClose={closeDialog}
          />
        );
      }
      const s = subscription(target.id);
      if (!s) return null;
      return (
        <DatePickerDialog
          title="Next Order Date"
          limits={subscriptionPickLimits(now)}
          current={knownNextDelivery(s, now)}
          saving={saving('changeDate')}
          onSave={(date) => void closeWhenDone(changeDate(target.id, date))}
          onClose={closeDialog}
        />
      );
    }
    case 'resume':
      return (
        <DatePickerDialog
          title="Choose Resume Date"
          limits={subscriptionPickLimits(now)}
          saving={saving('resume')}
          onSave={(date) => void closeWhenDone(resume(dialog.id, date))}
          onClose={closeDialog}
        />
      );
    case 'frequency': {
      const s = subscription(dialog.id);
      if (!s) return null;
      return (
        <FrequencyDialog
          current={displayedFrequency(s, pending)}
          saving={saving('changeFrequency')}
          onSave={(days) => {
            // Optimistic (001 §4): the new value shows at once and is reverted if the call fails.
            // The tap's frame only closes the dialog; the card changes and the call starts once
            // that frame is painted, so Update's paint waits for neither (INP, issue 48).
            closeDialog();
            afterNextPaint(() => void changeFrequency(dialog.id, days));
          }}
          onClose={closeDialog}
        />
      );
    }
    case 'legacyFrequency': {
      const l = legacyOf(dialog.id);
      if (!l) return null;
      return (
        <LegacyFrequencyDialog
          current={l.frequency}
          saving={saving('changeFrequency')}
          onSave={(days) => void closeWhenDone(legacyUpdateFrequency(dialog.id, days))}
          onClose={closeDialog}
        />
      );
    }
    case 'address': {
      const { target } = dialog;
      const record = target.kind === 'legacy' ? legacyOf(target.id) : subscription(target.id);
      if (!record) return null;
      const initial = 'shippingAddress' in record ? record.shippingAddress : record.shipping_address;
      return (
        <AddressDialog
          title={target.kind === 'legacy' ? 'Edit address' : 'Change Address'}
          initial={initial}
          saving={saving('updateAddress')}
          onSave={(address) => void closeWhenDone(target.kind === 'legacy' ? legacyUpdateAddress(target.id, address) : updateAddress(target.id, address))}
          onClose={closeDialog}
        />
      );
    }
    case 'product': {
      const { target } = dialog;
      if (target.kind === 'legacy') {
        const l = legacyOf(target.id);
        if (!l) return null;
        return (
          <ProductDialog
            variantId={l.mainProduct.shopify_variant_id}
            frequency={l.frequency}
            frequencyMode="legacy"
            saving={saving('changeProduct')}
            onSave={(variantId, frequency) => void closeWhenDone(legacyChangeProduct(target.id, variantId, frequency))}
            onClose={closeDialog}
          />
        );
      }
      const s = subscription(target.id);
      if (!s) return null;
      return (
        <ProductDialog
          variantId={s.variant_id}
          frequency={displayedFrequency(s, pending)}
          frequencyMode="options"
          saving={saving('changeProduct')}
          onSave={(variantId, frequency) => void closeWhenDone(changeProduct(target.id, variantId, frequency))}
          onClose={closeDialog}
        />
      );
    }
    case 'pause': {
      const s = subscription(dialog.id);
      if (!s) return null;
      return (
        <PauseDialog
          // The day the card shows: none while it says 'update pending', so no date is previewed the customer cannot see.
          nextDay={knownNextDelivery(s, now)}
          saving={saving('pause')}
          onSave={(choice) => void closeWhenDone(pause(dialog.id, choice))}
          onClose={closeDialog}
        />
      );
    }
    case 'retention': {
      const l = legacyOf(dialog.id);
      if (!l) return null;
      return (
        <RetentionDialog
          options={legacyPauseOptions(l.nextDelivery, now)}
          saving={saving('pause')}
          onPause={(option) => void closeWhenDone(legacyPause(dialog.id, option.nextDelivery))}
          onContinue={() => openDialog({ kind: 'cancel', target: { kind: 'legacy', id: dialog.id } })}
          onClose={closeDialog}
        />
      );
    }
    case 'offers': {
      const { id } = dialog;
      return (
        <CancelOffersDialog
          load={() => fetchCancelOffers(id)}
          accepting={saving('acceptOffer')}
          onAccept={(offer) => void closeWhenDone(acceptCancelOffer(id, offer))}
          onDecline={() => openDialog({ kind: 'cancel', target: { kind: 'subscription', id } })}
          onClose={closeDialog}
        />
      );
    }
    case 'cancel': {
      const { target } = dialog;
      return (
        <CancelDialog
          variant={target.kind}
          saving={saving('cancel')}
          onSubmit={(body) => void closeWhenDone(target.kind === 'legacy' ? legacyCancel(target.id, body) : cancel(target.id, body))}
          onClose={closeDialog}
        />
      );
    }
    case 'treats':
      return (
        <TreatsDialog
          state={treats}
          saving={saving('addItems')}
          onAdd={(treat, quantity, oneTime) => addTreat(dialog.target, treat, quantity, oneTime)}
          onRetry={() => void loadTreats()}
          onClose={closeDialog}
        />
      );
    case 'emailSent':
      return <EmailSentDialog text={dialog.text} onClose={closeDialog} />;
    case 'pet':
      return (
        <PetOverlay
          pet={dialog.pet}
          onClose={closeDialog}
          saveFailedMessage={MESSAGES.failedToSavePetAlert}
          afterChange={(draft) => <EditorPlanFit draft={draft} className="dash-plan-fit" />}
        />
      );
  }
}
