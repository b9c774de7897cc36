import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

afterEach(() => cleanup());

// A component that logs console.error fails its test (a React warning is a bug).
const original = console.error;
afterEach(() => vi.restoreAllMocks());
console.error = (...args: unknown[]) => {
  original(...args);
  throw new Error(`console.error was called: ${args.map(String).join(' ')}`);
};
