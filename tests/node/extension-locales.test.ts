/** The extensions' translations are src/copy/customer-account.ts, word for word (`npx tsx scripts/extension-locales.ts` writes them). */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EXTENSION_LOCALE_FILES, localeText } from '../../scripts/extension-locales';

describe('customer account extension locales', () => {
  it.each(EXTENSION_LOCALE_FILES)('%s equals src/copy/customer-account.ts', (file) => {
    expect(readFileSync(file, 'utf8')).toBe(localeText());
  });
});
