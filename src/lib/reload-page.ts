/** Loads the page again (a module of its own so that tests can replace it; jsdom cannot navigate). */
export function reloadPage(): void {
  window.location.reload();
}
