/**
 * The add-to-home-screen offer (spec 001 §2, §4 'Install banner'): the browser's install
 * prompt, caught as soon as this module loads (it may come before the dashboard has drawn),
 * whether we run installed already, and the stored install-prompted flag.
 *
 * @example
 * const shown = useStore($installBannerShown);
 * if (shown) <button onClick={acceptInstall}>Add to Home Screen</button>
 */
import { atom, computed } from 'nanostores';
import { INSTALL_PROMPTED_KEY, shouldOfferInstall } from '../domain/install';

/** Chromium's install prompt event (not in the DOM typings). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

function readPrompted(): boolean {
  try {
    return typeof window !== 'undefined' && window.localStorage.getItem(INSTALL_PROMPTED_KEY) === 'true';
  } catch {
    return false;
  }
}

function runningStandalone(): boolean {
  if (typeof window === 'undefined') return false;
  const nav = window.navigator as Navigator & { standalone?: boolean };
  return nav.standalone === true || (typeof window.matchMedia === 'function' && window.matchMedia('(display-mode: standalone)').matches);
}

/** The prompt the browser offered, held until the visitor chooses. */
export const $installPrompt = atom<BeforeInstallPromptEvent | null>(null);
export const $installPrompted = atom<boolean>(readPrompted());
export const $installBannerShown = computed([$installPrompt, $installPrompted], (prompt, prompted) =>
  shouldOfferInstall({ offered: prompt !== null, standalone: runningStandalone(), prompted }),
);

function markPrompted(): void {
  $installPrompted.set(true);
  try {
    window.localStorage.setItem(INSTALL_PROMPTED_KEY, 'true');
  } catch {
    // storage blocked: the banner stays away for this page only
  }
}

/** Starts listening for the browser's offer (once; done on import in the browser). */
let listening = false;
export function listenForInstallPrompt(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault(); // our banner asks instead of the browser's own bar
    $installPrompt.set(event as BeforeInstallPromptEvent);
  });
  window.addEventListener('appinstalled', () => {
    markPrompted();
    $installPrompt.set(null);
  });
}
listenForInstallPrompt();

/** 'Add to Home Screen': the browser's own install dialog; the choice is stored either way. */
export async function acceptInstall(): Promise<void> {
  const prompt = $installPrompt.get();
  markPrompted();
  $installPrompt.set(null);
  if (!prompt) return;
  try {
    await prompt.prompt();
    await prompt.userChoice;
  } catch {
    // the browser refused to show it (already shown once): nothing more to do
  }
}

/** 'Not now': stored, so the banner does not come back. */
export function dismissInstall(): void {
  markPrompted();
  $installPrompt.set(null);
}

/** For tests. */
export function resetInstallForTests(): void {
  $installPrompt.set(null);
  $installPrompted.set(readPrompted());
}
