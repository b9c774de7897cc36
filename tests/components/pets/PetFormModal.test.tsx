import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PetFormModal, PHOTO_NOT_IMAGE_MESSAGE } from '../../../src/components/pets/PetFormModal';
import { checkPetForm, PET_FORM_MESSAGES, type PetFormValues } from '../../../src/domain/pet-form';
import { WEIGHT_TOO_HIGH_MESSAGE, WEIGHT_TOO_LOW_MESSAGE } from '../../../src/domain/weight';
import type { PetRecord } from '../../../src/stores/pets';

const rex: PetRecord = {
  id: 'pet_rex',
  name: 'Rex',
  breed: 'Huntaway',
  dob: '2019-05-01',
  weight: 30,
  life_stage: 'adult',
  activity_level: 'lazy',
  body_condition: 'overweight',
  percent_kibble: 80,
  includeInFamilyFeedingPlan: false,
  sex: 'male',
  photo_url: null,
  photo_large_url: null,
  calories_per_day: 1000,
  grams_per_day: 296,
  kibble_calories_per_day: 800,
  kibble_grams_per_day: 237,
};

let alert: ReturnType<typeof vi.fn>;
beforeEach(() => {
  alert = vi.fn();
  window.alert = alert as unknown as typeof window.alert;
});
afterEach(() => vi.restoreAllMocks());

function renderModal(pet: PetRecord | null = null, canUploadPhoto = false, otherNames: string[] = []) {
  const onSave = vi.fn(async () => {});
  const onCancel = vi.fn();
  render(<PetFormModal pet={pet} canUploadPhoto={canUploadPhoto} otherNames={otherNames} onSave={onSave} onCancel={onCancel} />);
  const dialog = screen.getByRole('dialog', { name: pet ? 'Edit Dog' : 'Add Dog' });
  return { onSave, onCancel, dialog, user: userEvent.setup() };
}

const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;
const errorOf = (el: HTMLElement) => document.getElementById(el.getAttribute('aria-describedby') ?? '')?.textContent;

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('Name'), 'Bella');
  await user.type(field('Date of Birth'), '2021-02-03');
  await user.type(screen.getByRole('combobox', { name: 'Breed' }), 'Beagle');
}

describe('PetFormModal (Add Dog / Edit Dog)', () => {
  it('is a dialog titled Add Dog with every field, focused on Name', () => {
    const { dialog } = renderModal(null, true);
    for (const label of [
      'Photo',
      'Name',
      'Date of Birth',
      'Weight (kg)',
      'Life Stage',
      'Activity Level',
      'Body Condition',
      'Kibble percentage',
      'Include in Family Feeding Plan',
    ]) {
      expect(within(dialog).getByLabelText(label)).toBeTruthy();
    }
    expect(within(dialog).getByRole('combobox', { name: 'Breed' })).toBeTruthy();
    expect(within(dialog).getByRole('group', { name: 'Sex' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Save Pet' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeTruthy();
    expect(document.activeElement).toBe(field('Name'));
  });

  it('hides the photo field from anonymous owners (uploads need an account)', () => {
    renderModal(null, false);
    expect(screen.queryByLabelText('Photo')).toBeNull();
  });

  it('marks the required fields and saves nothing while they are empty', async () => {
    const { user, onSave } = renderModal();
    await user.clear(field('Weight (kg)'));
    await user.clear(field('Kibble percentage'));
    await user.selectOptions(field('Life Stage'), '');
    await user.selectOptions(field('Activity Level'), '');
    await user.selectOptions(field('Body Condition'), '');
    await user.click(screen.getByRole('button', { name: 'Save Pet' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(errorOf(field('Name'))).toBe(PET_FORM_MESSAGES.name);
    expect(errorOf(field('Date of Birth'))).toBe(PET_FORM_MESSAGES.dob);
    expect(errorOf(screen.getByRole('combobox', { name: 'Breed' }))).toBe(PET_FORM_MESSAGES.breed);
    expect(errorOf(field('Weight (kg)'))).toBe(PET_FORM_MESSAGES.weight);
    expect(errorOf(field('Life Stage'))).toBe(PET_FORM_MESSAGES.life_stage);
    expect(errorOf(field('Activity Level'))).toBe(PET_FORM_MESSAGES.activity_level);
    expect(errorOf(field('Body Condition'))).toBe(PET_FORM_MESSAGES.body_condition);
    expect(errorOf(field('Kibble percentage'))).toBe(PET_FORM_MESSAGES.percent_kibble);
    expect(field('Name').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field('Name'));
  });

  it('refuses a name another dog has (any case) beside the field, before saving (issue 39)', async () => {
    const { user, onSave, dialog } = renderModal(null, false, ['Nala']);
    await fillRequired(user);
    await user.clear(field('Name'));
    await user.type(field('Name'), ' NALA');
    await user.click(screen.getByRole('button', { name: 'Save Pet' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(errorOf(field('Name'))).toBe('Each furbaby needs a different name');
    expect(document.activeElement).toBe(field('Name'));
    expect(dialog.isConnected).toBe(true);
    await user.type(field('Name'), ' Two');
    await user.click(screen.getByRole('button', { name: 'Save Pet' }));
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ name: 'NALA Two' }), null);
  });

  it('lets a dog being edited keep its own name', async () => {
    const { user, onSave } = renderModal(rex, false, ['Nala']);
    await user.click(screen.getByRole('button', { name: 'Save Pet' }));
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ name: 'Rex' }), null);
  });

  it.each([
    { where: 'above 60 kg', typed: '60.5', message: 'Pet weight cannot exceed 60kg. Please adjust the weight.', constant: WEIGHT_TOO_HIGH_MESSAGE },
    { where: 'below 1 kg', typed: '0.5', message: 'Pet weight must be at least 1kg. Please adjust the weight.', constant: WEIGHT_TOO_LOW_MESSAGE },
  ])('alerts "$message" $where and saves nothing', async ({ typed, message, constant }) => {
    const { user, onSave } = renderModal();
    await fillRequired(user);
    await user.clear(field('Weight (kg)'));
    await user.type(field('Weight (kg)'), typed);
    await user.click(screen.getByRole('button', { name: 'Save Pet' }));
    expect(alert).toHaveBeenCalledWith(message);
    expect(constant).toBe(message);
    expect(onSave).not.toHaveBeenCalled();
  });

  it('takes a kibble percentage of 0 to 100 only', async () => {
    const { user, onSave } = renderModal();
    await fillRequired(user);
    await user.clear(field('Kibble percentage'));
    await user.type(field('Kibble percentage'), '101');
    await user.click(screen.getByRole('button', { name: 'Save Pet' }));
    expect(errorOf(field('Kibble percentage'))).toBe(PET_FORM_MESSAGES.percent_kibble);
    expect(onSave).not.toHaveBeenCalled();
    await user.clear(field('Kibble percentage'));
    await user.type(field('Kibble percentage'), '0');
    await user.click(screen.getByRole('button', { name: 'Save Pet' }));
    expect(onSave).toHaveBeenCalledTimes(1);
  });

  it('saves a complete new dog with the defaults and the choices made', async () => {
    const { user, onSave } = renderModal();
    await fillRequired(user);
    await user.selectOptions(field('Activity Level'), 'Lazy Bones');
    await user.click(screen.getByRole('radio', { name: 'Female' }));
    await user.click(screen.getByRole('button', { name: 'Save Pet' }));
    expect(onSave).toHaveBeenCalledWith(
      {
        name: 'Bella',
        dob: '2021-02-03',
        breed: 'Beagle',
        weight: 10,
        life_stage: 'adult',
        activity_level: 'lazy',
        body_condition: 'aboutRight',
        percent_kibble: 100,
        sex: 'female',
        includeInFamilyFeedingPlan: true,
      },
      null,
    );
  });

  it('opens as Edit Dog with the pet filled in (lazy shows as Lazy Bones)', async () => {
    const { user, onSave } = renderModal(rex);
    expect(field('Name').value).toBe('Rex');
    expect((screen.getByRole('combobox', { name: 'Breed' }) as HTMLInputElement).value).toBe('Huntaway');
    expect(field('Weight (kg)').value).toBe('30');
    expect((field('Activity Level') as unknown as HTMLSelectElement).value).toBe('lazyBones');
    expect(field('Include in Family Feeding Plan').checked).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Save Pet' }));
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'Rex', activity_level: 'lazy', percent_kibble: 80, includeInFamilyFeedingPlan: false }),
      null,
    );
  });

  it('refuses a photo that is not an image and keeps the form usable', async () => {
    renderModal(null, true);
    // The browser's picker honours accept="image/*", but a drop or 'All files' does not.
    const user = userEvent.setup({ applyAccept: false });
    const photo = field('Photo');
    await user.upload(photo, new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(errorOf(photo)).toBe(PHOTO_NOT_IMAGE_MESSAGE);
  });

  it('passes a chosen image to the save', async () => {
    const { user, onSave } = renderModal(rex, true);
    const image = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'rex.png', { type: 'image/png' });
    URL.createObjectURL = vi.fn(() => 'blob:preview');
    URL.revokeObjectURL = vi.fn();
    await user.upload(field('Photo'), image);
    await user.click(screen.getByRole('button', { name: 'Save Pet' }));
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ name: 'Rex' }), image);
  });

  it('closes with Cancel and with Escape', async () => {
    const { user, onCancel } = renderModal();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(2);
  });

  it('keeps Tab inside the dialog', async () => {
    const { user } = renderModal();
    screen.getByRole('button', { name: 'Save Pet' }).focus();
    await user.tab();
    expect(document.activeElement).toBe(field('Name'));
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Save Pet' }));
  });
});

describe('checkPetForm (the rules the modal uses)', () => {
  const good: PetFormValues = {
    name: 'Bella',
    dob: '2021-02-03',
    breed: 'Beagle',
    weight: '12',
    life_stage: 'adult',
    activity_level: 'lazyBones',
    body_condition: 'aboutRight',
    percent_kibble: '50',
    sex: '',
    includeInFamilyFeedingPlan: true,
  };

  it('accepts a complete form (sex is optional)', () => {
    expect(checkPetForm(good)).toEqual({ errors: {}, alert: null });
  });

  it.each([
    ['a blank name', { name: '  ' }, 'name'],
    ['a name over 60 characters', { name: 'x'.repeat(61) }, 'name'],
    ['no breed', { breed: '' }, 'breed'],
    ['a weight that is not a number', { weight: 'heavy' }, 'weight'],
    ['an unknown life stage', { life_stage: 'teen' }, 'life_stage'],
    ['the calculator spelling of lazy is not a modal value', { activity_level: 'sleepy' }, 'activity_level'],
    ['a negative kibble percentage', { percent_kibble: '-1' }, 'percent_kibble'],
  ] as const)('flags %s', (_what, patch, fieldName) => {
    expect(Object.keys(checkPetForm({ ...good, ...patch }).errors)).toEqual([fieldName]);
  });

  it("flags a name another dog has, ignoring case and spaces, and only another dog's", () => {
    expect(checkPetForm({ ...good, name: ' bELLA ' }, ['Rex', 'Bella']).errors).toEqual({ name: PET_FORM_MESSAGES.nameTaken });
    expect(checkPetForm({ ...good, name: 'Bella' }, ['Rex', 'Bellamy']).errors).toEqual({});
  });

  it('raises the weight alerts at the limits, not at them', () => {
    expect(checkPetForm({ ...good, weight: '60' }).alert).toBeNull();
    expect(checkPetForm({ ...good, weight: '1' }).alert).toBeNull();
    expect(checkPetForm({ ...good, weight: '60.01' }).alert).toBe(WEIGHT_TOO_HIGH_MESSAGE);
    expect(checkPetForm({ ...good, weight: '-3' }).alert).toBe(WEIGHT_TOO_LOW_MESSAGE);
  });
});

describe('PetFormModal: the family’s daily grams (issue 21)', () => {
  it('editing a dog, a change that moves the total shows the grams before and after', async () => {
    const { $petData } = await import('../../../src/stores/pets');
    const { emptyPetsData } = await import('../../../src/domain/schemas/pet');
    const { familyDailyGrams } = await import('../../../src/domain/plan-fit');
    const milo = { ...rex, id: 'pet_milo', name: 'Milo', weight: 12, includeInFamilyFeedingPlan: true };
    $petData.set({ ...emptyPetsData(), pets: [rex, milo] });
    const { dialog, user } = renderModal(rex);
    expect(within(dialog).queryByText(/^Family feeding plan:/)).toBeNull();
    await user.click(within(dialog).getByLabelText('Include in Family Feeding Plan'));
    const kcal = $petData.get().kcal_per_kg;
    const before = familyDailyGrams([rex, milo], kcal);
    const after = familyDailyGrams([{ ...rex, includeInFamilyFeedingPlan: true }, milo], kcal);
    expect(within(dialog).getByText(`Family feeding plan: ${before} g a day now, ${after} g a day after this change.`)).toBeTruthy();
    $petData.set(emptyPetsData());
  });
});
