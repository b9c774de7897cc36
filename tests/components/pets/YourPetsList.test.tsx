import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { emptyPetsData } from '../../../src/domain/schemas/pet';

vi.mock('../../../src/stores/pets', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../src/stores/pets')>()),
  // The list's states are driven through the store's atoms below; nothing is fetched.
  loadPets: vi.fn(() => new Promise(() => {})),
}));

const { $petData, $petsLoad } = await import('../../../src/stores/pets');
const { YourPetsList } = await import('../../../src/components/pets/YourPetsList');

const TODAY = new Date(2025, 5, 15);
const pet = (over: Record<string, unknown>) => ({
  id: 'pet_x',
  name: 'Rex',
  breed: '',
  dob: null,
  weight: 10,
  life_stage: 'adult' as const,
  activity_level: 'typical' as const,
  body_condition: 'aboutRight' as const,
  percent_kibble: 100,
  includeInFamilyFeedingPlan: true,
  sex: null,
  photo_url: null,
  photo_large_url: null,
  ...over,
});

function renderList() {
  const onEdit = vi.fn();
  const onAdd = vi.fn();
  render(<YourPetsList onEdit={onEdit} onAdd={onAdd} today={TODAY} />);
  return { onEdit, onAdd, user: userEvent.setup() };
}

beforeEach(() => {
  $petData.set(emptyPetsData());
  $petsLoad.set({ status: 'loading' });
});

describe('YourPetsList: the four states', () => {
  it('loading: a spinner with "Loading your pets..."', () => {
    renderList();
    expect(screen.getByRole('heading', { name: 'Your Pets' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('Loading your pets...');
  });

  it('error: an alert with the message and a full-width Try Again button', () => {
    $petsLoad.set({ status: 'error', message: 'Failed to fetch pets' });
    renderList();
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Failed to fetch pets');
    expect(within(alert).getByRole('button', { name: 'Try Again' }).className).toContain('full-width');
  });

  it('empty: "No pets yet", the invitation and Add Your First Pet', async () => {
    $petsLoad.set({ status: 'ready' });
    const { user, onAdd } = renderList();
    expect(screen.getByRole('heading', { name: 'No pets yet' })).toBeTruthy();
    expect(screen.getByText('Add your first furry friend to get started!')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add Your First Pet' }));
    expect(onAdd).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Add pet' })).toBeNull();
  });

  it('populated: a card per pet with breed, age, photo and numbers; card and dots open the pet; the floating button adds', async () => {
    $petsLoad.set({ status: 'ready' });
    const rex = pet({ calories_per_day: 551, grams_per_day: 163 });
    const bella = pet({ id: 'pet_b', name: 'Bella', breed: 'Beagle', dob: '2020-06-16', photo_url: '/api/photos/b.png' });
    $petData.set({ ...emptyPetsData(), pets: [rex, bella] });
    const { user, onEdit, onAdd } = renderList();

    const rexCard = screen.getByRole('button', { name: 'Edit Rex' });
    expect(rexCard.textContent).toContain('Mixed Breed');
    expect(rexCard.textContent).toContain('Age unknown');
    expect(rexCard.textContent).toContain('551 kcal/day · 163 g/day · 1.5 cups/day');
    expect(within(rexCard).getByRole('presentation').getAttribute('src')).toBe('/images/default-dog.svg');

    const bellaCard = screen.getByRole('button', { name: 'Edit Bella' });
    // Born 16 June 2020; on 15 June 2025 the birthday has not come yet.
    expect(bellaCard.textContent).toContain('4 Yrs');
    expect(bellaCard.textContent).toContain('0 kcal/day');
    expect(within(bellaCard).getByRole('img', { name: 'Photo of Bella' }).getAttribute('src')).toBe('/api/photos/b.png');

    await user.click(rexCard);
    expect(onEdit).toHaveBeenLastCalledWith(rex);
    await user.click(screen.getByRole('button', { name: 'More for Bella' }));
    expect(onEdit).toHaveBeenLastCalledWith(bella);
    await user.click(screen.getByRole('button', { name: 'Add pet' }));
    expect(onAdd).toHaveBeenCalledTimes(1);
  });

  it('follows the store from loading to populated', () => {
    renderList();
    act(() => {
      $petData.set({ ...emptyPetsData(), pets: [pet({})] });
      $petsLoad.set({ status: 'ready' });
    });
    expect(screen.getByRole('button', { name: 'Edit Rex' })).toBeTruthy();
  });
});
