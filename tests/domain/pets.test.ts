import { describe, expect, it } from 'vitest';
import {
  ACTIVITY_LABELS,
  ACTIVITY_LABELS_MOBILE,
  BODY_CONDITION_LABELS,
  BODY_CONDITION_LABELS_MOBILE,
  DELETE_PET_CONFIRM,
  DELETE_PET_CONFIRM_PERMANENT,
  LIFE_STAGE_LABELS,
  LIFE_STAGE_LABELS_MOBILE,
  TRIAL_SENTENCE_ACTIVITY,
  TRIAL_SENTENCE_BODY_CONDITION,
  breedLabel,
  dogEmoji,
  mobileDeletePetConfirm,
  petCardName,
  petOverlayTitle,
} from '../../src/copy/pet-labels';
import {
  PET_ID_REQUIRED_MESSAGE,
  defaultCalculatorDog,
  generatePetId,
  isSamePet,
  mergeLocalPets,
  newPet,
  removePetById,
  updatePet,
  upsertPetById,
} from '../../src/domain/pets';
import { normaliseActivityLevel, normaliseBodyCondition } from '../../src/domain/normalise';

describe('labels', () => {
  it('names life stages as the calculator and the mobile screen do', () => {
    expect(LIFE_STAGE_LABELS).toEqual({
      puppy: 'Puppy 0-1 years',
      adult: 'Adult 1-7 years',
      senior: 'Senior +8 years',
    });
    expect(LIFE_STAGE_LABELS_MOBILE).toEqual({
      puppy: 'Puppy (0-1 years)',
      adult: 'Adult (1-7 years)',
      senior: 'Senior (+8 years)',
    });
  });

  it('names body condition and activity for desktop and mobile', () => {
    expect(BODY_CONDITION_LABELS).toEqual({
      underweight: 'Under Weight',
      aboutRight: 'About right',
      overweight: 'Over weight',
    });
    expect(BODY_CONDITION_LABELS_MOBILE).toEqual({
      underweight: 'Underweight',
      aboutRight: 'Ideal Weight',
      overweight: 'Overweight',
    });
    expect(ACTIVITY_LABELS).toEqual({ lazy: 'Lazy Bones', typical: 'Typical Activity', active: 'Active' });
    expect(ACTIVITY_LABELS_MOBILE).toEqual({
      lazy: 'Low Activity',
      typical: 'Moderate Activity',
      active: 'High Activity',
    });
  });

  it('round-trips the trial sentence words through the normalisers', () => {
    for (const [value, word] of Object.entries(TRIAL_SENTENCE_ACTIVITY)) expect(normaliseActivityLevel(word)).toBe(value);
    for (const [value, word] of Object.entries(TRIAL_SENTENCE_BODY_CONDITION)) expect(normaliseBodyCondition(word)).toBe(value);
    expect(TRIAL_SENTENCE_ACTIVITY.active).toBe('hyperactive');
    expect(TRIAL_SENTENCE_BODY_CONDITION.aboutRight).toBe('ideal');
  });

  it('marks excluded pets and fills in a missing breed', () => {
    expect(petCardName('Rex', false)).toBe('Rex (Unsubscribed)');
    expect(petCardName('Rex', true)).toBe('Rex');
    expect(petCardName('Rex', undefined)).toBe('Rex');
    expect(breedLabel('')).toBe('Mixed Breed');
    expect(breedLabel(null)).toBe('Mixed Breed');
    expect(breedLabel(' Beagle ')).toBe('Beagle');
  });

  it('cycles five dog icons', () => {
    expect(dogEmoji(0)).toBe(dogEmoji(5));
    expect(new Set([0, 1, 2, 3, 4].map(dogEmoji)).size).toBe(5);
    expect(dogEmoji(-1)).toBe(dogEmoji(4));
  });

  it('titles the overlay and words the delete confirmations', () => {
    expect(petOverlayTitle(null)).toBe("Add your furbaby's details to calculate their feeding plan.");
    expect(petOverlayTitle('Rex')).toBe("Rex's feeding guide");
    expect(DELETE_PET_CONFIRM).toBe('Are you sure you want to delete this furbaby?');
    expect(DELETE_PET_CONFIRM_PERMANENT).toBe('Are you sure you want to delete this furbaby? This cannot be undone.');
    expect(mobileDeletePetConfirm('Rex')).toBe('Are you sure you want to delete Rex? This cannot be undone.');
  });
});

describe('pet defaults', () => {
  it('starts a new overlay pet as adult, about right, typical, 100 %, included, 10 kg', () => {
    expect(newPet('pet_1')).toEqual({
      id: 'pet_1',
      name: '',
      weight: 10,
      life_stage: 'adult',
      activity_level: 'typical',
      body_condition: 'aboutRight',
      percent_kibble: 100,
      includeInFamilyFeedingPlan: true,
    });
  });

  it('gives the calculator’s default dog a 2020-01-01 birthday, Mixed Breed, female', () => {
    expect(defaultCalculatorDog('pet_1')).toMatchObject({
      dob: '2020-01-01',
      breed: 'Mixed Breed',
      sex: 'female',
      weight: 10,
    });
  });

  it('generates ids as pet_ + timestamp + random text', () => {
    expect(generatePetId(0, () => 0.5)).toBe('pet_0i');
    expect(generatePetId(1_700_000_000_000, () => 0.123456)).toMatch(/^pet_loyw3v28[0-9a-z]{1,6}$/);
    expect(generatePetId(1, () => 0.1)).not.toBe(generatePetId(1, () => 0.2));
  });
});

describe('pet list rules', () => {
  it('matches pets by id or by case-insensitive name', () => {
    expect(isSamePet({ id: 'a', name: 'Rex' }, { id: 'a', name: 'Max' })).toBe(true);
    expect(isSamePet({ id: 'a', name: 'Rex' }, { name: ' rex ' })).toBe(true);
    expect(isSamePet({ id: 'a', name: 'Rex' }, { id: 'b', name: 'Max' })).toBe(false);
    expect(isSamePet({ name: '' }, { name: '' })).toBe(false);
  });

  it('merges local pets whose names are not on the server', () => {
    const merged = mergeLocalPets([{ name: 'Rex' }], [{ name: 'REX' }, { name: 'Bella' }]);
    expect(merged).toEqual([{ name: 'Rex' }, { name: 'Bella' }]);
  });

  it('adds or replaces by id', () => {
    expect(upsertPetById([{ id: 'a', name: 'Rex' }], { id: 'a', name: 'Max' })).toEqual([{ id: 'a', name: 'Max' }]);
    expect(upsertPetById([{ id: 'a', name: 'Rex' }], { id: 'b', name: 'Max' })).toHaveLength(2);
  });

  it('requires an id to update', () => {
    expect(() => updatePet([{ id: 'a', name: 'Rex' }], { name: 'Rex' })).toThrow(PET_ID_REQUIRED_MESSAGE);
    expect(PET_ID_REQUIRED_MESSAGE).toBe('Pet ID is required for updates');
    expect(updatePet([{ id: 'a', name: 'Rex' }], { id: 'b', name: 'rex' })).toEqual([{ id: 'b', name: 'rex' }]);
  });

  it('removes by id', () => {
    expect(removePetById([{ id: 'a' }, { id: 'b' }], 'a')).toEqual([{ id: 'b' }]);
  });
});
