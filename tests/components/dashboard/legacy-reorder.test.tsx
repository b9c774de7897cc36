import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { LegacyPanel } from '../../../src/components/dashboard/sections/LegacyPanel';
import { resetDashboardForTests } from '../../../src/stores/dashboard';
import { makeLegacy } from './fixtures';

beforeEach(() => resetDashboardForTests());

describe('the legacy panel’s Reorder Now (issue 59 §7)', () => {
  it('is offered where the shop can charge the subscription', () => {
    render(<LegacyPanel legacy={makeLegacy()} />);
    expect(screen.getByRole('button', { name: 'Reorder Now' }).hasAttribute('disabled')).toBe(false);
  });

  it('is not offered where it cannot (Shopify mode): Confirm & Pay stays', () => {
    render(<LegacyPanel legacy={makeLegacy({ reorder_now: false })} />);
    expect(screen.queryByRole('button', { name: 'Reorder Now' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Confirm & Pay' }).hasAttribute('disabled')).toBe(false);
  });
});
