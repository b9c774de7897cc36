/**
 * The pages that show a customer's data say what they are before any script has run (docs/performance.md:
 * LCP): the built HTML holds each page's heading and the line that is its
 * largest paint, so the data that arrives later (an order, pets, a subscription) is no larger
 * than what is already on screen. Needs `npm run build` first.
 */
import { describe, expect, it } from 'vitest';
import { builtPage, text } from './built-page';
import { MANAGE_PETS_INTRO, YOUR_PETS_INTRO } from '../../src/copy/pet-pages';
import { MOBILE_TEXTS } from '../../src/domain/mobile';

describe.each([
  { route: 'checkout', heading: 'Checkout', line: 'p.checkout-intro', words: /^Check your order and what happens after it/ },
  { route: 'manage-pets', heading: 'Manage My Furbabies', line: 'p.pets-intro', words: MANAGE_PETS_INTRO },
  { route: 'your-pets', heading: 'Your Pets', line: 'p.pets-intro', words: YOUR_PETS_INTRO },
  { route: 'mobile', heading: MOBILE_TEXTS.appName, line: 'main p', words: MOBILE_TEXTS.splash },
  { route: 'order-status', heading: 'Your order status', line: null, words: null },
])('/$route, as built', ({ route, heading, line, words }) => {
  it('holds its heading and its line under it, with a loading status where data is still to come', () => {
    const doc = builtPage(route);
    expect(text(doc.querySelector('h1'))).toBe(heading);
    if (line && words) expect(text(doc.querySelector(line))).toMatch(words);
    // The checkout's order is read by its island; the page itself is the heading and the line.
    if (route !== 'checkout') expect(text(doc.querySelector('[role="status"]'))).toMatch(/Loading/);
  });
});
