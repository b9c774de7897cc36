/**
 * Polaris web components in the engines' specs: the console's `s-button`s (Shopify's, or the
 * local stand-in) and the customer account host's. Their text (or accessibility label) names them.
 */
import type { EngineDriver } from './driver';
import { waitFor } from './framed-shop';

/** Clicks the `s-button` named `name` once it is shown and enabled (a real click on its host). */
export async function clickPolarisButton(driver: EngineDriver, name: string): Promise<void> {
  const selector = await waitFor(
    driver,
    'top',
    (n) => {
      const el = [...document.querySelectorAll<HTMLElement & { disabled?: boolean }>('s-button')].find(
        (b) => (b.getAttribute('accessibilitylabel') ?? b.textContent?.trim()) === n && !b.disabled && !b.hasAttribute('disabled'),
      );
      if (!el || el.getBoundingClientRect().width === 0) return null;
      const token = Math.random().toString(36).slice(2);
      el.setAttribute('data-e2e-mark', token);
      return `[data-e2e-mark="${token}"]`;
    },
    name,
    `a button "${name}"`,
  );
  await driver.click('top', selector);
}
