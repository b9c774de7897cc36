import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { checkoutConfirmBodySchema, checkoutConfirmLink, confirmExpiry } from '../../src/domain/checkout-confirmation';

describe('checkout confirmation', () => {
  const now = new Date('2026-01-01T00:00:00Z');

  it('expires after 30 minutes, or with its checkout when that is sooner', () => {
    expect(confirmExpiry(now, '2026-01-02T00:00:00.000Z').toISOString()).toBe('2026-01-01T00:30:00.000Z');
    expect(confirmExpiry(now, '2026-01-01T00:10:00.000Z').toISOString()).toBe('2026-01-01T00:10:00.000Z');
  });

  it('links to the checkout page with the session and the token as query parameters', () => {
    expect(checkoutConfirmLink('https://plans.furbaby.co.nz', 'chk_abc12345', 'a-b_c')).toBe(
      'https://plans.furbaby.co.nz/checkout?session=chk_abc12345&confirm=a-b_c',
    );
  });

  it('accepts only a 43-character base64url token', () => {
    expect(v.safeParse(checkoutConfirmBodySchema, { token: 'A'.repeat(43) }).success).toBe(true);
    for (const token of ['A'.repeat(42), 'A'.repeat(44), `${'A'.repeat(42)}=`, `${'A'.repeat(42)}\u0000`, 42, null]) {
      expect(v.safeParse(checkoutConfirmBodySchema, { token }).success).toBe(false);
    }
  });
});
