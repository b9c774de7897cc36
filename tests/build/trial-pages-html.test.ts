/**
 * The trial pages' first paint comes without JavaScript: the built HTML in dist/
 * already holds the headings and the form labels. Read with jsdom, which runs no scripts.
 * Needs `npm run build` first.
 */
import { describe, expect, it } from 'vitest';
import { builtPage, text } from './built-page';
import { HOW_THE_TRIAL_WORKS_HEADING, TERMS_HEADING, FREE_TRIAL_SUBMIT_LABEL, titleName, trialTermsAndConditions } from '../../src/domain/recipe-pages';
import { ACTIVITY_LABELS, BODY_CONDITION_LABELS, LIFE_STAGE_SHORT_LABELS } from '../../src/copy/pet-labels';
import { firstOrderRecipeTitle, freeTrialTitle, trialRecipeTitle } from '../../src/domain/trial';
import { FREE_TRIAL_MAX_WEIGHT_KG, FREE_TRIAL_WEIGHT_NOTE, RECIPE_PAGE_MAX_WEIGHT_KG } from '../../src/domain/weight';

const headings = (doc: Document, level: string) => [...doc.querySelectorAll(level)].map(text);

/** The label texts whose control exists in the page (for= pointing at it, or wrapping it). */
function labelsWithControls(doc: Document): string[] {
  return [...doc.querySelectorAll('label')]
    .filter((label) => {
      const target = label.getAttribute('for');
      return target ? doc.getElementById(target) !== null : label.querySelector('input, select, textarea') !== null;
    })
    .map(text);
}

describe('/free-trial, as built', () => {
  const doc = builtPage('free-trial');

  it('has the title heading', () => {
    expect(headings(doc, 'h1')).toEqual([freeTrialTitle(titleName(''))]);
  });

  it('has every field labelled, the weight limits and the submit button', () => {
    const labels = labelsWithControls(doc);
    for (const label of ['Your full name', 'Email address', "Dog's name", 'Weight (kg)']) expect(labels).toContain(label);
    for (const label of [...Object.values(LIFE_STAGE_SHORT_LABELS), ...Object.values(BODY_CONDITION_LABELS), ...Object.values(ACTIVITY_LABELS)]) {
      expect(labels).toContain(label);
    }
    expect([...doc.querySelectorAll('legend')].map(text)).toEqual(expect.arrayContaining(['Life stage', 'Body condition', 'Activity level']));
    const weight = doc.querySelector<HTMLInputElement>('input[name="weight"]')!;
    expect([weight.type, weight.min, weight.max, weight.step]).toEqual(['number', '1', String(FREE_TRIAL_MAX_WEIGHT_KG), '0.1']);
    expect(text(doc.getElementById(weight.getAttribute('aria-describedby')!.split(' ').pop()!))).toBe(FREE_TRIAL_WEIGHT_NOTE);
    expect([...doc.querySelectorAll('button[type="submit"]')].map(text)).toEqual([FREE_TRIAL_SUBMIT_LABEL]);
  });
});

describe('/free-trial/choose-recipe, as built', () => {
  const doc = builtPage('free-trial/choose-recipe');

  it('has the title, How the Trial Works and the Terms and Conditions', () => {
    expect(headings(doc, 'h1')).toEqual([trialRecipeTitle(titleName(''))]);
    expect(headings(doc, 'h2')).toEqual(expect.arrayContaining([HOW_THE_TRIAL_WORKS_HEADING, TERMS_HEADING]));
    const terms = [...doc.querySelectorAll('#trial-terms ~ ul li')].map(text);
    expect(terms).toEqual(trialTermsAndConditions(null));
  });

  it('opens the dog editor with every field labelled (name and weight are missing before the address is read)', () => {
    const editor = doc.querySelector('form.sentence-editor')!;
    expect(editor.hasAttribute('hidden')).toBe(false);
    expect(labelsWithControls(doc)).toEqual(expect.arrayContaining(["Dog's name", 'Weight (kg)', 'Activity', 'Life stage', 'Body condition']));
    const weight = editor.querySelector<HTMLInputElement>('input[name="weight"]')!;
    expect([weight.max, weight.step]).toEqual([String(RECIPE_PAGE_MAX_WEIGHT_KG), '0.5']);
  });
});

describe('/choose-recipe, as built', () => {
  const doc = builtPage('choose-recipe');

  it('has the first-order title and the labelled editor, and no trial terms', () => {
    expect(headings(doc, 'h1')).toEqual([firstOrderRecipeTitle(titleName(''))]);
    expect(labelsWithControls(doc)).toEqual(expect.arrayContaining(["Dog's name", 'Weight (kg)']));
    expect(headings(doc, 'h2')).not.toContain(TERMS_HEADING);
  });
});
