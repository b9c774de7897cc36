/**
 * The recipe pages' largest paint comes with the HTML (docs/performance.md: LCP): the built
 * pages already hold both recipe cards, the first one's image sized, not lazy and fetched first,
 * before any script has run or the recommendations have answered. Needs `npm run build` first.
 */
import { DEMO_CATALOGUE } from '../../functions/db/demo/demo-catalogue';
import { describe, expect, it } from 'vitest';
import { builtPage, text } from './built-page';
import { buildRecommendations } from '../../src/domain/recommendations';

describe.each(['free-trial/choose-recipe', 'choose-recipe'])('/%s, as built', (route) => {
  it('holds both trial recipe cards, the first image sized, not lazy and fetched first', () => {
    const doc = builtPage(route);
    // The recipes the API's trial form answers, in its order, whatever the dog.
    const titles = buildRecommendations([{ weight: 12 }], DEMO_CATALOGUE, { trialOnly: true }).map((r) => r.title);
    expect([...doc.querySelectorAll('article h2')].map(text)).toEqual(titles);
    const images = [...doc.querySelectorAll('article img')];
    expect(images.map((img) => [img.getAttribute('width'), img.getAttribute('height'), img.getAttribute('loading')])).toEqual(
      titles.map(() => ['160', '160', 'eager']),
    );
    expect(images.map((img) => img.getAttribute('fetchpriority'))).toEqual(['high', null]);
  });
});
