/** The free-trial form's values (./FreeTrialForm.tsx): what the visitor enters, and where it starts. */
import type { ActivityLevel, BodyCondition, LifeStage } from '../../domain/pet-values';

/** The fields that can be wrong, in the order the first error takes focus. */
export type TrialField = 'customerName' | 'customerEmail' | 'name' | 'weight';
export const TRIAL_FIELD_ORDER: readonly TrialField[] = ['customerName', 'customerEmail', 'name', 'weight'];

export interface TrialValues {
  customerName: string;
  customerEmail: string;
  name: string;
  weight: string;
  lifeStage: LifeStage;
  activityLevel: ActivityLevel;
  bodyCondition: BodyCondition;
}

/** An empty form: the spec's defaults for the dog (adult, typical, about right). */
export const EMPTY_TRIAL_VALUES: TrialValues = {
  customerName: '',
  customerEmail: '',
  name: '',
  weight: '',
  lifeStage: 'adult',
  activityLevel: 'typical',
  bodyCondition: 'aboutRight',
};

/** Sets one of the form's values. */
export type SetTrialValue = <K extends keyof TrialValues>(key: K, value: TrialValues[K]) => void;
