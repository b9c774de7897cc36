import { catalogueStatements } from './catalogue-rows';
import { demoCustomerStatements } from './customers';

export { DEMO } from './customers';

/** Every demo-data statement, in dependency order. Idempotent: each is INSERT OR IGNORE. */
export function demoDataStatements(now = new Date(), options: { renewalDue?: boolean } = {}): string[] {
  return [...catalogueStatements(), ...demoCustomerStatements(now, options)];
}
