import type { Catalogue } from '../src/domain/catalogue';
import { appCatalogue, bagOf, defaultKibble, planEvery } from './fixtures/catalogue';
import { DUPLICATE_PET_NAME_MESSAGE } from '../src/domain/schemas/pet-save';
import { DEMO_CUSTOMER, expect, logIn, logOut, test } from './fixtures/login';
import { makePng } from './fixtures/png';
import { createCustomer } from './pages/dashboard';
import { DemoShop } from './pages/demo-shop';
import { acceptNextConfirm, browserPets, ManagePets, PetCalculator, SERVER_WAIT, waitForIslands } from './pages/pets';

const CALCULATOR_TITLE = 'Feeding-plan calculator';
const DELETE_CONFIRM_PERMANENT = 'Are you sure you want to delete this furbaby? This cannot be undone.';

let cat: Catalogue;
test.beforeAll(async ({ playwright }, info) => {
  cat = await appCatalogue(playwright, info);
});

test.describe('anonymous owner', () => {
  test('adds two dogs on the calculator, finds them after a reload, changes the kibble and deletes one', async ({ page }) => {
    test.slow(); // one long journey across two pages and three reloads
    const calc = await PetCalculator.open(page);

    await calc.addDog('Rex');
    // 10 kg adult, typical activity, about right, 100 % Chicken (the calculator's default dog).
    await expect(calc.summary).toContainText('🐶 Rex needs 551 calories a day: 163 g of our Chicken kibble.');
    await expect(calc.summary).toContainText('551 kcal');
    await expect(calc.summary).toContainText('163 g');
    await expect(calc.summary).toContainText('1.5 cups');
    await expect(calc.dogNumbers('Rex')).toHaveText('551 calories/day163 g/day1.5 cups/day');
    await expect(calc.dog('Rex')).toContainText('163 g/day');

    await calc.addDog('Bella', 20);
    await calc.choice('Senior +8 years').click();
    await expect(calc.choice('Senior +8 years')).toHaveAttribute('aria-pressed', 'true');
    await expect(calc.summary).toContainText('🐶 Rex and 🐕 Bella need', SERVER_WAIT);
    expect(await browserPets.names(page)).toEqual(['Rex', 'Bella']);
    // The change is stored once the server has recalculated the dog: reload only after that.
    await expect.poll(() => browserPets.lifeStage(page, 'Bella'), SERVER_WAIT).toBe('senior');

    await page.reload();
    await calc.ready();
    await expect(calc.dog('Rex')).toContainText('163 g/day');
    await expect(calc.dog('Bella')).toBeVisible();
    await calc.dog('Bella').click();
    await expect(calc.weight).toHaveValue('20');
    await expect(calc.choice('Senior +8 years')).toHaveAttribute('aria-pressed', 'true');

    const manage = await ManagePets.open(page);
    await expect(manage.heading).toHaveText('Manage My Furbabies (Anonymous)');
    await expect(manage.card('Rex')).toContainText('163 g/day');
    await manage.kibble('Lamb').check();
    await expect(manage.card('Rex')).toContainText('171 g/day', SERVER_WAIT);
    await expect(manage.kibble('Lamb')).toBeChecked();

    const back = await PetCalculator.open(page);
    await expect(back.dog('Rex')).toContainText('171 g/day');
    await expect(back.summary).toContainText('of our Lamb kibble');
    const confirmed = acceptNextConfirm(page, DELETE_CONFIRM_PERMANENT);
    await back.deleteButton('Bella').click();
    await confirmed;
    await expect(back.dog('Bella')).toHaveCount(0, SERVER_WAIT);
    await page.reload();
    await back.ready();
    await expect(back.dog('Rex')).toBeVisible();
    await expect(back.dog('Bella')).toHaveCount(0);
  });

  test('a second dog of the same name is refused in the form, and nothing typed is lost (issue 39)', async ({ page }) => {
    const manage = await ManagePets.open(page);
    await browserPets.set(page, { pets: [{ id: 'pet_nala_local', name: 'Nala', weight: 8, life_stage: 'adult' }] });
    await page.reload();
    await expect(manage.card('Nala')).toBeVisible(SERVER_WAIT);

    await page.getByRole('button', { name: 'Add Pet' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Dog' });
    await dialog.getByLabel('Name').fill('NALA');
    await dialog.getByLabel('Date of Birth').fill('2024-03-01');
    await dialog.getByRole('combobox', { name: 'Breed' }).fill('Beag');
    await dialog.getByRole('option', { name: 'Beagle' }).click();
    await dialog.getByRole('button', { name: 'Save Pet' }).click();
    await expect(dialog.getByLabel('Name')).toHaveAccessibleDescription(DUPLICATE_PET_NAME_MESSAGE);
    await expect(dialog.getByLabel('Name')).toBeFocused();
    expect(await browserPets.names(page)).toEqual(['Nala']);

    await dialog.getByLabel('Name').fill('Nala Junior');
    await dialog.getByRole('button', { name: 'Save Pet' }).click();
    await expect(dialog).toHaveCount(0, SERVER_WAIT);
    await expect(manage.card('Nala Junior')).toBeVisible();
    await expect(manage.card('Nala')).toBeVisible();
    expect(await browserPets.names(page)).toEqual(['Nala', 'Nala Junior']);
  });

  test('empty states and the weight clamp on the calculator', async ({ page }) => {
    const calc = await PetCalculator.open(page);
    await expect(calc.summary).toContainText('Please include at least one furbaby in the feeding plan to see recommendations.');
    await calc.addDog('Tiny');
    // The blur rule clamps, and says so (issue 61 §4); a decimal comma is a decimal point.
    const note = calc.root.getByRole('status').filter({ hasText: 'the plan uses' });
    await calc.weight.fill('75');
    await expect(note).toHaveText('75 kg is more than the 60 kg we plan for: the plan uses 60 kg.');
    await calc.weight.press('Tab');
    await expect(calc.weight).toHaveValue('60');
    await expect(calc.weight).toHaveAccessibleDescription('75 kg is more than the 60 kg we plan for: the plan uses 60 kg.');
    await calc.weight.fill('12,5');
    await expect(note).toHaveCount(0);
    await calc.weight.press('Tab');
    await expect(calc.weight).toHaveValue('12.5');
    await calc.weight.fill('');
    await calc.weight.press('Tab');
    await expect(calc.weight).toHaveValue('10');
    await expect(note).toHaveText('No weight given: the plan uses 10 kg.');
    await calc.root.getByLabel('Include in family feeding plan').uncheck();
    await expect(calc.summary).toContainText('Please include at least one furbaby in the feeding plan to see recommendations.', SERVER_WAIT);
  });
});

test.describe('Your Pets list', () => {
  test('anonymous and empty: the empty state leads to the calculator', async ({ page }) => {
    await page.goto('/your-pets');
    await waitForIslands(page);
    await expect(page.getByRole('heading', { name: 'No pets yet' })).toBeVisible(SERVER_WAIT);
    await expect(page.getByText('Add your first furry friend to get started!')).toBeVisible();
    await page.getByRole('button', { name: 'Add Your First Pet' }).click();
    await expect(page).toHaveURL(/\/pet-calculator\/?$/, SERVER_WAIT);
    await expect(page.getByRole('heading', { name: 'Feeding Plan Calculator' })).toBeVisible(SERVER_WAIT);
  });

  test("logged in: the demo dogs' cards open the pet overlay, which closes with Escape", async ({ page }) => {
    await logIn(page, DEMO_CUSTOMER);
    await page.goto('/your-pets');
    await waitForIslands(page);
    const pip = page.getByRole('button', { name: 'Edit Pip' });
    await expect(pip).toContainText('Cavoodle', SERVER_WAIT);
    await expect(pip).toContainText(/\d+ kcal\/day · \d+ g\/day · \d+\.\d cups\/day/);
    await expect(page.getByRole('button', { name: 'Edit Biscuit' }).getByRole('img', { name: 'Photo of Biscuit' })).toBeVisible();
    await pip.click();
    const overlay = page.getByRole('dialog', { name: "Pip's feeding guide" });
    await expect(overlay).toBeVisible();
    await expect(overlay.getByRole('button', { name: 'Remove Pet' })).toBeVisible();
    // Wide screen: button groups with images.
    await expect(overlay.getByRole('button', { name: 'Typical Activity' })).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('Escape');
    await expect(overlay).toHaveCount(0);
    await expect(pip).toBeFocused();
    await logOut(page);
  });
});

// Merging adds a dog to the account: a fresh customer of its own (POST /dev/fixtures/customer, with
// one dog, Nala), as every spec that changes a customer's dogs does; the demo customer is only read.
test.describe('logged in as a fresh customer', () => {
  test.afterEach(async ({ page }) => {
    await logOut(page);
  });

  test("merges this browser's dogs once, uploads a photo that shows on the card, and cleans it up with the dog", async ({ page }) => {
    test.slow(); // login, two reloads, a photo resized in the browser and uploaded
    // Dogs kept by an earlier anonymous visit, in the older array shape. (Set once the page has
    // loaded its own, empty, set: the page writes what it loaded.)
    await ManagePets.open(page);
    await browserPets.set(page, [{ id: 'pet_mango_local', name: 'Mango', weight: 8, life_stage: 'puppy' }]);
    await logIn(page, await createCustomer(page.request));

    const manage = await ManagePets.open(page);
    await expect(manage.heading).toHaveText('Manage My Furbabies');
    await expect(manage.card('Mango')).toBeVisible();
    await expect(manage.card('Nala')).toBeVisible();
    expect(await browserPets.migrationFlag(page)).toBe('true');
    const saved = await (await page.request.get('/api/pets')).json();
    expect(saved.pets.map((p: { name: string }) => p.name)).toContain('Mango');

    // Later leftovers in the browser are not merged again.
    await browserPets.set(page, { pets: [{ name: 'Kiwi', weight: 5 }] });
    await page.reload();
    await expect(manage.card('Mango')).toBeVisible();
    await expect(manage.card('Kiwi')).toHaveCount(0);
    expect(await browserPets.names(page)).not.toContain('Kiwi');

    const dialog = await manage.edit('Mango');
    // The browser's copy had no birthday or breed; the modal requires both.
    await dialog.getByLabel('Date of Birth').fill('2025-01-20');
    await dialog.getByRole('combobox', { name: 'Breed' }).fill('Beag');
    await dialog.getByRole('option', { name: 'Beagle' }).click();
    await dialog.getByLabel('Photo').setInputFiles({ name: 'mango.png', mimeType: 'image/png', buffer: makePng(1200, 900) });
    await dialog.getByRole('button', { name: 'Save Pet' }).click();
    await expect(dialog).toHaveCount(0, SERVER_WAIT);
    const photo = manage.card('Mango').getByRole('img', { name: 'Photo of Mango' });
    await expect(photo).toBeVisible();
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), SERVER_WAIT).toBe(800);
    const src = (await photo.getAttribute('src'))!;
    expect(src).toMatch(/^\/api\/photos\/photo_[a-z0-9]+\.png$/);
    const served = await page.request.get(src);
    expect(served.headers()['content-type']).toBe('image/png');

    await manage.delete('Mango');
    expect((await page.request.get(src)).status()).toBe(404);
  });
});

test.describe('inside the demo shop', () => {
  test('the calculator sends SYNC_PET_DATA after each save and Add To Cart ends on the cart', async ({ page }) => {
    const shop = new DemoShop(page);
    await shop.goto('pet-calculator', { customer: 'none' });
    const frame = page.frameLocator(`iframe[title="${CALCULATOR_TITLE}"]`);
    const calc = new PetCalculator(frame);
    await calc.ready();

    await calc.addDog('Rex');
    await expect(shop.syncedPetData()).toHaveText('Synced pet data: Rex', SERVER_WAIT);
    await calc.addDog('Bella', 20);
    await expect(shop.syncedPetData()).toHaveText('Synced pet data: Rex, Bella', SERVER_WAIT);

    await calc.summary.getByRole('button', { name: 'Adjust Frequency' }).click();
    const adjust = frame.getByRole('dialog', { name: 'Adjust Frequency' });
    await adjust.getByRole('radio', { name: /^10 kg bag every/ }).check();
    await adjust.getByRole('button', { name: 'Use this plan' }).click();
    await expect(calc.summary).toContainText(/10 kg bag every \d+ days/);
    const frequency = Number(/10 kg bag every (\d+) days/.exec((await calc.summary.textContent()) ?? '')![1]);

    await calc.summary.getByRole('button', { name: 'Add To Cart' }).click();
    await page.waitForURL('**/cart');
    await expect(shop.cartRows()).toHaveCount(1);
    await expect(shop.cartRows().first()).toContainText('Chicken Dog Box');
    const cart = await shop.cart();
    const tenKg = bagOf(defaultKibble(cat), 10);
    expect(cart.items).toEqual([
      expect.objectContaining({
        variant_id: Number(tenKg.id),
        quantity: 1,
        selling_plan_allocation: expect.objectContaining({ selling_plan: expect.objectContaining({ id: Number(planEvery(cat, frequency).id) }) }),
      }),
    ]);
  });
});
