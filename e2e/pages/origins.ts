/**
 * The three origins of the embedding tests. playwright.config.ts starts our Worker on
 * E2E_PORT and the demo shop on DEMO_SHOP_PORT (and sets it in every worker's environment).
 */
const port = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the tests through playwright.config.ts`);
  return value;
};

/** Our pages and API (origin B). */
export const APP_ORIGIN = `http://127.0.0.1:${process.env.E2E_PORT ?? 8799}`;
/** The demo shop (origin A): `localhost`, a different site from ours, as a real shop is. */
export const SHOP_ORIGIN = `http://localhost:${port('DEMO_SHOP_PORT')}`;
/**
 * A page nobody allowed (origin C); Playwright answers its requests (e2e/pages/third-party.ts).
 * https, as a real site is: only a secure page can be granted Local Network Access, which it
 * needs to frame our loopback server in the test (in production nothing is on loopback).
 */
export const THIRD_ORIGIN = 'https://third-party.test';
