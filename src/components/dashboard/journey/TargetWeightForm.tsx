import { useId, useState, type FormEvent } from 'react';
import { DOG_JOURNEY_TEXTS } from '../../../copy/dog-journey';
import { JOURNAL_WEIGHT_ABOVE_KG, JOURNAL_WEIGHT_MAX_KG } from '../../../domain/weight-journal';
import { updateJourney } from '../../../stores/dog-journey';

/**
 * A dog's target weight (issue 50), set or cleared through POST /api/pets/{id}/journey. Shown
 * for a dog whose body condition is under or over, and for any dog that has a target to clear.
 */
export function TargetWeightForm({ petId, targetKg }: { petId: string; targetKg: number | null }) {
  const id = useId();
  const [kg, setKg] = useState(targetKg == null ? '' : String(targetKg));
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);
  async function save(target: number | null) {
    setSaving(true);
    const ok = await updateJourney(petId, { targetKg: target });
    setSaving(false);
    setFailed(!ok);
    if (ok && target === null) setKg('');
  }
  function submit(e: FormEvent) {
    e.preventDefault();
    void save(Number(kg));
  }
  return (
    <form className="journey-form" onSubmit={submit} aria-label={DOG_JOURNEY_TEXTS.targetForm}>
      <label htmlFor={`${id}-target`}>{DOG_JOURNEY_TEXTS.targetLabel}</label>
      <input
        id={`${id}-target`}
        type="number"
        inputMode="decimal"
        min={JOURNAL_WEIGHT_ABOVE_KG + 0.1}
        max={JOURNAL_WEIGHT_MAX_KG}
        step="0.1"
        required
        value={kg}
        onChange={(e) => setKg(e.target.value)}
      />
      <button type="submit" className="button" disabled={saving}>
        {DOG_JOURNEY_TEXTS.setTarget}
      </button>
      {targetKg != null ? (
        <button type="button" className="button secondary" disabled={saving} onClick={() => void save(null)}>
          {DOG_JOURNEY_TEXTS.clearTarget}
        </button>
      ) : null}
      {failed ? <p role="alert">{DOG_JOURNEY_TEXTS.targetFailed}</p> : null}
    </form>
  );
}
