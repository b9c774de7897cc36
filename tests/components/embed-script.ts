/**
 * public/embed.js run in jsdom as a theme's `<script src>` would run it on a shop page: the
 * static file itself, not a copy, so its tests hold the file the shops load.
 */
import { readFileSync } from 'node:fs';

export const EMBED_JS = readFileSync('public/embed.js', 'utf8');
/** Our origin, where the script (and so the frame) comes from. */
export const APP = 'https://plans.example.com';

/** Runs embed.js on a shop page at `path` with one of our pages to embed; answers the frame it made. */
export function loadEmbed(path: string): HTMLIFrameElement {
  delete (window as { FurbabyEmbed?: unknown }).FurbabyEmbed;
  document.body.innerHTML = '<div data-furbaby-page="/pet-calculator?productId=1" data-furbaby-title="Plan"></div>';
  window.history.replaceState(null, '', path);
  const script = document.createElement('script');
  script.src = `${APP}/embed.js`;
  Object.defineProperty(document, 'currentScript', { value: script, configurable: true });
  new Function(EMBED_JS)();
  const iframe = document.querySelector('iframe');
  if (!iframe) throw new Error('embed.js created no frame');
  return iframe;
}

/** Undoes loadEmbed's page (the listeners embed.js added stay, as on a page that is never left). */
export function unloadEmbed(): void {
  delete (document as { currentScript?: unknown }).currentScript;
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
}
