/**
 * Nothing typed before a page is ready is lost (issue 22): in the built HTML every field a
 * visitor can type into before the islands hydrate belongs to an early form (its island hands
 * over what was typed, src/lib/early-input/), and every page carries the inline script that
 * holds such a form's submit until then. Needs `npm run build` first.
 */
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtPage, text } from './built-page';
import { EARLY_FORM_ATTRIBUTE } from '../../src/lib/early-input/attributes';
import { HOLD_EARLY_SUBMITS_INLINE_SCRIPT } from '../../src/lib/early-input/hold-submits';

const DIST = join(import.meta.dirname, '../../dist');
// /embed-check is the embedding's own test bench (a 404 in production), not a visitor's page.
const DEV_PAGES = new Set(['embed-check']);
const routes = (readdirSync(DIST, { recursive: true }) as string[])
  .filter((f) => f.endsWith('.html'))
  .map((f) => relative(DIST, join(DIST, f)).replace(/\.html$/, ''))
  .filter((route) => !DEV_PAGES.has(route));
const FIELDS = 'input:not([type=hidden]):not([type=submit]):not([type=button]), select, textarea';

describe('forms in the built pages', () => {
  it('finds the pages with forms the issue names (the check can fail)', () => {
    const withFields = routes.filter((r) => builtPage(r).querySelector(FIELDS));
    expect(withFields).toEqual(expect.arrayContaining(['free-trial', 'free-trial/choose-recipe', 'choose-recipe', 'pet-calculator']));
  });

  it.each(routes)('%s: every field is in an early form, and the page holds early submits', (route) => {
    const doc = builtPage(route);
    const loose = [...doc.querySelectorAll(FIELDS)].filter((el) => !el.closest(`form[${EARLY_FORM_ATTRIBUTE}]`));
    expect(loose.map((el) => el.outerHTML.slice(0, 80))).toEqual([]);
    const scripts = [...doc.querySelectorAll('script:not([src])')].map((s) => s.textContent);
    expect(scripts).toContain(HOLD_EARLY_SUBMITS_INLINE_SCRIPT);
  });

  // Issue 39: HTML_CodeSniffer (WCAG2AA H32.2) flagged the calculator's autosaving form for having none.
  it.each(routes)('%s: every form has a submit button', (route) => {
    const forms = [...builtPage(route).querySelectorAll('form')];
    const without = forms.filter((f) => !f.querySelector('button:not([type]), button[type=submit], input[type=submit]'));
    expect(without.map((f) => f.outerHTML.slice(0, 80))).toEqual([]);
  });

  // Issue 39: the free-trial form said 'Life stage' twice, as the group's legend and the select's label.
  it.each(routes)('%s: no label inside a group repeats its legend', (route) => {
    const repeated = [...builtPage(route).querySelectorAll('fieldset')].flatMap((set) => {
      const legend = text(set.querySelector('legend'));
      return [...set.querySelectorAll('label')].filter((l) => legend !== '' && text(l) === legend).map(() => `${route}: ${legend}`);
    });
    expect(repeated).toEqual([]);
  });
});
