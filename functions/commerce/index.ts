/**
 * The commerce engine for a request or the scheduled job, chosen in this one place. Today there
 * is one, the D1 engine; a second back end is a second implementation of ./port.ts picked here
 * from the configuration.
 */
import type { Config } from '../env';
import { d1Commerce } from './d1';

export type { Commerce } from './port';

export function commerceFor(_config: Config) {
  return d1Commerce;
}
