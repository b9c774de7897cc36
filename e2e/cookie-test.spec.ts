/** The developer page /cookie-test (spec 000 §2.6), with the quick-login fixture. */
import { test, expect } from './fixtures/login';

test('Cross-Domain Storage Test: the session cookie comes back, test pets go in and out of local storage', async ({ loggedInPage: page }) => {
  await page.goto('/cookie-test');
  await expect(page.getByRole('heading', { name: 'Cross-Domain Storage Test' })).toBeVisible();
  await expect(page.locator('astro-island')).not.toHaveAttribute('ssr'); // hydrated

  const result = page.getByLabel('Cookie test result');
  await page.getByRole('button', { name: 'Test Session Cookie' }).click();
  await expect(result).toContainText('"existingSessionId": null');
  await expect(result).toContainText('"loggedIn": true');
  const first = JSON.parse((await result.textContent())!) as { newSessionId: string };
  await page.getByRole('button', { name: 'Test Session Cookie' }).click();
  await expect(result).toContainText(`"existingSessionId": "${first.newSessionId}"`);

  const pets = page.getByRole('list', { name: 'Stored pets' }).getByRole('listitem');
  await page.getByRole('button', { name: 'Add Test Pet' }).click();
  await page.getByRole('button', { name: 'Add Test Pet' }).click();
  await expect(pets).toHaveCount(2);
  await expect(pets.first()).toContainText('Test Pet 1');
  await expect(page.getByLabel('Local storage contents')).toContainText('mfb_pet_data');

  await page.getByRole('button', { name: 'Remove Test Pet 1' }).click();
  await expect(pets).toHaveCount(1);
  await expect(pets.first()).toContainText('Test Pet 2');
  await page.reload();
  await expect(pets).toHaveCount(1);
});
