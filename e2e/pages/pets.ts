/**
 * Page helpers for the pet screens (e2e/pets.spec.ts): the calculator, Manage My Furbabies and
 * the browser's pet data. Each works on our page directly or inside the demo shop's iframe.
 */
import { expect, type FrameLocator, type Locator, type Page } from '@playwright/test';

type Root = Page | FrameLocator;

/**
 * Waits that include a page load or a call to the local Worker get this long: `wrangler dev`
 * on a busy machine can take several seconds for one, more than the suite's 7 s default.
 */
export const SERVER_WAIT = { timeout: 20_000 };

/** Astro islands drop their `ssr` attribute once hydrated: only then do clicks reach React. */
export async function waitForIslands(root: Root): Promise<void> {
  await expect(root.locator('astro-island[ssr]')).toHaveCount(0, SERVER_WAIT);
}

/** Accepts the next confirm() after checking its text (also from inside a frame). */
export function acceptNextConfirm(page: Page, message: string): Promise<void> {
  return new Promise((resolve, reject) => {
    page.once('dialog', (dialog) => {
      const text = dialog.message();
      void dialog.accept().then(() => (text === message ? resolve() : reject(new Error(`confirm said "${text}"`))));
    });
  });
}

export class PetCalculator {
  constructor(readonly root: Root) {}

  static async open(page: Page, query = ''): Promise<PetCalculator> {
    await page.goto(`/pet-calculator${query}`);
    const calc = new PetCalculator(page);
    await calc.ready();
    return calc;
  }

  async ready(): Promise<void> {
    await waitForIslands(this.root);
    await expect(this.root.getByRole('status').filter({ hasText: 'Loading your furbabies' })).toHaveCount(0, SERVER_WAIT);
  }

  get name(): Locator {
    return this.root.getByRole('textbox', { name: "Your dog's name" });
  }
  get weight(): Locator {
    return this.root.getByRole('textbox', { name: 'Weight (kg)' });
  }
  get dogs(): Locator {
    return this.root.getByRole('navigation', { name: 'Your dogs' });
  }
  dog(name: string): Locator {
    return this.dogs.getByRole('button', { name: new RegExp(`^${name}\\b`) });
  }
  deleteButton(name: string): Locator {
    return this.dogs.getByRole('button', { name: `Delete ${name}` });
  }
  get summary(): Locator {
    return this.root.getByRole('region', { name: 'Your feeding plan' });
  }
  choice(label: string): Locator {
    return this.root.getByRole('button', { name: label, exact: true });
  }

  /** Adds a dog through the form: + Add Dog (when one is shown), name, weight, then leaves the field. */
  async addDog(name: string, weightKg?: number): Promise<void> {
    if ((await this.name.inputValue()) !== '') await this.root.getByRole('button', { name: '+ Add Dog' }).click();
    await this.name.fill(name);
    await this.name.press('Tab');
    await expect(this.dog(name)).toBeVisible(SERVER_WAIT);
    if (weightKg !== undefined) {
      await this.weight.fill(String(weightKg));
      await this.weight.press('Tab');
    }
  }

  /** The selected dog's kibble numbers line ("551 calories/day 163 g/day 1.5 cups/day"). */
  dogNumbers(name: string): Locator {
    return this.root.getByLabel(`${name} per day`);
  }
}

export class ManagePets {
  constructor(readonly page: Page) {}

  static async open(page: Page): Promise<ManagePets> {
    await page.goto('/manage-pets');
    const manage = new ManagePets(page);
    await waitForIslands(page);
    await expect(page.getByRole('status').filter({ hasText: 'Loading your furbabies' })).toHaveCount(0, SERVER_WAIT);
    return manage;
  }

  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1 });
  }
  card(name: string): Locator {
    return this.page.getByRole('article', { name: new RegExp(`^${name}( \\(Unsubscribed\\))?$`) });
  }
  cards(): Locator {
    return this.page.getByRole('article');
  }
  kibble(name: 'Chicken' | 'Lamb' | 'Mixed'): Locator {
    return this.page.getByRole('group', { name: 'Select your kibble' }).getByRole('radio', { name });
  }
  get dialog(): Locator {
    return this.page.getByRole('dialog');
  }
  async edit(name: string): Promise<Locator> {
    await this.card(name)
      .getByRole('button', { name: /^Edit Details/ })
      .click();
    await expect(this.page.getByRole('dialog', { name: 'Edit Dog' })).toBeVisible();
    return this.page.getByRole('dialog', { name: 'Edit Dog' });
  }
  async delete(name: string): Promise<void> {
    const confirmed = acceptNextConfirm(this.page, 'Are you sure you want to delete this furbaby?');
    await this.card(name)
      .getByRole('button', { name: /^Delete Furbaby/ })
      .click();
    await confirmed;
    await expect(this.card(name)).toHaveCount(0, SERVER_WAIT);
  }
}

/** The browser's pet data (`mfb_pet_data`) and the migration flag. */
export const browserPets = {
  async set(page: Page, value: unknown): Promise<void> {
    await page.evaluate((v) => localStorage.setItem('mfb_pet_data', JSON.stringify(v)), value);
  },
  async names(page: Page): Promise<string[]> {
    return page.evaluate(() => {
      const raw = JSON.parse(localStorage.getItem('mfb_pet_data') ?? 'null') as { pets?: { name: string }[] } | { name: string }[] | null;
      const pets = Array.isArray(raw) ? raw : (raw?.pets ?? []);
      return pets.map((p) => p.name);
    });
  },
  /** The stored life stage of the dog called `name` (null when there is no such dog). */
  async lifeStage(page: Page, name: string): Promise<string | null> {
    return page.evaluate((wanted) => {
      const raw = JSON.parse(localStorage.getItem('mfb_pet_data') ?? 'null') as { pets?: { name: string; life_stage?: string }[] } | null;
      return raw?.pets?.find((p) => p.name === wanted)?.life_stage ?? null;
    }, name);
  },
  migrationFlag(page: Page): Promise<string | null> {
    return page.evaluate(() => localStorage.getItem('mfb_migration_attempted'));
  },
};
