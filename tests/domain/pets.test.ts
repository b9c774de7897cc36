import { describe, expect, it } from 'vitest';
import * as labels from '../../src/copy/pet-labels';
import * as pets from '../../src/domain/pets';
import { normaliseActivityLevel, normaliseBodyCondition } from '../../src/domain/normalise';
import { DEFAULT_FEEDING } from '../factories/pet';

describe('labels', () => {
  it.each([
    ['life stages on the calculator', labels.LIFE_STAGE_LABELS, { puppy: 'Puppy 0-1 years', adult: 'Adult 1-7 years', senior: 'Senior +8 years' }],
    ['life stages on mobile', labels.LIFE_STAGE_LABELS_MOBILE, { puppy: 'Puppy (0-1 years)', adult: 'Adult (1-7 years)', senior: 'Senior (+8 years)' }],
    ['body condition on desktop', labels.BODY_CONDITION_LABELS, { underweight: 'Under Weight', aboutRight: 'About right', overweight: 'Over weight' }],
    ['body condition on mobile', labels.BODY_CONDITION_LABELS_MOBILE, { underweight: 'Underweight', aboutRight: 'Ideal Weight', overweight: 'Overweight' }],
    ['activity on desktop', labels.ACTIVITY_LABELS, { lazy: 'Lazy Bones', typical: 'Typical Activity', active: 'Active' }],
    ['activity on mobile', labels.ACTIVITY_LABELS_MOBILE, { lazy: 'Low Activity', typical: 'Moderate Activity', active: 'High Activity' }],
  ])('names %s', (_, actual, expected) => {
    expect(actual).toEqual(expected);
  });

  it('round-trips the trial sentence words through the normalisers', () => {
    for (const [value, word] of Object.entries(labels.TRIAL_SENTENCE_ACTIVITY)) expect(normaliseActivityLevel(word)).toBe(value);
    for (const [value, word] of Object.entries(labels.TRIAL_SENTENCE_BODY_CONDITION)) expect(normaliseBodyCondition(word)).toBe(value);
    expect(labels.TRIAL_SENTENCE_ACTIVITY.active).toBe('hyperactive');
    expect(labels.TRIAL_SENTENCE_BODY_CONDITION.aboutRight).toBe('ideal');
  });

  it('marks excluded pets and fills in a missing breed', () => {
    expect(labels.petCardName('Rex', false)).toBe('Rex (Unsubscribed)');
    expect(labels.petCardName('Rex', true)).toBe('Rex');
    expect(labels.petCardName('Rex', undefined)).toBe('Rex');
    expect(labels.breedLabel('')).toBe('Mixed Breed');
    expect(labels.breedLabel(null)).toBe('Mixed Breed');
    expect(labels.breedLabel(' Beagle ')).toBe('Beagle');
  });

  it('cycles five dog icons', () => {
    expect(labels.dogEmoji(0)).toBe(labels.dogEmoji(5));
    expect(new Set([0, 1, 2, 3, 4].map(labels.dogEmoji)).size).toBe(5);
    expect(labels.dogEmoji(-1)).toBe(labels.dogEmoji(4));
  });

  it('titles the overlay and words the delete confirmations', () => {
    expect(labels.petOverlayTitle(null)).toBe("Add your furbaby's details to calculate their feeding plan.");
    expect(labels.petOverlayTitle('Rex')).toBe("Rex's feeding guide");
    expect(labels.DELETE_PET_CONFIRM).toBe('Are you sure you want to delete this furbaby?');
    expect(labels.DELETE_PET_CONFIRM_PERMANENT).toBe('Are you sure you want to delete this furbaby? This cannot be undone.');
    expect(labels.mobileDeletePetConfirm('Rex')).toBe('Are you sure you want to delete Rex? This cannot be undone.');
  });
});

describe('pet defaults', () => {
  it('starts a new overlay pet as adult, about right, typical, 100 %, included, 10 kg', () => {
    expect(pets.newPet('pet_1')).toEqual({ id: 'pet_1', name: '', ...DEFAULT_FEEDING });
  });

  it('gives the calculator’s default dog a 2020-01-01 birthday, Mixed Breed, female', () => {
    expect(pets.defaultCalculatorDog('pet_1')).toMatchObject({
      dob: '2020-01-01',
      breed: 'Mixed Breed',
      sex: 'female',
      weight: 10,
    });
  });

  it('generates ids as pet_ + timestamp + random text', () => {
    expect(pets.generatePetId(0, () => 0.5)).toBe('pet_0i');
    expect(pets.generatePetId(1_700_000_000_000, () => 0.123456)).toMatch(/^pet_loyw3v28[0-9a-z]{1,6}$/);
    expect(pets.generatePetId(1, () => 0.1)).not.toBe(pets.generatePetId(1, () => 0.2));
  });
});

describe('pet list rules', () => {
  it('matches pets by id or by case-insensitive name', () => {
    expect(pets.isSamePet({ id: 'a', name: 'Rex' }, { id: 'a', name: 'Max' })).toBe(true);
    expect(pets.isSamePet({ id: 'a', name: 'Rex' }, { name: ' rex ' })).toBe(true);
    expect(pets.isSamePet({ id: 'a', name: 'Rex' }, { id: 'b', name: 'Max' })).toBe(false);
    expect(pets.isSamePet({ name: '' }, { name: '' })).toBe(false);
  });

  it('merges local pets whose names are not on the server', () => {
    const merged = pets.mergeLocalPets([{ name: 'Rex' }], [{ name: 'REX' }, { name: 'Bella' }]);
    expect(merged).toEqual([{ name: 'Rex' }, { name: 'Bella' }]);
  });

  it('adds or replaces by id', () => {
    expect(pets.upsertPetById([{ id: 'a', name: 'Rex' }], { id: 'a', name: 'Max' })).toEqual([{ id: 'a', name: 'Max' }]);
    expect(pets.upsertPetById([{ id: 'a', name: 'Rex' }], { id: 'b', name: 'Max' })).toHaveLength(2);
  });

  it('requires an id to update', () => {
    expect(() => pets.updatePet([{ id: 'a', name: 'Rex' }], { name: 'Rex' })).toThrow(pets.PET_ID_REQUIRED_MESSAGE);
    expect(pets.PET_ID_REQUIRED_MESSAGE).toBe('Pet ID is required for updates');
    expect(pets.updatePet([{ id: 'a', name: 'Rex' }], { id: 'b', name: 'rex' })).toEqual([{ id: 'b', name: 'rex' }]);
  });

  it('removes by id', () => {
    expect(pets.removePetById([{ id: 'a' }, { id: 'b' }], 'a')).toEqual([{ id: 'b' }]);
  });
});
