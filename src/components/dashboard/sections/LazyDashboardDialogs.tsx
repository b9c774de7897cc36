import { useStore } from '@nanostores/react';
import { Component, lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { MESSAGES } from '../../../copy/messages';
import { withChunkLoadTimeout } from '../../../lib/chunk-load';
import { $dialog, closeDialog, pushToast } from '../../../stores/dashboard';
import { useVisibleAreaStyle } from '../../embed/visible-area-style';
import { releaseDialogFocus } from '../../ui/dialog-focus';
import { Loading } from '../../ui/Loading';

/** Every dialog's code (the pet overlay with its photo resizer too), given up after the chunk time-out. */
const loadDialogs = () =>
  withChunkLoadTimeout(import('./DashboardDialogs')).then((m) => {
    LoadedDialogs = m.DashboardDialogs;
    return m;
  });
const lazyDialogs = () => lazy(() => loadDialogs().then((m) => ({ default: m.DashboardDialogs })));

let DashboardDialogs = lazyDialogs();
/**
 * The dialogs once their code is here. React.lazy suspends on its first render even for code
 * already loaded, and then holds the fallback for 300 ms: the first dialog opened after the
 * preload showed 'Opening…' first (issue 48).
 */
let LoadedDialogs: ComponentType<{ customerEmail: string }> | null = null;
let preloaded = false;

/** Fetches the dialogs' code (once) ahead of the first click; a failure is left to the click to report. */
export function preloadDashboardDialogs(): void {
  if (preloaded) return;
  preloaded = true;
  loadDialogs().catch(() => undefined);
}

/**
 * The dashboard's open dialog (DashboardDialogs), whose code loads only when it is needed: the
 * page does not pay for a dozen dialogs nobody has opened. Until it has loaded, the opened
 * dialog is a polite 'Opening…' status over the page; Escape cancels it. Focus stays where it
 * was, so the dialog, once there, gives it back to the button that opened it. If the code
 * cannot be loaded (offline, or not within the 120 s chunk time-out), the dialog closes with the
 * spec's failure toast.
 */
export function LazyDashboardDialogs({ customerEmail }: { customerEmail: string }) {
  const dialog = useStore($dialog);
  if (!dialog) return null;
  return <OpenDialogs customerEmail={customerEmail} kind={dialog.kind} />;
}

function OpenDialogs({ customerEmail, kind }: { customerEmail: string; kind: string }) {
  // Chosen while dialogs are open: swapping the lazy one for the loaded one would mount them again.
  const [Dialogs] = useState(() => LoadedDialogs ?? DashboardDialogs);
  // The open dialog is about to close or give way to another kind (a store listener runs before
  // React renders the change): focus goes back while the page is unchanged (releaseDialogFocus).
  useEffect(
    () =>
      $dialog.listen((next, previous) => {
        if (!next || next.kind !== previous?.kind) releaseDialogFocus();
      }),
    [],
  );
  return (
    <CloseOnLoadFailure>
      <Suspense fallback={<DialogLoading />}>
        {/* A new kind is a new dialog, never the last one's reused: focus has left that one. */}
        <Dialogs key={kind} customerEmail={customerEmail} />
      </Suspense>
    </CloseOnLoadFailure>
  );
}

function DialogLoading() {
  const placement = useVisibleAreaStyle();
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeDialog();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
  return (
    <div className="pets-backdrop" style={placement}>
      <Loading text="Opening…" className="dash-dialog-loading" />
    </div>
  );
}

class CloseOnLoadFailure extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch() {
    // The next opening tries to load the code again.
    DashboardDialogs = lazyDialogs();
    preloaded = false;
    pushToast('error', MESSAGES.failedToProcessRequest);
    closeDialog();
  }

  render() {
    return this.state.failed ? null : this.props.children;
  }
}
