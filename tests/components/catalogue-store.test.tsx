/**
 * The page's catalogue block (src/stores/catalogue.ts): read as the Worker wrote it; a block that
 * is not shaped as a catalogue is no catalogue, so no island shows a product or a price from it.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_CATALOGUE } from '../../functions/db/demo/demo-catalogue';
import { CATALOGUE_ELEMENT_ID } from '../../src/domain/catalogue';
import { hasCatalogueShape, readPageCatalogue } from '../../src/stores/catalogue';

function pageWith(text: string | null): Document {
  const doc = document.implementation.createHTMLDocument('page');
  if (text !== null) {
    const block = doc.createElement('script');
    block.type = 'application/json';
    block.id = CATALOGUE_ELEMENT_ID;
    block.textContent = text;
    doc.head.appendChild(block);
  }
  return doc;
}

describe('the page’s catalogue block', () => {
  it('is read as the Worker wrote it', () => {
    expect(readPageCatalogue(pageWith(JSON.stringify(DEMO_CATALOGUE)))).toEqual(DEMO_CATALOGUE);
  });

  it('is no catalogue when absent, not JSON, or not shaped as one', () => {
    expect(readPageCatalogue(pageWith(null))).toBeNull();
    expect(readPageCatalogue(pageWith('{"kibbles":'))).toBeNull();
    const kibble = DEMO_CATALOGUE.kibbles[0]!;
    const variant = kibble.variants[0]!;
    for (const bad of [
      null,
      [],
      { ...DEMO_CATALOGUE, plans: undefined },
      { ...DEMO_CATALOGUE, defaultProductId: 1 },
      { ...DEMO_CATALOGUE, kibbles: [{ ...kibble, variants: [{ ...variant, priceCents: 39.99 }] }] },
      { ...DEMO_CATALOGUE, kibbles: [{ ...kibble, variants: [{ ...variant, priceCents: '3999' }] }] },
      { ...DEMO_CATALOGUE, kibbles: [{ ...kibble, variants: [{ ...variant, priceCents: 0 }] }] },
      { ...DEMO_CATALOGUE, treats: [{ ...DEMO_CATALOGUE.treats[0]!, variants: null }] },
      { ...DEMO_CATALOGUE, plans: [{ id: 'sp', frequencyDays: 30.5, discountPercent: 12 }] },
    ]) {
      expect(hasCatalogueShape(bad)).toBe(false);
      expect(readPageCatalogue(pageWith(JSON.stringify(bad)))).toBeNull();
    }
  });
});
