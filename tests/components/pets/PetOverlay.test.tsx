import { DEMO_CATALOGUE } from '../../../functions/db/demo/demo-catalogue';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { computePetsPayload } from '../../../src/domain/pets-payload';
import { emptyPetsData } from '../../../src/domain/schemas/pet';
import { DEMO_PIP } from '../../factories/pet';

const calculatePets = vi.fn(async (pets: never[]) => computePetsPayload({ pets }, DEMO_CATALOGUE) as never);
const savePets = vi.fn(async ({ pets }: { pets: never[] }) => computePetsPayload({ pets }, DEMO_CATALOGUE) as never);
vi.mock('../../../src/stores/pets', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../src/stores/pets')>()),
  calculatePets: (...args: unknown[]) => calculatePets(...(args as [never[]])),
  savePets: (...args: unknown[]) => savePets(...(args as [{ pets: never[] }])),
}));

const { PetOverlay } = await import('../../../src/components/pets/PetOverlay');
const { $petData } = await import('../../../src/stores/pets');

const pip = {
  ...DEMO_PIP,
  calories_per_day: 798,
  grams_per_day: 236,
  kibble_calories_per_day: 798,
  kibble_grams_per_day: 236,
};

/** A select's value (the Workers types shadow the DOM's HTMLSelectElement in this project). */
const valueOf = (el: HTMLElement) => (el as unknown as { value: string }).value;

function setWidth(narrow: boolean) {
  window.matchMedia = vi.fn((query: string) => ({
    matches: narrow && query === '(max-width: 768px)',
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia;
}

beforeEach(() => {
  calculatePets.mockClear();
  savePets.mockClear();
  $petData.set({ ...emptyPetsData(), pets: [pip] });
});
afterEach(() => {
  // @ts-expect-error jsdom has no matchMedia of its own
  delete window.matchMedia;
});

describe('PetOverlay', () => {
  it('is titled with the new-pet sentence, has no Remove Pet, and recalculates the tiles once name and weight are valid', async () => {
    setWidth(false);
    const user = userEvent.setup();
    render(<PetOverlay pet={null} onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: "Add your furbaby's details to calculate their feeding plan." });
    expect(within(dialog).queryByRole('button', { name: 'Remove Pet' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Active' }));
    expect(calculatePets).not.toHaveBeenCalled(); // no name yet
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Rex');
    await user.tab();
    // 10 kg adult, active, about right: 630 kcal, 186 g, 1.7 cups (the domain module's numbers).
    await waitFor(() => expect(within(dialog).getByLabelText('Daily kibble').textContent).toBe('Calories/day630Grams/day186Cups/day1.7'));
    expect(calculatePets).toHaveBeenCalled();
  });

  it('uses button groups with images above 768 px', () => {
    setWidth(false);
    render(<PetOverlay pet={pip} onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: "Pip's feeding guide" });
    const activity = within(dialog).getByRole('group', { name: 'Activity level' });
    expect(within(activity).getByRole('button', { name: 'Typical Activity' }).getAttribute('aria-pressed')).toBe('true');
    expect(activity.querySelectorAll('img')).toHaveLength(3);
    expect(within(dialog).getByRole('group', { name: 'Body condition' }).querySelectorAll('img')).toHaveLength(3);
    expect(within(dialog).getByRole('group', { name: 'Life stage' }).querySelectorAll('img')).toHaveLength(0);
    expect(within(dialog).getByRole('button', { name: 'Remove Pet' })).toBeTruthy();
  });

  it('uses dropdowns at 768 px or less', () => {
    setWidth(true);
    render(<PetOverlay pet={pip} onClose={() => {}} />);
    expect(valueOf(screen.getByRole('combobox', { name: 'Life stage' }))).toBe('puppy');
    expect(valueOf(screen.getByRole('combobox', { name: 'Body condition' }))).toBe('aboutRight');
    expect(valueOf(screen.getByRole('combobox', { name: 'Activity level' }))).toBe('typical');
    expect(screen.queryByRole('group', { name: 'Activity level' })).toBeNull();
  });

  it('accepts only digits and one decimal point in the weight, and saves { pets, productId: null } then closes', async () => {
    setWidth(false);
    const onClose = vi.fn();
    const user = userEvent.setup();
    render(<PetOverlay pet={pip} onClose={onClose} />);
    const weight = screen.getByRole('textbox', { name: 'Weight (kg)' }) as HTMLInputElement;
    await user.clear(weight);
    await user.type(weight, '7.2.5kg');
    expect(weight.value).toBe('7.25');
    await user.click(screen.getByRole('button', { name: 'Save Pet' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(savePets).toHaveBeenCalledWith({ pets: [expect.objectContaining({ id: 'pet_demo_pip', weight: 7.25 })], productId: null });
  });

  it('alerts the weight limit when the form is submitted from the weight field, and does not save (leaving the field clamps it instead)', async () => {
    setWidth(false);
    const alert = vi.fn();
    window.alert = alert as unknown as typeof window.alert;
    const user = userEvent.setup();
    render(<PetOverlay pet={pip} onClose={() => {}} />);
    const weight = screen.getByRole('textbox', { name: 'Weight (kg)' });
    await user.clear(weight);
    await user.type(weight, '61{Enter}');
    expect(alert).toHaveBeenCalledWith('Pet weight cannot exceed 60kg. Please adjust the weight.');
    expect(savePets).not.toHaveBeenCalled();
    await user.tab();
    expect((weight as HTMLInputElement).value).toBe('60');
  });
});

describe('PetOverlay: the family’s daily grams (issue 21)', () => {
  it('shows the grams before and after once a feeding detail changes', async () => {
    const { familyDailyGrams } = await import('../../../src/domain/plan-fit');
    render(<PetOverlay pet={pip} onClose={() => {}} />);
    expect(screen.queryByText(/^Family feeding plan:/)).toBeNull();
    const weight = screen.getByRole('textbox', { name: 'Weight (kg)' });
    await userEvent.clear(weight);
    await userEvent.type(weight, '9');
    await userEvent.tab();
    const kcal = $petData.get().kcal_per_kg;
    const text = `Family feeding plan: ${familyDailyGrams([pip], kcal)} g a day now, ${familyDailyGrams([{ ...pip, weight: 9 }], kcal)} g a day after this change.`;
    expect(await screen.findByText(text)).toBeTruthy();
  });
});
