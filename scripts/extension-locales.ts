/**
 * `npx tsx scripts/extension-locales.ts`: writes each customer account extension's
 * locales/en.default.json from src/copy/customer-account.ts (tests/node/extension-locales.test.ts
 * fails when they differ).
 */
import { writeFileSync } from 'node:fs';
import { CUSTOMER_ACCOUNT_TEXTS } from '../src/copy/customer-account';

export const EXTENSION_LOCALE_FILES = [
  'extensions/customer-account-page/locales/en.default.json',
  'extensions/customer-account-orders/locales/en.default.json',
];

export const localeText = () => `${JSON.stringify(CUSTOMER_ACCOUNT_TEXTS, null, 2)}\n`;

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const file of EXTENSION_LOCALE_FILES) writeFileSync(file, localeText());
  console.log(`wrote ${EXTENSION_LOCALE_FILES.join(', ')}`);
}
