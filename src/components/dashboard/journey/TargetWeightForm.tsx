import { useId, useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { DOG_JOURNEY_TEXTS } from '../../../copy/dog-journey';
import { petJourneyBodySchema } from '../../../domain/schemas/weight-journal';
import { useFormErrors } from '../../../lib/use-form-errors';
import { updateJourney } from '../../../stores/dog-journey';
import { JOURNAL_KG_INPUT, JourneyField } from './JourneyField';

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
      <JourneyField form={form} field="targetKg" id={`${id}-target`} label={DOG_JOURNEY_TEXTS.targetLabel} value={kg} onChange={setKg} {...JOURNAL_KG_INPUT} />
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
