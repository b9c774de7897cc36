/**
 * What of the dogs their recommendations depend on (id and feeding details, not name, breed or
 * photo), as one comparable text: the dashboard and the feeding guide read recommendations again
 * only when it changes.
 */
import type { NewPet } from './pets';

export function feedingDetailsKey(
  pets: readonly Pick<NewPet, 'id' | 'weight' | 'life_stage' | 'activity_level' | 'body_condition' | 'percent_kibble' | 'includeInFamilyFeedingPlan'>[],
): string {
  return JSON.stringify(pets.map((p) => [p.id, p.weight, p.life_stage, p.activity_level, p.body_condition, p.percent_kibble, p.includeInFamilyFeedingPlan]));
}
