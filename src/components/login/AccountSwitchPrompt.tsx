/**
 * Mount point of the "Switch accounts?" question for every island that settles the session
 * (dashboard, mobile app, pet pages). The dialog's code is loaded only when a login link for
 * another account is waiting, so pages pay nothing for it otherwise. It renders nothing until
 * the island has hydrated: the session may settle before that, and the server's HTML has no dialog.
 */
import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { withChunkLoadTimeout } from '../../lib/chunk-load';
import { $accountSwitch } from '../../stores/account-switch';

const AccountSwitchDialog = lazy(() => withChunkLoadTimeout(import('./AccountSwitchDialog')));

export function AccountSwitchPrompt() {
  const pending = useStore($accountSwitch);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated && pending ? (
    <Suspense fallback={null}>
      <AccountSwitchDialog />
    </Suspense>
  ) : null;
}
