import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TIMERS_MS } from '../../../src/copy/timers';
import { failure, json, makePet, petsPayload } from './fakes';
import { mobileTestWorld } from './harness';

vi.mock('../../../src/lib/photo-resize', () => ({
  // Resizing needs a canvas; the upload call itself is the pets engineer's helper.
  uploadPetPhoto: vi.fn(async () => ({ url: '/api/photos/photo_new.png', lrgUrl: '/api/photos/photo_new_large.png' })),
}));

const { uploadPetPhoto } = await import('../../../src/lib/photo-resize');
const { PhotoUploadRefused } = await import('../../../src/lib/photo-upload-error');
const { default: MobileApp } = await import('../../../src/components/mobile/MobileApp');

const api = mobileTestWorld({ path: '/mobile#pets' });

beforeEach(() => {
  api.answers['POST /api/pets'] = async (request) => {
    const body = (await request.json()) as { pets: Record<string, unknown>[] };
    return json({ success: true, data: petsPayload(body.pets.map((p) => makePet(p))) });
  };
});

afterEach(() => {
  vi.useRealTimers();
});

async function openEditor(name = 'Biscuit', user = userEvent.setup()) {
  render(<MobileApp />);
  await user.click(await screen.findByRole('button', { name: `Edit ${name}` }));
  return user;
}

/** The labelled control, which must be a native select. */
function asSelect(el: HTMLElement): HTMLSelectElement {
  if (!(el instanceof HTMLSelectElement)) throw new Error(`${el.tagName} is not a select`);
  return el;
}

const savedPets = () => api.calls.filter((c) => c.key === 'POST /api/pets').map((c) => (c.body as { pets: Record<string, unknown>[] }).pets);

describe('Edit Pet: the screen', () => {
  it('shows the photo banner, Basic Information, Health & Activity with the mobile labels, and the feeding chips', async () => {
    await openEditor();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Edit Pet');
    expect(screen.getByRole('button', { name: 'Back to My Pets' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete Biscuit' })).toBeTruthy();
    expect(screen.getByLabelText('Add a photo of Biscuit')).toBeTruthy();

    const basic = screen.getByRole('group', { name: 'Basic Information' });
    expect((within(basic).getByLabelText('Name') as HTMLInputElement).value).toBe('Biscuit');
    const breed = within(basic).getByLabelText('Breed') as HTMLInputElement;
    expect(breed.value).toBe('Labrador Retriever');
    expect(breed.getAttribute('placeholder')).toBe('e.g., Golden Retriever');
    expect((within(basic).getByLabelText('Weight (kg)') as HTMLInputElement).value).toBe('28');
    expect((within(basic).getByLabelText('Date of Birth') as HTMLInputElement).value).toBe('2019-03-14');
    expect(asSelect(within(basic).getByLabelText('Sex')).value).toBe('male');

    const health = screen.getByRole('group', { name: 'Health & Activity' });
    const options = (label: string) => [...asSelect(within(health).getByLabelText(label)).options].map((o) => o.text);
    expect(options('Life Stage')).toEqual(['Puppy (0-1 years)', 'Adult (1-7 years)', 'Senior (+8 years)']);
    expect(options('Body Condition')).toEqual(['Underweight', 'Ideal Weight', 'Overweight']);
    expect(options('Activity Level')).toEqual(['Low Activity', 'Moderate Activity', 'High Activity']);
    expect(asSelect(within(health).getByLabelText('Activity Level')).value).toBe('active');

    const feeding = screen.getByRole('region', { name: 'Daily Feeding Requirements' });
    // cups = kibble grams / 110, one decimal (001 §9)
    expect(
      within(feeding)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['1,310 kcal/day', '388 g/day', '3.5 cups/day']);
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeTruthy();
  });

  it("Save Changes shows 'Saving...', saves the whole set through the pets API, returns and shows 'Pet updated successfully!' for 3 s", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = await openEditor('Pip', userEvent.setup({ advanceTimers: vi.advanceTimersByTime }));
    await user.clear(screen.getByLabelText('Breed'));
    await user.type(screen.getByLabelText('Breed'), 'Toy Poodle');
    await user.clear(screen.getByLabelText('Weight (kg)'));
    await user.type(screen.getByLabelText('Weight (kg)'), '7.5');
    await user.selectOptions(screen.getByLabelText('Activity Level'), 'High Activity');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(screen.getByRole('button', { name: 'Saving...' }).hasAttribute('disabled')).toBe(true);

    await act(async () => vi.advanceTimersByTime(TIMERS_MS.mobileSave));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('My Pets');
    expect(screen.getByText('Pet updated successfully!')).toBeTruthy();
    const [pets] = savedPets();
    expect(pets!.map((p) => p.name)).toEqual(['Biscuit', 'Pip']);
    expect(pets![1]).toMatchObject({ id: 'pet_demo_pip', breed: 'Toy Poodle', weight: 7.5, activity_level: 'active' });
    expect(screen.getByRole('button', { name: 'Edit Pip' }).textContent).toContain('Toy Poodle');

    await act(async () => vi.advanceTimersByTime(TIMERS_MS.successNotice));
    expect(screen.queryByText('Pet updated successfully!')).toBeNull();
  });

  it("a failed save stays on the screen with the 'Failed to save pet' alert; a non-numeric weight is sent as 0", async () => {
    api.answers['POST /api/pets'] = () => failure(400);
    const user = await openEditor();
    await user.clear(screen.getByLabelText('Weight (kg)'));
    await user.type(screen.getByLabelText('Weight (kg)'), 'heavy');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect((await screen.findByText('Failed to save pet')).getAttribute('role')).toBe('alert');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Edit Pet');
    expect(savedPets()[0]![0]).toMatchObject({ weight: 0 });
    expect(screen.getByRole('button', { name: 'Save Changes' }).hasAttribute('disabled')).toBe(false);
  });

  it('the camera button uploads a photo, which the save keeps', async () => {
    const user = await openEditor();
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'biscuit.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Add a photo of Biscuit'), file);
    expect(uploadPetPhoto).toHaveBeenCalledWith(file);
    expect(await screen.findByRole('img', { name: 'Photo of Biscuit' })).toBeTruthy();
    expect(screen.getByLabelText('Change photo of Biscuit')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await vi.waitFor(() => expect(savedPets()).toHaveLength(1));
    expect(savedPets()[0]![0]).toMatchObject({ photo_url: '/api/photos/photo_new.png', photo_large_url: '/api/photos/photo_new_large.png' });
  });

  it('an account at its photo quota shows the server’s message', async () => {
    const quota = 'You have reached the limit of 40 photos. Photos you replaced or did not save are cleared within a day; please try again later.';
    vi.mocked(uploadPetPhoto).mockRejectedValueOnce(new PhotoUploadRefused(quota));
    const user = await openEditor();
    await user.upload(screen.getByLabelText('Add a photo of Biscuit'), new File([new Uint8Array([137, 80, 78, 71])], 'b.png', { type: 'image/png' }));
    expect(await screen.findByText(quota)).toBeTruthy();
  });
});

describe('Edit Pet: delete', () => {
  it("asks with the dog's name; Cancel keeps it, OK saves the set without it and returns to the list", async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const user = await openEditor('Pip');
    await user.click(screen.getByRole('button', { name: 'Delete Pip' }));
    expect(confirm).toHaveBeenLastCalledWith('Are you sure you want to delete Pip? This cannot be undone.');
    expect(savedPets()).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete Pip' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'My Pets' })).toBeTruthy();
    expect(savedPets()[0]!.map((p) => p.name)).toEqual(['Biscuit']);
    expect(screen.queryByRole('button', { name: 'Edit Pip' })).toBeNull();
  });
});

describe('Edit Pet: the family’s daily grams (issue 21)', () => {
  it('says nothing until a change moves the total, then the grams before and after', async () => {
    const { familyDailyGrams } = await import('../../../src/domain/plan-fit');
    const dogs = [makePet(), makePet({ id: 'pet_demo_pip', name: 'Pip', breed: 'Cavoodle', photo_url: null })];
    const user = await openEditor();
    expect(screen.queryByText(/^Family feeding plan:/)).toBeNull();
    const weight = within(screen.getByRole('group', { name: 'Basic Information' })).getByLabelText('Weight (kg)');
    await user.clear(weight);
    await user.type(weight, '40');
    const before = familyDailyGrams(dogs, 3380);
    const after = familyDailyGrams([{ ...dogs[0]!, weight: 40 }, dogs[1]!], 3380);
    expect(after).toBeGreaterThan(before);
    expect(screen.getByText(`Family feeding plan: ${before} g a day now, ${after} g a day after this change.`).getAttribute('aria-live')).toBe('polite');
  });
});
