/**
 * Subscriptions, their items and billing attempts: rows, reads, the answer shape and the
 * statements that change them inside one batch.
 */
export * from './answer';
export * from './reads';
export * from './rows';
export * from './writes';
export * from './contracts';
export * from './mirror';
