import { formatLongDateUS } from '../../src/domain/dates';
import { CUSTOMER_ACCOUNT_TEXTS, type CustomerAccountTextKey } from '../../src/copy/customer-account';

/**
 * A text of src/copy/customer-account.ts. Written here from the copy itself, which the locales file
 * (locales/en.default.json, what \`shopify.i18n.translate\` would read) holds equal: one source,
 * and the same words in the component tests as in the sandbox.
 */
export function t(key: CustomerAccountTextKey, values: Record<string, string | number> = {}): string {
  return CUSTOMER_ACCOUNT_TEXTS[key].replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
}

export const longDate = (day: string) => formatLongDateUS(day);
