/** Every valibot schema of the spec's entities and call bodies, with their inferred types. */
export * from './common';
export * from './pet';
export * from './subscription';
export * from './subscription-actions';
export * from './order';
export * from './auth';
export * from './shop';
export * from './trial';
