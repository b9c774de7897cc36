import { useEffect, useState } from 'preact/hooks';
import * as v from 'valibot';
import { DOG_JOURNEY_TEXTS as J } from '../../../src/copy/dog-journey';
import { planFitFixLabel } from '../../../src/copy/plan-fit';
import { formatGrouped } from '../../../src/domain/number-format';
import { planFitFix } from '../../../src/domain/plan-fit-fix';
import { shopToday } from '../../../src/domain/renewals';
import { weightEntryFormSchema, type WeightsAnswer } from '../../../src/domain/schemas/weight-journal';
import { JOURNAL_WEIGHT_FIELD_MIN_KG, JOURNAL_WEIGHT_MAX_KG, JOURNAL_WEIGHT_STEP_KG } from '../../../src/domain/weight-journal';
import type { AccountSubscription } from '../../shared/answers';
import { longDate, t } from '../../shared/format';
import { useShopCatalogue } from '../../shared/catalogue';
import { applyPlanFitFix, type Changed } from '../../shared/subscription-actions';
import { worker } from '../../shared/worker';
import { valueOf } from './card-props';
import { useAction } from './use-action';

interface Props {
  petId: string;
  name: string;
  subscriptions: AccountSubscription[];
  /** A weighing may change the dog's weight (the newest one is its weight): the page re-reads the dogs and the plan fit. */
  onWeighed: () => void;
  /** The birthday's plan-fit fix changed a subscription. */
  onChanged: (changed: Changed) => void;
}

/**
 * The chart of the last 12 months as the 2026-07 Polaris components allow it (no table, no
 * drawing): one row per point with its day, kilograms and daily grams, and a bar for the weight.
 * Every number is the Worker's (functions/dogs/journey.ts, src/domain/weight-journal.ts).
 */
function WeightChart({ name, points }: { name: string; points: WeightsAnswer['points'] }) {
  if (points.length === 0) return <s-text>{t('journalEmpty')}</s-text>;
  const heaviest = Math.max(...points.map((p) => p.kg));
  return (
    <s-stack direction="block" gap="small-200" accessibilityLabel={J.tableCaption(name)}>
      <s-text type="strong">{J.chartTitle(name)}</s-text>
      <s-grid gridTemplateColumns="1fr 1fr 1fr 2fr" gap="small-200">
        <s-text type="strong">{t('journalDay')}</s-text>
        <s-text type="strong">{t('journalKg')}</s-text>
        <s-text type="strong">{t('journalGrams')}</s-text>
        <s-text />
        {points.flatMap((p) => [
          <s-text key={`${p.day}d`}>{longDate(p.day)}</s-text>,
          <s-text key={`${p.day}k`}>{formatGrouped(p.kg)}</s-text>,
          <s-text key={`${p.day}g`}>{formatGrouped(p.grams)}</s-text>,
          <s-progress key={`${p.day}b`} value={p.kg} max={heaviest} accessibilityLabel={`${formatGrouped(p.kg)} kg`} />,
        ])}
      </s-grid>
    </s-stack>
  );
}

/** A dog's weight journal (issue 50) on the account page: the chart, the target's progress, a weighing for today or a past day, and the birthday notice with its plan-fit fix. */
export function DogJournal({ petId, name, subscriptions, onWeighed, onChanged }: Props) {
  const [journey, setJourney] = useState<WeightsAnswer | null>(null);
  const [kg, setKg] = useState('');
  const [day, setDay] = useState(() => shopToday(new Date()));
  const [errors, setErrors] = useState<{ kg?: string; day?: string }>({});
  const action = useAction();
  const path = `/pets/${encodeURIComponent(petId)}`;
  useEffect(() => {
    worker<WeightsAnswer>('GET', `${path}/weights`).then(setJourney, () => setJourney(null));
  }, [path]);

  // The API's own schema first: its message on the field that is wrong (Polaris reads it with the field).
  const addWeight = () => {
    const parsed = v.safeParse(weightEntryFormSchema, { day, kg });
    const nested = parsed.success ? {} : (v.flatten<typeof weightEntryFormSchema>(parsed.issues).nested ?? {});
    setErrors({ kg: nested.kg?.[0], day: nested.day?.[0] });
    if (!parsed.success) return;
    return action.run(async () => {
      setJourney(await worker<WeightsAnswer>('POST', `${path}/weights`, parsed.output));
      setKg('');
      onWeighed();
    });
  };
  const keepStage = () => action.run(async () => setJourney(await worker<WeightsAnswer>('POST', `${path}/journey`, { keepLifeStage: true })));

  const birthday = journey?.birthday;
  const subscription = subscriptions.find((s) => s.id === birthday?.subscriptionId);
  const main = subscription?.items.find((i) => i.is_main);
  const catalogue = useShopCatalogue();
  const fix =
    catalogue && catalogue !== 'loading' && birthday && subscription && birthday.bagKg != null
      ? planFitFix(catalogue, { bagKg: birthday.bagKg, suggestion: birthday.suggestion }, main?.variant_id ?? subscription.variant_id)
      : null;
  const applyFix = () => fix && subscription && action.run(async () => onChanged({ next: await applyPlanFitFix(subscription, fix), reread: false }));
  const progress = journey?.progress;

  return (
    <s-stack direction="block" gap="small-200">
      <s-text type="strong">{t('journalHeading')}</s-text>
      {birthday && (
        <s-banner tone="info">
          <s-text>{birthday.text}</s-text>
          {fix && (
            <s-button disabled={action.busy} onClick={applyFix}>
              {planFitFixLabel(fix)}
            </s-button>
          )}
          <s-button disabled={action.busy} onClick={keepStage}>
            {J.keepStage(birthday.from)}
          </s-button>
        </s-banner>
      )}
      {journey && <WeightChart name={name} points={journey.points} />}
      {progress && (
        <s-stack direction="block" gap="small-200">
          <s-text>{`${J.target(progress.targetKg)} · ${J.toGo(progress.toGoKg)}`}</s-text>
          <s-progress value={progress.share} max={1} accessibilityLabel={J.target(progress.targetKg)} />
        </s-stack>
      )}
      <s-stack direction="inline" gap="base">
        <s-number-field
          label={t('journalWeightLabel', { name })}
          value={kg}
          min={JOURNAL_WEIGHT_FIELD_MIN_KG}
          max={JOURNAL_WEIGHT_MAX_KG}
          step={JOURNAL_WEIGHT_STEP_KG}
          error={errors.kg}
          onChange={(e) => {
            setKg(valueOf(e));
            setErrors((old) => ({ ...old, kg: undefined }));
          }}
        />
        <s-date-field
          label={t('journalDayLabel', { name })}
          value={day}
          error={errors.day}
          onChange={(e) => {
            setDay(valueOf(e));
            setErrors((old) => ({ ...old, day: undefined }));
          }}
        />
        <s-button disabled={action.busy || !kg} onClick={addWeight}>
          {t('journalAdd')}
        </s-button>
      </s-stack>
      {action.error && <s-banner tone="critical">{action.error}</s-banner>}
    </s-stack>
  );
}
