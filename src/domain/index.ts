/**
 * The domain core: every formula, constant, rule and schema of the spec, pure TypeScript with
 * no I/O, imported by the React islands and the Hono API alike. Import from here.
 */
export * from './catalogue';
export * from './rounding';
export * from './pet-values';
export * from './normalise';
export * from './weight';
export * from './feeding';
export * from './money';
export * from './plans';
export * from './pets-payload';
export * from './recommendations';
export * from './pets';
export * from './age';
export * from './frequency';
export * from './dates';
export * from './billing';
export * from './subscriptions';
export * from './orders';
export * from './breeds';
export * from './trial';
export * from './layout';
export * from './photo';
export * from './schemas';
