/**
 * "Switch accounts?": a login link for another account was opened while
 * a customer is logged in. The link waits unused in `$accountSwitch` until the customer answers.
 * "Stay logged in" (also Escape or the backdrop) drops it and is focused first, the choice that
 * changes nothing; "Switch account" uses it and reloads the page as the new account.
 */
import { useStore } from '@nanostores/react';
import { useRef } from 'react';
import { MESSAGES } from '../../copy/messages';
import { reloadPage } from '../../lib/reload-page';
import { $accountSwitch } from '../../stores/account-switch';
import { $session, stayLoggedIn, switchAccount } from '../../stores/session';
import { Dialog } from '../ui/Dialog';
import '../pets/pets.css';

export const ACCOUNT_SWITCH_TEXT = {
  title: 'Switch accounts?',
  question: (current: string, link: string) => `You're logged in as ${current}. This link is for ${link}. Switch accounts?`,
  switch: 'Switch account',
  switching: 'Switching…',
  stay: 'Stay logged in',
} as const;

export default function AccountSwitchDialog() {
  const pending = useStore($accountSwitch);
  const session = useStore($session);
  const stay = useRef<HTMLButtonElement>(null);
  if (!pending || session.status !== 'loggedIn') return null;

  const current = session.customer.customerEmail || session.customer.customerName || 'another account';
  const onSwitch = async () => {
    if (await switchAccount()) reloadPage();
  };
  return (
    <Dialog
      title={ACCOUNT_SWITCH_TEXT.title}
      onClose={stayLoggedIn}
      initialFocus={stay}
      className="dash-dialog"
      description={<p>{ACCOUNT_SWITCH_TEXT.question(current, pending.linkEmail)}</p>}
    >
      {pending.status === 'failed' ? (
        <p className="error" role="alert">
          {MESSAGES.magicLinkExpired}
        </p>
      ) : null}
      <div className="dialog-actions" aria-busy={pending.status === 'switching'}>
        {pending.status !== 'failed' ? (
          <button type="button" className="button" onClick={onSwitch} disabled={pending.status === 'switching'}>
            {pending.status === 'switching' ? ACCOUNT_SWITCH_TEXT.switching : ACCOUNT_SWITCH_TEXT.switch}
          </button>
        ) : null}
        <button ref={stay} type="button" className="button primary" onClick={stayLoggedIn} disabled={pending.status === 'switching'}>
          {ACCOUNT_SWITCH_TEXT.stay}
        </button>
      </div>
    </Dialog>
  );
}
