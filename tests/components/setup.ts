import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

afterEach(() => cleanup());

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
