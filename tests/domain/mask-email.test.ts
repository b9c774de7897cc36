import { describe, expect, it } from 'vitest';
import { maskEmail } from '../../src/domain/mask-email';

describe('maskEmail', () => {
  it.each([
    ['sam.smith@example.com', 's***@example.com'],
    ['a@b.nz', 'a***@b.nz'],
    ['😀x@example.com', '😀***@example.com'],
    ['"odd@local"@example.com', '"***@example.com'],
    ['no-at-sign', '***'],
    ['@example.com', '***'],
  ])('%s → %s', (email, masked) => expect(maskEmail(email)).toBe(masked));

  it('does not tell the mailbox length', () => {
    expect(maskEmail('s@example.com')).toBe(maskEmail('samantha@example.com'));
  });
});
