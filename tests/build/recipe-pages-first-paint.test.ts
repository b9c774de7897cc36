/**
 * The recipe pages' largest paint comes with the HTML (README, Performance budgets: LCP): the built
 * pages already hold both recipe cards, the first one's image sized, not lazy and fetched first,
 * before any script has run or the recommendations have answered. Needs `npm run build` first.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { buildRecommendations } from '../../src/domain/recommendations';

const DIST = join(import.meta.dirname, '../../dist');

function builtPage(route: string): Document {
  const file = join(DIST, `${route}.html`);
  if (!existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` first`);
  // jsdom runs no scripts unless told to: this is the page before any script runs.
  return new JSDOM(readFileSync(file, 'utf8')).window.document;
}

const text = (el: Element | null | undefined) => el?.textContent?.replace(/\s+/g, ' ').trim() ?? '';

describe.each(['free-trial/choose-recipe', 'choose-recipe'])('/%s, as built', (route) => {
  it('holds both trial recipe cards, the first image sized, not lazy and fetched first', () => {
    const doc = builtPage(route);
    // The recipes the API's trial form answers, in its order, whatever the dog.
    const titles = buildRecommendations([{ weight: 12 }], { trialOnly: true }).map((r) => r.title);
    expect([...doc.querySelectorAll('article h2')].map(text)).toEqual(titles);
    const images = [...doc.querySelectorAll('article img')];
    expect(images.map((img) => [img.getAttribute('width'), img.getAttribute('height'), img.getAttribute('loading')])).toEqual(
      titles.map(() => ['160', '160', 'eager']),
    );
    expect(images.map((img) => img.getAttribute('fetchpriority'))).toEqual(['high', null]);
  });
});
