/**
 * The dashboard's add-to-home-screen banner (spec 001 §2, §3 'Local storage keys', §4
 * 'Install banner'): when it is offered and where the visitor's choice is kept.
 */

/** Local-storage key of the install-prompted flag: set once the visitor accepted or dismissed. */
export const INSTALL_PROMPTED_KEY = 'mfb_install_prompted';

/** The banner's texts. */
export const INSTALL_BANNER_TEXT = 'Add Furbaby Plans to your home screen to check your next delivery in one tap.';
export const INSTALL_ACCEPT_LABEL = 'Add to Home Screen';
export const INSTALL_DISMISS_LABEL = 'Not now';

/**
 * The banner shows when the browser offers install, the app is not already running standalone
 * and no earlier choice is stored.
 *
 * @example
 * shouldOfferInstall({ offered: true, standalone: false, prompted: false }) // true
 * shouldOfferInstall({ offered: true, standalone: false, prompted: true }) // false
 */
export function shouldOfferInstall(state: { offered: boolean; standalone: boolean; prompted: boolean }): boolean {
  return state.offered && !state.standalone && !state.prompted;
}
