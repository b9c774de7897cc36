import { useEffect, useRef } from 'react';
import { TIMERS_MS } from '../../../copy/timers';
import { Dialog } from '../../ui/Dialog';

/** 'Email Sent Successfully' (001 §2): closes itself after 10 seconds (§9), or with OK. */
export function EmailSentDialog({ text, onClose }: { text: string; onClose: () => void }) {
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    const timer = setTimeout(() => close.current(), TIMERS_MS.emailSentDialog);
    return () => clearTimeout(timer);
  }, []);
  return (
    <Dialog title="Email Sent Successfully" onClose={onClose} description={<p>{text}</p>} className="dash-dialog">
      <div className="dialog-actions">
        <button type="button" className="button primary" onClick={onClose}>
          OK
        </button>
      </div>
    </Dialog>
  );
}
