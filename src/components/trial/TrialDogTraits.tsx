import { ACTIVITY_LABELS, BODY_CONDITION_LABELS, LIFE_STAGE_SHORT_LABELS } from '../../copy/pet-labels';
import { normaliseLifeStage } from '../../domain/normalise';
import { ACTIVITY_LEVELS, BODY_CONDITIONS, LIFE_STAGES } from '../../domain/pet-values';
import type { SetTrialValue, TrialValues } from './trial-form-values';

/**
 * The free-trial form's choices about the dog (spec 001 §2): its life stage (cards on a wide
 * screen, a select on a narrow one), body condition and activity level, each a fieldset.
 */
export function TrialDogTraits({ id, values, set }: { id: string; values: TrialValues; set: SetTrialValue }) {
  return (
    <>
      <fieldset className="choice">
        <legend id={`${id}-life-stage-legend`}>Life stage</legend>
        <div className="cards wide-only">
          {LIFE_STAGES.map((s) => (
            <label key={s} className="card-choice">
              <input type="radio" name="lifeStage" value={s} checked={values.lifeStage === s} onChange={() => set('lifeStage', s)} />
              <span>{LIFE_STAGE_SHORT_LABELS[s]}</span>
            </label>
          ))}
        </div>
        <div className="field narrow-only">
          {/* Named by the legend: a label of its own said 'Life stage' a second time. */}
          <select
            id={`${id}-life-stage`}
            aria-labelledby={`${id}-life-stage-legend`}
            value={values.lifeStage}
            onChange={(e) => set('lifeStage', normaliseLifeStage(e.target.value))}
          >
            {LIFE_STAGES.map((s) => (
              <option key={s} value={s}>
                {LIFE_STAGE_SHORT_LABELS[s]}
              </option>
            ))}
          </select>
        </div>
      </fieldset>

      <CardChoices legend="Body condition" name="bodyCondition" values={BODY_CONDITIONS} labels={BODY_CONDITION_LABELS} form={[values, set]} />
      <CardChoices legend="Activity level" name="activityLevel" values={ACTIVITY_LEVELS} labels={ACTIVITY_LABELS} form={[values, set]} />
    </>
  );
}

type CardTrait = 'bodyCondition' | 'activityLevel';

/** One trait as a fieldset of radio cards, one per value, with its label; a choice sets the form's value. */
function CardChoices<K extends CardTrait>(props: {
  legend: string;
  name: K;
  values: readonly TrialValues[K][];
  labels: Record<TrialValues[K], string>;
  form: [TrialValues, (key: K, value: TrialValues[K]) => void];
}) {
  const [values, set] = props.form;
  return (
    <fieldset className="choice">
      <legend>{props.legend}</legend>
      <div className="cards">
        {props.values.map((v) => (
          <label key={v} className="card-choice">
            <input type="radio" name={props.name} value={v} checked={values[props.name] === v} onChange={() => set(props.name, v)} />
            <span>{props.labels[v]}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
