/**
 * The recipe pages' first paint comes with the HTML (docs/performance.md: LCP), but the built page
 * carries no product (issue 60: the shop's catalogue comes with the served page): it holds the two
 * cards' places, each with our dog picture at the image's 160 × 160 and the figures' terms, and
 * names no recipe and no price. The cards fill right after hydration (tests/components/trial/RecipePage.test.tsx).
 * Needs `npm run build` first.
 */
import { DEMO_CATALOGUE } from '../../functions/db/demo/demo-catalogue';
import { describe, expect, it } from 'vitest';
import { builtPage, text } from './built-page';

describe.each(['free-trial/choose-recipe', 'choose-recipe'])('/%s, as built', (route) => {
  it('holds the two recipe cards’ places, and no recipe or price', () => {
    const doc = builtPage(route);
    const slots = [...doc.querySelectorAll('.recipe-card-slot')];
    expect(slots).toHaveLength(2);
    for (const slot of slots) {
      expect(slot.getAttribute('aria-hidden')).toBe('true');
      // Our dog picture in the image's place, sized, not lazy: the place's largest paint, with the HTML.
      const img = slot.querySelector('img')!;
      expect([img.getAttribute('src'), img.getAttribute('width'), img.getAttribute('height'), img.getAttribute('loading')]).toEqual([
        '/images/default-dog.svg',
        '160',
        '160',
        'eager',
      ]);
      expect([...slot.querySelectorAll('dt')].map(text)).toEqual(['Grams per day', 'Bag size', 'Delivered every', 'Price per day']);
    }
    expect([...doc.querySelectorAll('.recipe-cards img')].map((i) => i.getAttribute('fetchpriority'))).toEqual(['high', null]);
    expect(doc.querySelectorAll('article')).toHaveLength(0);
    const cards = text(doc.querySelector('.recipe-cards')!);
    for (const k of DEMO_CATALOGUE.kibbles) expect(cards).not.toContain(k.title);
    expect(cards).not.toMatch(/\$\d/);
  });
});
