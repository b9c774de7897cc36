/**
 * The console's calls: every one carries App Bridge's ID token (`shopify.idToken()`, a fresh
 * one-minute JWT), which the Worker verifies (functions/console/require-admin.ts), and shows the
 * admin's loading bar while it runs. In Shopify admin App Bridge is Shopify's script from its
 * CDN; locally the Worker swaps in a stand-in that mints tokens with the local app's secret
 * (functions/routes/dev-console.ts).
 */

/** A console call that did not answer 2xx: the API's `{error, code}`. */
export class ConsoleError extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
  }
}

const appBridge = () => (typeof shopify === 'undefined' ? undefined : shopify);

async function authHeader(): Promise<string> {
  const bridge = appBridge();
  if (!bridge) throw new ConsoleError('Open the console from the shop’s Shopify admin.', 'no_app_bridge');
  return `Bearer ${await bridge.idToken()}`;
}

/** Calls running now: the loading bar shows while there is one. */
let running = 0;
function loading(delta: 1 | -1) {
  running += delta;
  appBridge()?.loading(running > 0);
}

/** One console call; JSON in and out. */
export async function consoleCall<T>(path: string, init: { method?: 'GET' | 'POST' | 'DELETE'; body?: unknown } = {}): Promise<T> {
  loading(1);
  try {
    const headers: Record<string, string> = { Authorization: await authHeader() };
    if (init.body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(`/api/console/${path}`, {
      method: init.method ?? 'GET',
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    const body: unknown = await res.json().catch(() => null);
    if (!res.ok) {
      const err = (body ?? {}) as { error?: string; code?: string };
      throw new ConsoleError(err.error ?? `The console answered ${res.status}.`, err.code ?? 'http_error');
    }
    return body as T;
  } finally {
    loading(-1);
  }
}

/** A short message in the admin's toast. */
export function toast(message: string, isError = false): void {
  void appBridge()?.toast.show(message, { isError });
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
