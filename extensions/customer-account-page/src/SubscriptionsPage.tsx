import { useEffect, useState } from 'preact/hooks';
import type { PetsPayload, PlanFitAnswer, SubscriptionAnswer } from '../../shared/answers';
import { t } from '../../shared/format';
import { worker, WorkerError } from '../../shared/worker';
import { DogsSection } from './DogsSection';
import { SubscriptionCard } from './SubscriptionCard';

type State =
  | { kind: 'loading' }
  | { kind: 'failed' }
  | { kind: 'ready'; subscriptions: SubscriptionAnswer[]; fits: Record<string, PlanFitAnswer | null>; pets: PetsPayload | null };

/** Plan fit is answered for ACTIVE subscriptions only (src/domain/plan-fit.ts). */
async function fitsOf(subscriptions: SubscriptionAnswer[]) {
  const entries = await Promise.all(
    subscriptions.map(
      async (s) => [s.id, s.status === 'ACTIVE' ? await worker<PlanFitAnswer>('GET', `/subscriptions/${s.id}/plan-fit`).catch(() => null) : null] as const,
    ),
  );
  return Object.fromEntries(entries);
}

async function load(): Promise<State> {
  const [subscriptions, pets] = await Promise.all([
    worker<SubscriptionAnswer[]>('GET', '/subscriptions'),
    // A shop customer new to us has no dogs yet (404).
    worker<PetsPayload>('GET', '/pets').catch((e: unknown) => (e instanceof WorkerError && e.status === 404 ? null : Promise.reject(e))),
  ]);
  return { kind: 'ready', subscriptions, pets, fits: await fitsOf(subscriptions) };
}

/** "Subscriptions & dogs": the full page (customer-account.page.render). `focus`: a subscription id to show first (the order action's link). */
export function SubscriptionsPage({ focus }: { focus?: string | null }) {
  const [state, setState] = useState<State>({ kind: 'loading' });
  useEffect(() => {
    load().then(setState, () => setState({ kind: 'failed' }));
  }, []);

  if (state.kind === 'loading')
    return (
      <s-page heading={t('pageTitle')}>
        <s-spinner accessibilityLabel={t('loading')} />
        <s-text>{t('loading')}</s-text>
      </s-page>
    );
  if (state.kind === 'failed')
    return (
      <s-page heading={t('pageTitle')}>
        <s-banner tone="critical">{t('loadFailed')}</s-banner>
      </s-page>
    );

  const { subscriptions, fits, pets } = state;
  const ordered = focus ? [...subscriptions].sort((a, b) => Number(b.id === focus) - Number(a.id === focus)) : subscriptions;
  const dogs = pets?.pets.length ?? 0;
  const changed = async (next: SubscriptionAnswer) => {
    const list = subscriptions.map((s) => (s.id === next.id ? next : s));
    setState({ ...state, subscriptions: list, fits: { ...fits, ...(await fitsOf([next])) } });
  };
  const dogsSaved = async (next: PetsPayload) => setState({ ...state, pets: next, fits: await fitsOf(subscriptions) });

  return (
    <s-page heading={t('pageTitle')}>
      {ordered.length === 0 && (
        <s-section>
          <s-text>{t('noSubscriptions')}</s-text>
        </s-section>
      )}
      {ordered.map((s) => (
        <SubscriptionCard key={s.id} subscription={s} planFit={fits[s.id] ?? null} dogs={dogs} onChanged={changed} />
      ))}
      {pets && pets.pets.length > 0 && <DogsSection payload={pets} onSaved={dogsSaved} />}
    </s-page>
  );
}
