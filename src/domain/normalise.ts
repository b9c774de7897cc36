/**
 * Normalisation of free-form pet values (spec 001 §5): query parameters of the trial and
 * recipe pages, the trial sentence's words ('ideal', 'hyperactive') and the modal's
 * 'lazyBones'. Anything unrecognised falls back to the spec's default, never to an error,
 * because these come from URLs people edit and share.
 */
import {
  DEFAULT_ACTIVITY_LEVEL,
  DEFAULT_BODY_CONDITION,
  DEFAULT_LIFE_STAGE,
  LIFE_STAGES,
  type ActivityLevel,
  type BodyCondition,
  type LifeStage,
} from './pet-values';

/** Lower-cases and drops spaces, dashes and underscores: 'Lazy Bones' → 'lazybones'. */
function squash(value: unknown): string {
  return typeof value === 'string' ? value.toLowerCase().replace(/[\s_-]+/g, '') : '';
}

/**
 * Body condition from any wording. Order matters: 'extralarge' must win over 'large', and
 * 'large' itself means about right (the shop's size words: small, large, extralarge).
 *
 * @example
 * normaliseBodyCondition('ideal') // 'aboutRight'
 * normaliseBodyCondition('Over weight') // 'overweight'
 * normaliseBodyCondition('extralarge') // 'overweight'
 * normaliseBodyCondition('small') // 'underweight'
 * normaliseBodyCondition(undefined) // 'aboutRight'
 */
export function normaliseBodyCondition(value: unknown): BodyCondition {
  const v = squash(value);
  if (/about|right|ideal/.test(v)) return 'aboutRight';
  if (/over|fat|extralarge/.test(v)) return 'overweight';
  if (/under|thin|small/.test(v)) return 'underweight';
  return DEFAULT_BODY_CONDITION;
}

const ACTIVITY_WORDS: Readonly<Record<string, ActivityLevel>> = {
  lazy: 'lazy',
  lazybones: 'lazy',
  typical: 'typical',
  typicalactivity: 'typical',
  active: 'active',
  hyperactive: 'active',
};

/**
 * Activity level from the modal ('lazyBones'), the trial sentence ('hyperactive') or a query.
 *
 * @example
 * normaliseActivityLevel('lazyBones') // 'lazy'
 * normaliseActivityLevel('hyperactive') // 'active'
 * normaliseActivityLevel('sporty') // 'typical'
 */
export function normaliseActivityLevel(value: unknown): ActivityLevel {
  return ACTIVITY_WORDS[squash(value)] ?? DEFAULT_ACTIVITY_LEVEL;
}

/**
 * @example
 * normaliseLifeStage('Senior') // 'senior'
 * normaliseLifeStage('') // 'adult'
 */
export function normaliseLifeStage(value: unknown): LifeStage {
  const v = squash(value);
  return (LIFE_STAGES as readonly string[]).includes(v) ? (v as LifeStage) : DEFAULT_LIFE_STAGE;
}

/** Anything with URLSearchParams' `get`. */
export interface QueryReader {
  get(name: string): string | null;
}

/** A pet described by a recipe page's query, normalised. */
export interface PetQuery {
  name: string;
  /** As given (not clamped), so the 45 kg redirect can see it; null when missing or not a number. */
  weight: number | null;
  life_stage: LifeStage;
  activity_level: ActivityLevel;
  body_condition: BodyCondition;
}

/**
 * Reads the pet of a trial or first-order recipe page from its query (the free-trial form's
 * keys: name, weight, lifeStage, activityLevel, bodyCondition).
 *
 * @example
 * normalisePetQuery(new URLSearchParams('name=Rex&weight=12&activityLevel=hyperactive&bodyCondition=ideal'))
 * // { name: 'Rex', weight: 12, life_stage: 'adult', activity_level: 'active', body_condition: 'aboutRight' }
 */
export function normalisePetQuery(query: QueryReader): PetQuery {
  const rawWeight = query.get('weight')?.trim() ?? '';
  const weight = rawWeight === '' ? NaN : Number(rawWeight);
  return {
    name: query.get('name')?.trim() ?? '',
    weight: Number.isFinite(weight) ? weight : null,
    life_stage: normaliseLifeStage(query.get('lifeStage')),
    activity_level: normaliseActivityLevel(query.get('activityLevel')),
    body_condition: normaliseBodyCondition(query.get('bodyCondition')),
  };
}
