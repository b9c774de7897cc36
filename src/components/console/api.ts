/**
 * The console's calls: every one carries App Bridge's ID token (`shopify.idToken()`, a fresh
 * one-minute JWT), which the Worker verifies (functions/console/require-admin.ts). In Shopify
 * admin App Bridge is Shopify's script from its CDN; locally the Worker swaps in a stand-in that
 * mints tokens with the local app's secret (functions/routes/dev-console.ts).
 */
declare global {
  interface Window {
    shopify?: { idToken(): Promise<string> };
  }
}

/** A console call that did not answer 2xx: the API's `{error, code}`. */
export class ConsoleError extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
  }
}

async function authHeader(): Promise<string> {
  if (!window.shopify) throw new ConsoleError('Open the console from the shop’s Shopify admin.', 'no_app_bridge');
  return `Bearer ${await window.shopify.idToken()}`;
}

/** One console call; JSON in and out. */
export async function consoleCall<T>(path: string, init: { method?: 'GET' | 'POST' } = {}): Promise<T> {
  const res = await fetch(`/api/console/${path}`, { method: init.method ?? 'GET', headers: { Authorization: await authHeader() } });
  const body: unknown = await res.json().catch(() => null);
  if (!res.ok) {
    const err = (body ?? {}) as { error?: string; code?: string };
    throw new ConsoleError(err.error ?? `The console answered ${res.status}.`, err.code ?? 'http_error');
  }
  return body as T;
}

/**
 * The forecast's CSV: fetched with the token (a plain link could not send it) and handed to the
 * browser as a download under the Worker's file name.
 */
export async function downloadForecastCsv(): Promise<void> {
  const res = await fetch('/api/console/forecast.csv', { headers: { Authorization: await authHeader() } });
  if (!res.ok) throw new ConsoleError(`The CSV could not be made (${res.status}).`, 'http_error');
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'kibble-forecast.csv';
  const url = URL.createObjectURL(await res.blob());
  const a = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.appendChild(a);
  a.click();
  a.remove();
  URL.revokeObjectURL(url);
}
