/**
 * The shop's catalogue in the customer-account extensions: GET /api/catalogue on our Worker
 * (functions/routes/catalogue.ts), the same catalogue our pages carry. Read once per page load;
 * a failed or malformed answer is no catalogue (nothing offered, never a wrong bag or price), and
 * the next caller asks again.
 */
import { useEffect, useState } from 'preact/hooks';
import type { Catalogue } from '../../src/domain/catalogue';
import { parseCatalogue } from '../../src/domain/schemas/answers/catalogue';
import { extensionApi } from './shopify';
import { workerOrigin } from './worker-origin';

let reading: Promise<Catalogue | null> | null = null;

async function fetchCatalogue(): Promise<Catalogue | null> {
  const token = await extensionApi().sessionToken.get();
  const res = await fetch(`${workerOrigin()}/api/catalogue`, { headers: { authorization: `Bearer ${token}` } });
  return res.ok ? parseCatalogue(await res.json()) : null;
}

/** The shop's catalogue, or null when the Worker did not answer one. */
export function loadCatalogue(): Promise<Catalogue | null> {
  const current = (reading ??= fetchCatalogue().catch(() => null));
  void current.then((cat) => {
    if (!cat && reading === current) reading = null;
  });
  return current;
}

/** Forgets the catalogue read, so the next caller asks again (a test's new shop). */
export function forgetCatalogue(): void {
  reading = null;
}

/** The catalogue for a component: 'loading' until it is read, then the catalogue or null. */
export function useShopCatalogue(): Catalogue | null | 'loading' {
  const [catalogue, setCatalogue] = useState<Catalogue | null | 'loading'>('loading');
  useEffect(() => {
    let live = true;
    void loadCatalogue().then((cat) => live && setCatalogue(cat));
    return () => {
      live = false;
    };
  }, []);
  return catalogue;
}
