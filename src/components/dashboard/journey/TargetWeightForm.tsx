import { useId, useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { DOG_JOURNEY_TEXTS } from '../../../copy/dog-journey';
import { petJourneyBodySchema } from '../../../domain/schemas/weight-journal';
import { JOURNAL_WEIGHT_FIELD_MIN_KG, JOURNAL_WEIGHT_MAX_KG, JOURNAL_WEIGHT_STEP_KG } from '../../../domain/weight-journal';
import { useFormErrors } from '../../../lib/use-form-errors';
import { updateJourney } from '../../../stores/dog-journey';

const TARGET_FIELDS = ['targetKg'] as const;

/**
 * A dog's target weight (issue 50), set or cleared through POST /api/pets/{id}/journey, checked
 * with that call's own schema (`petJourneyBodySchema`) before it is sent. Shown for a dog whose
 * body condition is under or over, and for any dog that has a target to clear.
 */
export function TargetWeightForm({ petId, targetKg }: { petId: string; targetKg: number | null }) {
  const id = useId();
  const [kg, setKg] = useState(targetKg == null ? '' : String(targetKg));
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);
  const form = useFormErrors(TARGET_FIELDS, id);
  async function save(target: number | null) {
    setSaving(true);
    const ok = await updateJourney(petId, { targetKg: target });
    setSaving(false);
    setFailed(!ok);
    if (ok && target === null) setKg('');
  }
  function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = v.safeParse(petJourneyBodySchema, { targetKg: kg });
    if (form.show(parsed.issues) || !parsed.success) return;
    void save(parsed.output.targetKg ?? null);
  }
  return (
    <form className="journey-form" noValidate onSubmit={submit} aria-label={DOG_JOURNEY_TEXTS.targetForm}>
      <label htmlFor={`${id}-target`}>{DOG_JOURNEY_TEXTS.targetLabel}</label>
      <input
        id={`${id}-target`}
        type="number"
        inputMode="decimal"
        min={JOURNAL_WEIGHT_FIELD_MIN_KG}
        max={JOURNAL_WEIGHT_MAX_KG}
        step={JOURNAL_WEIGHT_STEP_KG}
        required
        value={kg}
        ref={form.ref('targetKg')}
        aria-invalid={form.invalid('targetKg')}
        aria-describedby={form.describedBy('targetKg')}
        onChange={(e) => {
          setKg(e.target.value);
          form.clear('targetKg');
        }}
      />
      {form.error('targetKg')}
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
