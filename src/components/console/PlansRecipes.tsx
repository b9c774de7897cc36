import { useState } from 'react';
import { consoleDateTime } from '../../domain/console-time';
import { formatNzdCents } from '../../domain/money';
import type { ConsoleCatalogue } from '../../domain/schemas/console-catalogue';
import { actorText } from '../../copy/console';
import { PLANS_WORDS, planStateBadge } from '../../copy/console-catalogue';
import { consoleCall, toast } from './api';
import { RecipeFacts } from './RecipeFacts';
import { DataTable, Empty, Section, type Column } from './Section';
import { useConsoleRead } from './useConsole';

type Recipe = ConsoleCatalogue['recipes'][number];
type Off = ConsoleCatalogue['offCatalogue'][number];

const bagsText = (r: Recipe) => r.bags.map((b) => `${b.bagSizeKg} kg ${formatNzdCents(b.priceCents)}`).join(' · ');

const recipeColumns = (saved: (c: ConsoleCatalogue) => void): readonly Column<Recipe>[] => [
  { header: 'Recipe', cell: (r) => (r.adminUrl ? <s-link href={r.adminUrl}>{r.title}</s-link> : r.title) },
  { header: PLANS_WORDS.bags, cell: bagsText },
  { header: 'Feeding facts', cell: (r) => <RecipeFacts recipe={r} onSaved={saved} /> },
];

const OFF_COLUMNS: readonly Column<Off>[] = [
  { header: 'Customer', cell: (s) => s.email },
  { header: 'Subscription', cell: (s) => s.product ?? s.subscriptionId },
  { header: 'What is no longer sold', cell: (s) => (s.reason === 'bag' ? PLANS_WORDS.bagGone : PLANS_WORDS.frequencyGone) },
];

function Plans({ c, onChange }: { c: ConsoleCatalogue; onChange: (next: ConsoleCatalogue) => void }) {
  const [busy, setBusy] = useState(false);
  const badge = planStateBadge(c.plans.state);
  const repair = () => {
    setBusy(true);
    consoleCall<ConsoleCatalogue>('catalogue/repair', { method: 'POST' })
      .then(
        (next) => {
          toast(PLANS_WORDS.repaired);
          onChange(next);
        },
        (err: unknown) => toast(err instanceof Error ? err.message : String(err), true),
      )
      .finally(() => setBusy(false));
  };
  return (
    <s-box>
      <s-stack direction="inline" gap="small">
        <s-heading>{PLANS_WORDS.plansHeading}</s-heading>
        <s-badge tone={badge.tone}>{badge.text}</s-badge>
      </s-stack>
      {c.plans.error && (
        <s-banner tone={c.plans.state === 'failed' ? 'critical' : 'warning'} heading={PLANS_WORDS.notReady}>
          {c.plans.error}
        </s-banner>
      )}
      <s-paragraph>
        {c.plans.offered.length === 0
          ? PLANS_WORDS.noPlans
          : `Every ${c.plans.offered.map((p) => p.frequencyDays).join(', ')} days, ${[...new Set(c.plans.offered.map((p) => p.discountPercent))].join(' or ')}% off each delivery.`}
      </s-paragraph>
      {c.source === 'shop' && (
        <s-button onClick={repair} disabled={busy} accessibilityLabel={PLANS_WORDS.repair}>
          {busy ? PLANS_WORDS.repairing : PLANS_WORDS.repair}
        </s-button>
      )}
    </s-box>
  );
}

/** Plans & recipes (issue 60 §5): what the app sells, its selling plans, what it leaves out and why, and who is affected. */
export function PlansRecipes() {
  const { load, reload } = useConsoleRead<ConsoleCatalogue>('catalogue');
  const [latest, setLatest] = useState<ConsoleCatalogue | null>(null);
  const shown = latest && load.state === 'ready' ? ({ state: 'ready', data: latest } as const) : load;
  const changed = (next: ConsoleCatalogue) => {
    setLatest(next);
    reload();
  };
  return (
    <Section title="Plans & recipes" load={shown}>
      {(c) => (
        <>
          <s-paragraph>
            <s-text color="subdued">
              {c.source === 'shop' ? PLANS_WORDS.fromShop(c.syncedAt ? consoleDateTime(c.syncedAt) : null) : PLANS_WORDS.fromDemo}
            </s-text>
          </s-paragraph>
          <Plans c={c} onChange={changed} />
          <DataTable testId="recipe-table" columns={recipeColumns(changed)} rows={c.recipes} rowKey={(r) => r.id} empty={PLANS_WORDS.noRecipes} />
          {c.excluded.length > 0 && (
            <s-box>
              <s-heading>{PLANS_WORDS.excludedHeading}</s-heading>
              {c.excluded.map((e) => (
                <s-stack key={e.productId} direction="block" gap="small">
                  <s-paragraph>
                    {e.adminUrl ? <s-link href={e.adminUrl}>{e.title}</s-link> : e.title}: {e.reason}
                  </s-paragraph>
                  {e.reason.startsWith('kcal per kg') && <RecipeFacts recipe={{ id: e.productId, title: e.title }} onSaved={changed} />}
                </s-stack>
              ))}
            </s-box>
          )}
          <s-heading>{PLANS_WORDS.offHeading}</s-heading>
          {c.offCatalogue.length === 0 ? (
            <Empty>{PLANS_WORDS.noneOff}</Empty>
          ) : (
            <DataTable testId="off-catalogue" columns={OFF_COLUMNS} rows={c.offCatalogue} rowKey={(s) => s.subscriptionId} empty="" />
          )}
          {c.changes.length > 0 && (
            <s-paragraph>
              <s-text color="subdued">
                {PLANS_WORDS.lastChange}: {actorText(c.changes[0]!.actor)}, {consoleDateTime(c.changes[0]!.at)}
              </s-text>
            </s-paragraph>
          )}
        </>
      )}
    </Section>
  );
}
