/**
 * Every HTML page the Worker serves carries the current catalogue in its head, as
 * `<script type="application/json" id="fb-catalogue">`, so the islands have the shop's products
 * and prices before their first paint (src/stores/catalogue.ts) and never show a price the
 * shop does not charge. Standalone, framed and app-proxy pages alike go through here.
 */
import { CATALOGUE_ELEMENT_ID } from '../../src/domain/schemas/answers/catalogue';
import { jsonForHtml } from '../lib/html-json';
import { currentCatalogue } from './reader';

/** The request without its conditional headers: a 304 would keep the browser's copy, and its catalogue. */
export function unconditional(request: Request): Request {
  if (!request.headers.has('if-none-match') && !request.headers.has('if-modified-since')) return request;
  const headers = new Headers(request.headers);
  headers.delete('if-none-match');
  headers.delete('if-modified-since');
  return new Request(request, { headers });
}

/** `page` with the catalogue in its head when it is HTML; anything else as it is. */
export async function withCatalogue(page: Response, db: D1Database): Promise<Response> {
  if (!(page.headers.get('content-type') ?? '').startsWith('text/html') || !page.body) return page;
  const block = `<script type="application/json" id="${CATALOGUE_ELEMENT_ID}">${jsonForHtml(await currentCatalogue(db))}</script>`;
  const headers = new Headers(page.headers);
  // The built file's validators no longer describe this answer: the catalogue in it is today's.
  headers.delete('etag');
  headers.delete('last-modified');
  headers.delete('content-length');
  const answer = new Response(page.body, { status: page.status, statusText: page.statusText, headers });
  // Prepended: the islands' module scripts come later in the head, so the block is parsed before any of them runs.
  return new HTMLRewriter().on('head', { element: (head) => void head.prepend(block, { html: true }) }).transform(answer);
}
