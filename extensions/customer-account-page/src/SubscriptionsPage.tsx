import { useEffect, useState } from 'preact/hooks';
import type { AccountSubscription, PetsPayload, PlanFitAnswer } from '../../shared/answers';
import { reread } from '../../shared/converge';
import { t } from '../../shared/format';
import { onWorker, type Changed } from '../../shared/subscription-actions';
import { worker, WorkerError } from '../../shared/worker';
import { DogsSection } from './DogsSection';
import { SubscriptionCard } from './SubscriptionCard';

type Ready = { kind: 'ready'; subscriptions: AccountSubscription[]; fits: Record<string, PlanFitAnswer | null>; pets: PetsPayload | null };
type State = { kind: 'loading' } | { kind: 'failed' } | Ready;

/** Plan fit is answered for ACTIVE subscriptions only (src/domain/plan-fit.ts). */
async function fitsOf(subscriptions: AccountSubscription[]) {
  const entries = await Promise.all(
    subscriptions.map(async (s) => [s.id, s.status === 'ACTIVE' ? await onWorker<PlanFitAnswer>(s, 'planFit').catch(() => null) : null] as const),
  );
  return Object.fromEntries(entries);
}

async function load(): Promise<State> {
  const [subscriptions, pets] = await Promise.all([
    worker<AccountSubscription[]>('GET', '/subscriptions'),
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
  // Changes land on the state as it is then (a re-read can finish after another change).
  const update = (change: (ready: Ready) => Ready) => setState((prev) => (prev.kind === 'ready' ? change(prev) : prev));
  const put = (next: AccountSubscription) => update((r) => ({ ...r, subscriptions: r.subscriptions.map((s) => (s.id === next.id ? next : s)) }));
  const refit = async (subscriptions: AccountSubscription[]) => {
    const fits = await fitsOf(subscriptions);
    update((r) => ({ ...r, fits: { ...r.fits, ...fits } }));
  };

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
  const changed = async ({ next, reread: again }: Changed) => {
    put(next);
    const settled = again ? await reread(next).catch(() => null) : null;
    if (settled) put(settled);
    await refit([settled ?? next]);
  };
  const dogsSaved = async (next: PetsPayload) => {
    update((r) => ({ ...r, pets: next }));
    await refit(subscriptions);
  };

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
      {pets && pets.pets.length > 0 && <DogsSection payload={pets} onSaved={dogsSaved} subscriptions={subscriptions} onChanged={changed} />}
    </s-page>
  );
}
