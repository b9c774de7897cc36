import { useState } from 'preact/hooks';
import * as v from 'valibot';
import { formatGrouped } from '../../../src/domain/number-format';
import { petSchema } from '../../../src/domain/schemas/pet';
import type { AccountSubscription, PetsPayload } from '../../shared/answers';
import { t } from '../../shared/format';
import type { Changed } from '../../shared/subscription-actions';
import { worker } from '../../shared/worker';
import { DogJournal } from './DogJournal';

interface Props {
  payload: PetsPayload;
  /** The dogs after a save: the page reloads the plan fit, which follows them. */
  onSaved: (next: PetsPayload) => void;
  /** For a birthday notice's plan-fit fix (./DogJournal.tsx). */
  subscriptions: AccountSubscription[];
  onChanged: (changed: Changed) => void;
}

/** The dogs with their daily numbers (computed by the Worker: src/domain/pets-payload.ts), and each one's weight. */
export function DogsSection({ payload, onSaved, subscriptions, onChanged }: Props) {
  const [weights, setWeights] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [weightErrors, setWeightErrors] = useState<Record<string, string | undefined>>({});

  async function saveWeight(id: string, current: number) {
    // The API's own check of a dog's weight first (`petSchema`): its message on the field.
    const parsed = v.safeParse(petSchema.entries.weight, weights[id] ?? current);
    setWeightErrors({ ...weightErrors, [id]: parsed.success ? undefined : parsed.issues[0].message });
    if (!parsed.success) return;
    setBusy(id);
    setError(null);
    try {
      // The whole set goes back, as the dashboard saves it; only this dog's weight differs.
      const pets = payload.pets.map((p, index) => ((p.id ?? String(index)) === id ? { ...p, weight: parsed.output } : p));
      const saved = await worker<{ data: PetsPayload }>('POST', '/pets', { pets, productId: payload.productId });
      onSaved(saved.data);
    } catch (e) {
      setError(t('actionFailed', { error: (e as Error).message }));
    } finally {
      setBusy(null);
    }
  }

  // A weighing may become the dog's weight: read the dogs again, so their numbers and the plan fit follow.
  const weighed = () => void worker<PetsPayload>('GET', '/pets').then(onSaved, () => undefined);

  return (
    <s-section heading={t('dogsHeading')}>
      <s-stack direction="block" gap="base">
        {payload.pets.map((p, index) => {
          const key = p.id ?? String(index);
          return (
            <s-stack direction="block" gap="small-200" key={key}>
              <s-heading>{p.name}</s-heading>
              <s-text>{t('dogLine', { calories: formatGrouped(p.calories_per_day), grams: formatGrouped(p.grams_per_day) })}</s-text>
              <s-stack direction="inline" gap="base">
                <s-number-field
                  label={t('weightLabel', { name: p.name })}
                  value={weights[key] ?? String(p.weight)}
                  error={weightErrors[key]}
                  onChange={(e) => {
                    setWeights({ ...weights, [key]: (e.currentTarget as HTMLInputElement).value });
                    setWeightErrors({ ...weightErrors, [key]: undefined });
                  }}
                />
                <s-button disabled={busy !== null} onClick={() => saveWeight(key, p.weight)}>
                  {busy === key ? t('saving') : t('saveWeight')}
                </s-button>
              </s-stack>
              {/* Keyed by the weight: a weight saved above is a new entry, so the journal reads it again. */}
              {p.id && (
                <DogJournal key={`${p.id}:${p.weight}`} petId={p.id} name={p.name} subscriptions={subscriptions} onWeighed={weighed} onChanged={onChanged} />
              )}
            </s-stack>
          );
        })}
        {error && <s-banner tone="critical">{error}</s-banner>}
      </s-stack>
    </s-section>
  );
}
