import { useState } from 'react';
import { consoleCall, toast } from './api';

/**
 * A weighing staff enter for the customer's dog (issue 50: "the console when staff act for the
 * customer"): today's weight into the dog's weight journal, by the customer's own rules
 * (functions/dogs/weighing.ts); its food follows the newest weighing.
 */
export function DogWeight({ customerId, dog, onDone }: { customerId: string; dog: { id: string; name: string }; onDone: () => void }) {
  const [kg, setKg] = useState('');
  const [busy, setBusy] = useState(false);
  const save = () => {
    setBusy(true);
    consoleCall(`customers/${encodeURIComponent(customerId)}/pets/${encodeURIComponent(dog.id)}/weights`, { method: 'POST', body: { kg: Number(kg) } })
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
      <s-text-field label={`${dog.name}’s weight today (kg)`} value={kg} onInput={(e) => setKg(e.currentTarget.value)} />
      <s-button onClick={save} disabled={busy || kg.trim() === ''} accessibilityLabel={`Save ${dog.name}’s weight`}>
        Save weight
      </s-button>
    </s-stack>
  );
}
