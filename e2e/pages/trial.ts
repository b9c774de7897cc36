/**
 * Page helpers for the trial funnel (e2e/trial.spec.ts): the free-trial form, the recipe pages
 * and the local checkout. Role locators only; each waits for its island to hydrate.
 */
import { expect, type FrameLocator, type Locator, type Page } from '@playwright/test';
import { waitForIslands } from './pets';

export interface Visitor {
  customerName: string;
  email: string;
  dogName: string;
  weight: string;
  lifeStage?: 'Puppy' | 'Adult' | 'Senior';
}

export class FreeTrialForm {
  /** `page`: our page, or the shop page's frame that holds it. */
  constructor(readonly page: Page | FrameLocator) {}

  static async open(page: Page, query = ''): Promise<FreeTrialForm> {
    await page.goto(`/free-trial${query}`);
    await waitForIslands(page);
    return new FreeTrialForm(page);
  }

  heading(): Locator {
    return this.page.getByRole('heading', { level: 1 });
  }
  alert(): Locator {
    return this.page.getByRole('alert');
  }
  weight(): Locator {
    return this.page.getByRole('spinbutton', { name: 'Weight (kg)' });
  }
  metrics(dogName: string): Locator {
    return this.page.getByRole('list', { name: `${dogName}'s daily feeding amounts` });
  }
  submit(): Locator {
    return this.page.getByRole('button', { name: 'Get started for FREE!' });
  }

  async fill(v: Visitor): Promise<void> {
    await this.page.getByRole('textbox', { name: 'Your full name' }).fill(v.customerName);
    await this.page.getByRole('textbox', { name: 'Email address' }).fill(v.email);
    await this.page.getByRole('textbox', { name: "Dog's name" }).fill(v.dogName);
    await this.weight().fill(v.weight);
    // A phone shows the life stage as a select, a wider screen as cards.
    const stage = this.page.getByRole('group', { name: 'Life stage' });
    const select = stage.getByRole('combobox', { name: 'Life stage' });
    if (await select.isVisible()) await select.selectOption({ label: v.lifeStage ?? 'Adult' });
    else await stage.getByRole('radio', { name: v.lifeStage ?? 'Adult' }).check();
  }
}

export class RecipePage {
  constructor(readonly page: Page) {}

  static async open(page: Page, path: string): Promise<RecipePage> {
    await page.goto(path);
    await waitForIslands(page);
    return new RecipePage(page);
  }

  async ready(): Promise<void> {
    await waitForIslands(this.page);
  }
  heading(): Locator {
    return this.page.getByRole('heading', { level: 1 });
  }
  metrics(dogName: string): Locator {
    return this.page.getByRole('list', { name: `${dogName}'s daily feeding amounts` });
  }
  card(title: string): Locator {
    return this.page.getByRole('article', { name: title });
  }
  /** The dog's name in the sentence: it opens and closes the editor. */
  nameToggle(dogName: string): Locator {
    return this.page.getByRole('button', { name: dogName, exact: true });
  }
  weight(): Locator {
    return this.page.getByRole('spinbutton', { name: 'Weight (kg)' });
  }
  notice(): Locator {
    return this.page.getByRole('status').filter({ hasText: /maximum dog weight/ });
  }
  async openEditor(dogName: string): Promise<void> {
    const toggle = this.nameToggle(dogName);
    await expect(toggle).toBeVisible();
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    await expect(this.weight()).toBeVisible();
  }
}

export interface Address {
  street: string;
  city: string;
  postcode: string;
}

export class LocalCheckoutPage {
  constructor(readonly page: Page) {}

  async ready(): Promise<void> {
    await expect(this.page).toHaveURL(/\/checkout\/?\?session=chk_/);
    await waitForIslands(this.page);
    await expect(this.page.getByRole('heading', { name: 'Your order' })).toBeVisible();
  }
  order(): Locator {
    return this.page.getByRole('region', { name: 'Your order' });
  }
  alert(): Locator {
    return this.page.getByRole('alert').filter({ hasText: /\S/ });
  }
  confirmation(): Locator {
    return this.page.getByRole('heading', { name: /^Thank you! Order #\d+ is confirmed\.$/ });
  }
  field(name: string): Locator {
    return this.page.getByRole('textbox', { name, exact: true });
  }

  async fill(address: Address, card = { number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' }): Promise<void> {
    await this.field('Street address').fill(address.street);
    await this.field('Town or city').fill(address.city);
    await this.field('Postcode').fill(address.postcode);
    await this.field('Card number').fill(card.number);
    await this.field('Expiry (MM/YY)').fill(card.expiry);
    await this.field('Security code (CVC)').fill(card.cvc);
  }
  async placeTrial(): Promise<void> {
    await this.page.getByRole('button', { name: /^Start my free trial/ }).click();
  }
}
