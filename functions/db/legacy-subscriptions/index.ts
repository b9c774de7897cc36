/**
 * Legacy (pre-migration) subscriptions and their add-on items: rows, reads, the answer shape
 * and the statements that change them.
 */
export * from './answer';
export * from './reads';
export * from './rows';
export * from './writes';
