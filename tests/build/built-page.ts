/** A page of the build output (dist/) as the browser gets it, before any script runs. */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { JSDOM } from 'jsdom';

const DIST = join(import.meta.dirname, '../../dist');

export function builtPage(route: string): Document {
  const file = join(DIST, `${route}.html`);
  if (!existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` first`);
  // jsdom runs no scripts unless told to: this is the page before any script runs.
  return new JSDOM(readFileSync(file, 'utf8')).window.document;
}

/** An element's text as a reader sees it: whitespace collapsed. */
export const text = (el: Element | null | undefined) => el?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
