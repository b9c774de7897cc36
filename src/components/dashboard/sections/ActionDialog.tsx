import type { ReactNode } from 'react';
import { Dialog } from '../../ui/Dialog';
import '../../pets/pets.css';
import './sections.css';

export interface ActionDialogProps {
  title: string;
  onClose: () => void;
  onSubmit: () => void;
  children: ReactNode;
  description?: ReactNode;
  /** The submit button's label. */
  submitLabel: string;
  /** Shown on the submit button while the change is being saved. */
  busyLabel?: string;
  cancelLabel?: string;
  /** The submit button is disabled (e.g. nothing chosen yet). */
  submitDisabled?: boolean;
  /** The change is being saved: the submit button is disabled and says so. */
  saving?: boolean;
  className?: string;
}

/**
 * A dashboard dialog with a form: the accessible Dialog of the pet screens (labelled, focus
 * kept inside, Escape closes, focus returned), a Cancel button and one submit button that is
 * disabled while nothing valid is chosen or while saving.
 */
export function ActionDialog({
  title,
  onClose,
  onSubmit,
  children,
  description,
  submitLabel,
  busyLabel = 'Saving…',
  cancelLabel = 'Cancel',
  submitDisabled = false,
  saving = false,
  className,
}: ActionDialogProps) {
  return (
    <Dialog title={title} onClose={onClose} description={description} className={`dash-dialog ${className ?? ''}`}>
      <form
        noValidate
        aria-busy={saving || undefined}
        onSubmit={(e) => {
          e.preventDefault();
          if (!submitDisabled && !saving) onSubmit();
        }}
      >
        {children}
        <div className="dialog-actions">
          <button type="button" className="button" onClick={onClose}>
            {cancelLabel}
          </button>
          <button type="submit" className="button primary" disabled={submitDisabled || saving}>
            {saving ? busyLabel : submitLabel}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
