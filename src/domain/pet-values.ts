/**
 * The closed sets of values a pet's fields take (spec 000 §3, 001 §3), as `as const` tuples
 * so schemas, labels and formulas are all keyed by the same literals.
 */

export const LIFE_STAGES = ['puppy', 'adult', 'senior'] as const;
/** puppy | adult | senior */
export type LifeStage = (typeof LIFE_STAGES)[number];

/** The calculator's and overlay's values; the modal's `lazyBones` is normalised to `lazy`. */
export const ACTIVITY_LEVELS = ['lazy', 'typical', 'active'] as const;
/** lazy | typical | active */
export type ActivityLevel = (typeof ACTIVITY_LEVELS)[number];

/** The Add/Edit Dog modal sends this spelling of `lazy` (spec 000 §3). */
export const MODAL_LAZY_ACTIVITY = 'lazyBones';

/** Every screen stores these three values, whatever words it shows. */
export const BODY_CONDITIONS = ['underweight', 'aboutRight', 'overweight'] as const;
/** underweight | aboutRight | overweight */
export type BodyCondition = (typeof BODY_CONDITIONS)[number];

/** The modal's and mobile screen's choices. */
export const SEXES = ['male', 'female'] as const;
/** male | female */
export type Sex = (typeof SEXES)[number];

/** Default of a new pet and of a missing or unknown query value. */
export const DEFAULT_LIFE_STAGE: LifeStage = 'adult';
/** Default of a new pet and of a missing or unknown query value. */
export const DEFAULT_ACTIVITY_LEVEL: ActivityLevel = 'typical';
/** Default of a new pet and of a missing or unknown query value. */
export const DEFAULT_BODY_CONDITION: BodyCondition = 'aboutRight';

/** The longest dog's name any form takes (the pet schemas and the free-trial form). */
export const PET_NAME_MAX_LENGTH = 60;
