import { useState } from 'react';
import * as v from 'valibot';
import { weightEntryFormSchema } from '../../domain/schemas/weight-journal';
import { consoleCall, toast } from './api';

/**
 * A weighing staff enter for the customer's dog (issue 50: "the console when staff act for the
 * customer"): today's weight into the dog's weight journal, by the customer's own rules
 * (functions/dogs/weighing.ts); its food follows the newest weighing. The weight is checked with
 * the API's own schema (`weightEntryFormSchema`) first, its message on the field (Polaris ties it
 * to the input for screen readers).
 */
export function DogWeight({ customerId, dog, onDone }: { customerId: string; dog: { id: string; name: string }; onDone: () => void }) {
  const [kg, setKg] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const save = () => {
    const parsed = v.safeParse(weightEntryFormSchema, { kg });
    if (!parsed.success) {
      setError(v.flatten<typeof weightEntryFormSchema>(parsed.issues).nested?.kg?.[0] ?? parsed.issues[0].message);
      return;
    }
    setBusy(true);
    consoleCall(`customers/${encodeURIComponent(customerId)}/pets/${encodeURIComponent(dog.id)}/weights`, { method: 'POST', body: parsed.output })
      .then(
        () => {
          toast(`${dog.name}’s weight saved`);
          setKg('');
          onDone();
        },
        (err: unknown) => toast(err instanceof Error ? err.message : String(err), true),
      )
      .finally(() => setBusy(false));
  };
  return (
    <s-stack direction="inline" gap="small">
      <s-text-field
        label={`${dog.name}’s weight today (kg)`}
        value={kg}
        error={error}
        onInput={(e) => {
          setKg(e.currentTarget.value);
          setError(undefined);
        }}
      />
      <s-button onClick={save} disabled={busy || kg.trim() === ''} accessibilityLabel={`Save ${dog.name}’s weight`}>
        Save weight
      </s-button>
    </s-stack>
  );
}
