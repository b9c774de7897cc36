/** The calculator's and overlay's choices, from the domain's values, labels and help texts. */
import { BODY_CONDITION_TOOLTIPS } from '../../copy/pet-help';
import { ACTIVITY_LABELS, ACTIVITY_TOOLTIPS, BODY_CONDITION_LABELS, LIFE_STAGE_LABELS } from '../../copy/pet-labels';
import { ACTIVITY_LEVELS, BODY_CONDITIONS, LIFE_STAGES, type ActivityLevel, type BodyCondition, type LifeStage } from '../../domain/pet-values';
import type { Option } from '../ui/OptionGroup';

export const LIFE_STAGE_OPTIONS: readonly Option<LifeStage>[] = LIFE_STAGES.map((value) => ({ value, label: LIFE_STAGE_LABELS[value] }));

export const BODY_CONDITION_OPTIONS: readonly Option<BodyCondition>[] = BODY_CONDITIONS.map((value) => ({
  value,
  label: BODY_CONDITION_LABELS[value],
  tooltip: BODY_CONDITION_TOOLTIPS[value],
  image: `/images/pets/body-${value}.svg`,
}));

export const ACTIVITY_OPTIONS: readonly Option<ActivityLevel>[] = ACTIVITY_LEVELS.map((value) => ({
  value,
  label: ACTIVITY_LABELS[value],
  tooltip: ACTIVITY_TOOLTIPS[value],
  image: `/images/pets/activity-${value}.svg`,
}));

/** Options without images: the calculator's plain button groups. */
export const withoutImages = <T extends string>(options: readonly Option<T>[]) => options.map(({ image: _image, ...o }) => o);
