import type { WeightsAnswer } from '../../src/domain/schemas/weight-journal';

/** A dog's journey as GET /api/pets/{id}/weights answers it (issue 50): no weighings unless given. */
export function makeJourney(petId: string, overrides: Partial<WeightsAnswer> = {}): WeightsAnswer {
  return {
    petId,
    entries: [],
    window: { from: '2024-12-01', to: '2025-12-01' },
    olderBefore: null,
    points: [],
    targetKg: null,
    progress: null,
    remindersOff: false,
    keepLifeStage: false,
    birthday: null,
    ...overrides,
  };
}
