import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { DEMO_CATALOGUE } from '../../functions/db/demo/demo-catalogue';
import { $catalogue } from '../../src/stores/catalogue';

afterEach(() => cleanup());

// The catalogue the Worker puts into every page (src/stores/catalogue.ts): the demo shop's, unless a test sets another.
beforeEach(() => $catalogue.set(DEMO_CATALOGUE));

// findBy…/waitFor give up after 1 s by default: an island that lazy-loads a dialog's code needs
// longer on two shared cores while the suite's other workers run (it failed there, never alone).
// A real failure still fails, only later.
configure({ asyncUtilTimeout: 5000 });

// A component that logs console.error fails its test (a React warning is a bug).
const original = console.error;
afterEach(() => vi.restoreAllMocks());
console.error = (...args: unknown[]) => {
  original(...args);
  throw new Error(`console.error was called: ${args.map(String).join(' ')}`);
};
