import { describe, expect, it } from 'vitest';
import { normaliseActivityLevel, normaliseBodyCondition, normaliseLifeStage, normalisePetQuery } from '../../src/domain/normalise';

/** One case a row: what a page or an old record may hold → the value the calculator uses. */
function normalisesTo(normalise: (value: string | null | undefined) => string, cases: [string | null | undefined, string][]) {
  it.each(cases)('%s → %s', (input, expected) => {
    expect(normalise(input)).toBe(expected);
  });
}

describe('normaliseBodyCondition (001 §5)', () => {
  normalisesTo(normaliseBodyCondition, [
    ['aboutRight', 'aboutRight'],
    ['About right', 'aboutRight'],
    ['ideal', 'aboutRight'],
    ['right', 'aboutRight'],
    ['large', 'aboutRight'],
    ['overweight', 'overweight'],
    ['Over weight', 'overweight'],
    ['fat', 'overweight'],
    ['extralarge', 'overweight'],
    ['extra-large', 'overweight'],
    ['underweight', 'underweight'],
    ['Under Weight', 'underweight'],
    ['thin', 'underweight'],
    ['small', 'underweight'],
    ['chunky', 'aboutRight'],
    ['', 'aboutRight'],
    [null, 'aboutRight'],
    [undefined, 'aboutRight'],
  ]);
});

describe('normaliseActivityLevel', () => {
  normalisesTo(normaliseActivityLevel, [
    ['lazy', 'lazy'],
    ['lazyBones', 'lazy'],
    ['Lazy Bones', 'lazy'],
    ['typical', 'typical'],
    ['Typical Activity', 'typical'],
    ['active', 'active'],
    ['hyperactive', 'active'],
    ['ACTIVE', 'active'],
    ['sporty', 'typical'],
    [undefined, 'typical'],
  ]);
});

describe('normaliseLifeStage', () => {
  normalisesTo(normaliseLifeStage, [
    ['puppy', 'puppy'],
    ['Senior', 'senior'],
    ['adult', 'adult'],
    ['teen', 'adult'],
    ['', 'adult'],
    [null, 'adult'],
  ]);
});

describe('normalisePetQuery', () => {
  it.each([
    {
      what: 'reads and normalises a recipe page query',
      query: 'name=%20Rex%20&weight=12.5&lifeStage=puppy&activityLevel=hyperactive&bodyCondition=ideal',
      pet: { name: 'Rex', weight: 12.5, life_stage: 'puppy', activity_level: 'active', body_condition: 'aboutRight' },
    },
    {
      what: 'defaults missing values and keeps an over-limit weight for the redirect check',
      query: 'weight=70',
      pet: { name: '', weight: 70, life_stage: 'adult', activity_level: 'typical', body_condition: 'aboutRight' },
    },
  ])('$what', ({ query, pet }) => {
    expect(normalisePetQuery(new URLSearchParams(query))).toEqual(pet);
  });

  it('reads a weight that is no number, or none, as null', () => {
    expect(normalisePetQuery(new URLSearchParams('weight=heavy')).weight).toBeNull();
    expect(normalisePetQuery(new URLSearchParams('')).weight).toBeNull();
  });
});
