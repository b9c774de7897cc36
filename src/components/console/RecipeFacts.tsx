import { useState } from 'react';
import * as v from 'valibot';
import { feedingFactsSchema } from '../../domain/feeding-facts';
import type { ConsoleCatalogue } from '../../domain/schemas/console-catalogue';
import { consoleCall, toast } from './api';

type Recipe = ConsoleCatalogue['recipes'][number] | { id: string; title: string; kcalPerKg?: number; proteinPercent?: number };

/**
 * A recipe's kcal per kg and protein %, edited in place (issue 60 §5): checked with the API's own
 * schema first, each message on its field (Polaris ties it to the input for screen readers). The
 * calculator, recommendations and plan fit follow the saved figure.
 */
export function RecipeFacts({ recipe, onSaved }: { recipe: Recipe; onSaved: (next: ConsoleCatalogue) => void }) {
  const [kcal, setKcal] = useState(recipe.kcalPerKg === undefined ? '' : String(recipe.kcalPerKg));
  const [protein, setProtein] = useState(recipe.proteinPercent === undefined ? '' : String(recipe.proteinPercent));
  const [errors, setErrors] = useState<{ kcalPerKg?: string; proteinPercent?: string }>({});
  const [busy, setBusy] = useState(false);
  const save = () => {
    const parsed = v.safeParse(feedingFactsSchema, { kcalPerKg: Number(kcal.replace(/[, ]/g, '')), proteinPercent: Number(protein) });
    if (!parsed.success) {
      const nested = v.flatten<typeof feedingFactsSchema>(parsed.issues).nested ?? {};
      setErrors({ kcalPerKg: nested.kcalPerKg?.[0], proteinPercent: nested.proteinPercent?.[0] });
      return;
    }
    setBusy(true);
    consoleCall<ConsoleCatalogue>(`catalogue/recipes/${encodeURIComponent(recipe.id)}`, { method: 'POST', body: parsed.output })
      .then(
        (next) => {
          toast(`${recipe.title} saved`);
          onSaved(next);
        },
        (err: unknown) => toast(err instanceof Error ? err.message : String(err), true),
      )
      .finally(() => setBusy(false));
  };
  return (
    <s-stack direction="inline" gap="small">
      <s-text-field
        label={`${recipe.title}: kcal per kg`}
        value={kcal}
        error={errors.kcalPerKg}
        onInput={(e) => {
          setKcal(e.currentTarget.value);
          setErrors((x) => ({ ...x, kcalPerKg: undefined }));
        }}
      />
      <s-text-field
        label={`${recipe.title}: protein %`}
        value={protein}
        error={errors.proteinPercent}
        onInput={(e) => {
          setProtein(e.currentTarget.value);
          setErrors((x) => ({ ...x, proteinPercent: undefined }));
        }}
      />
      <s-button onClick={save} disabled={busy || kcal.trim() === '' || protein.trim() === ''} accessibilityLabel={`Save ${recipe.title}’s feeding facts`}>
        Save
      </s-button>
    </s-stack>
  );
}
