import { catalogueStatements } from './catalogue-rows';
import { demoCustomerStatements } from './customers';

export { DEMO } from './customers';

/** Every demo-data statement, in dependency order. Idempotent: the catalogue is replaced by itself, the rest is INSERT OR IGNORE. */
export function demoDataStatements(now = new Date(), options: { renewalDue?: boolean } = {}): string[] {
  return [...catalogueStatements(now), ...demoCustomerStatements(now, options)];
}
