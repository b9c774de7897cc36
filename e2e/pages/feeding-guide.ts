/** Page helpers for the feeding-guide creator (/get-started, /feeding-guide). */
import { expect, type Locator, type Page } from '@playwright/test';
import { waitForIslands } from './pets';

export class FeedingGuidePage {
  constructor(readonly page: Page) {}

  static async open(page: Page, path = '/get-started'): Promise<FeedingGuidePage> {
    await page.goto(path);
    await waitForIslands(page);
    return new FeedingGuidePage(page);
  }

  heading(): Locator {
    return this.page.getByRole('heading', { level: 1 });
  }
  furbabys(): Locator {
    return this.page.getByRole('navigation', { name: 'My Furbabys' });
  }
  dog(name: string): Locator {
    return this.furbabys().getByRole('button', { name: new RegExp(`^${name}\\b`) });
  }
  summary(): Locator {
    return this.page.getByRole('region', { name: 'Your feeding plan' });
  }
  recommendations(): Locator {
    return this.page.getByRole('region', { name: 'Recommended plans' });
  }

  async addDog(name: string, weight: string, lifeStage?: string): Promise<void> {
    await this.page.getByRole('textbox', { name: "Your dog's name" }).fill(name);
    await this.page.getByRole('spinbutton', { name: 'Weight (kg)' }).fill(weight);
    if (lifeStage) await this.page.getByRole('group', { name: 'Life stage' }).getByRole('button', { name: lifeStage }).click();
    await this.page.getByRole('button', { name: 'Save Pet' }).click();
    await expect(this.dog(name)).toBeVisible();
  }
}
