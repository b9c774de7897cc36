import { catalogueReplacementSql, catalogueStateSql } from '../catalogue';
import { inlineSql } from '../sql-literal';
import { DEMO_CATALOGUE } from './demo-catalogue';

/**
 * The demo shop's catalogue (./demo-catalogue.ts) written into D1 as the catalogue, the way any
 * replacement is (functions/db/catalogue.ts `replaceCatalogueStatements`): its products,
 * variants and plans offered, anything else not offered, the state 'demo' with its plans ready.
 * Loading it twice leaves the same rows.
 */
export function catalogueStatements(now: Date): string[] {
  return [...catalogueReplacementSql(DEMO_CATALOGUE, [], now), catalogueStateSql({ source: 'demo', plansState: 'ready', plansError: null }, now)].map(
    ({ sql, params }) => inlineSql(sql, params),
  );
}
