import { expect, type FrameLocator, type Locator, type Page } from '@playwright/test';
import { MESSAGES } from '../../src/copy/messages';
import type { TestCustomer } from '../fixtures/login';
import { greeting } from '../fixtures/login';

/** The dashboard's login states (src/components/dashboard/), on our site or inside a frame. */
export class DashboardLogin {
  constructor(readonly root: Page | FrameLocator) {}

  loginHeading(): Locator {
    return this.root.getByRole('heading', { name: 'Login to access your dashboard' });
  }

  accessHeading(): Locator {
    return this.root.getByRole('heading', { name: 'Access Your Dashboard' });
  }

  greeting(customer: TestCustomer): Locator {
    return this.root.getByRole('heading', { name: greeting(customer) });
  }

  expiredAlert(): Locator {
    return this.root.getByRole('alert').filter({ hasText: MESSAGES.magicLinkExpired });
  }

  thanks(): Locator {
    return this.root.getByRole('status').filter({ hasText: MESSAGES.magicLinkSent });
  }

  logoutButton(): Locator {
    return this.root.getByRole('button', { name: 'Logout' });
  }

  shopLink(): Locator {
    return this.root.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Shop' });
  }

  /** Fills the standalone form and presses 'Send Magic Link'. */
  async requestLink(email: string): Promise<void> {
    await expect(this.loginHeading()).toBeVisible(); // hydrated: the island replaced the spinner
    await this.root.getByRole('textbox', { name: 'Email address' }).fill(email);
    await this.root.getByRole('button', { name: 'Send Magic Link' }).click();
  }
}
