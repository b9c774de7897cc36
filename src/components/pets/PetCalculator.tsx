import { useState } from 'react';
import { findKibble } from '../../domain/catalogue';
import { cupsPerDay, isIncludedInFamilyPlan } from '../../domain/feeding';
import { feedingSentence } from '../../domain/feeding-sentence';
import { MESSAGES } from '../../copy/messages';
import { formatNzd } from '../../domain/money';
import { SECTION_TOOLTIPS } from '../../copy/pet-help';
import { CALCULATOR_SAVE_LABEL } from '../../copy/pet-pages';
import { normaliseWeight, typedWeight, weightChangeNote } from '../../domain/weight';
import { useCatalogue } from '../../stores/catalogue';
import type { PetRecord } from '../../stores/pets';
import { AddToCartOverlay } from './AddToCartOverlay';
import { AdjustFrequency, type PlanChoice } from './AdjustFrequency';
import { InfoTip } from '../ui/OptionGroup';
import { DogSelectorItem } from './DogSelectorItem';
import { PetTraitGroups } from './PetTraitGroups';
import { useAddToCart } from './use-add-to-cart';
import { AccountSwitchPrompt } from '../login/AccountSwitchPrompt';
import { useCalculatorDraft } from './use-calculator-draft';
import { usePetsPage } from './use-pets-page';
import './pets.css';
import { KibbleSlider } from './KibbleSlider';
import { FieldError } from '../ui/FieldError';
import { useEarlyForm } from '../../lib/early-input/use-early-form';
import { Loading } from '../ui/Loading';

/** The calculator's help beside each of the three choices. */
const TRAIT_HELP = { life_stage: SECTION_TOOLTIPS.lifeStage, body_condition: SECTION_TOOLTIPS.bodyCondition, activity_level: SECTION_TOOLTIPS.activity };

const number = (n: number | null | undefined) => (n ?? 0).toLocaleString('en-NZ');

/**
 * The pet calculator (spec 000 §2.3): the dog selector (photo, name, kibble grams a day, a
 * delete × each, + Add Dog), the dog's sections (name, weight, life stage, body condition,
 * activity, kibble slider 20–100, include in the family plan), and the family summary with
 * Add To Cart and Adjust Frequency.
 *
 * Every edit saves and recalculates once the first load is done and the name is not blank:
 * the name on blur, the weight on blur or after a 500 ms pause, the rest at once. The server's
 * answer replaces the set and the selected dog (unless the owner has typed on since).
 */
export function PetCalculator() {
  const { session, loggedIn, load, data } = usePetsPage();
  const { dog, dogRef, weightText, setWeightText, nameError, error, nameRef, update, commit, select, addDog, remove, savedVersion } = useCalculatorDraft();
  const [planChoice, setPlanChoice] = useState<PlanChoice | null>(null);
  const [adjusting, setAdjusting] = useState(false);
  // What the blur rule did to the selected dog's typed weight ("200" → 60 kg), until they type again.
  const [weightNote, setWeightNote] = useState<{ dogId: string; text: string | null } | null>(null);
  const { adding, addToCart } = useAddToCart();
  const ready = load.status === 'ready';
  const early = useEarlyForm();
  const catalogue = useCatalogue();

  if (load.status === 'error') {
    return (
      <div className="pets-page calculator">
        <p role="alert" className="error">
          {MESSAGES.failedToLoadPets}
        </p>
      </div>
    );
  }

  const pets = data.pets as PetRecord[];
  const included = pets.filter(isIncludedInFamilyPlan);
  const recommended: PlanChoice | null = data.recommendationPlan;
  // The owner picks a bag size; its frequency follows the family's grams as they change.
  const chosen = data.feedingPlans.find((p) => p.bag_size === planChoice?.bag_size) ?? data.recommendationPlan;
  const kibble = catalogue ? findKibble(catalogue, data.productId ?? catalogue.defaultProductId) : undefined;
  const saved = savedVersion(dog.id);
  const note = weightNote?.dogId === dog.id ? weightNote.text : null;

  // Leaving the field, Enter or 'Save now': the weight tidied by the blur rule, saying what it changed, and saved at once.
  function tidyWeight() {
    const weight = normaliseWeight(weightText);
    setWeightNote({ dogId: dog.id, text: weightChangeNote(weightText) });
    setWeightText(String(weight));
    update({ weight }, 'now');
  }

  function saveNow(event: React.SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    tidyWeight();
  }

  return (
    <div className="pets-page calculator" aria-busy={!ready}>
      <h1>Feeding Plan Calculator</h1>
      {session.status === 'loggedOut' && session.tokenFailed ? (
        <p role="alert" className="error">
          {MESSAGES.authenticationFailed}
        </p>
      ) : null}
      {!ready ? <Loading text="Loading your furbabies…" /> : null}
      {error ? (
        <p role="alert" className="error">
          {error}
        </p>
      ) : null}

      <nav className="dog-selector" aria-label="Your dogs">
        <ul>
          {pets.map((pet) => (
            <DogSelectorItem key={pet.id} pet={pet} current={pet.id === dog.id} onSelect={() => select(pet)} onDelete={() => void remove(pet)} />
          ))}
        </ul>
        <button type="button" className="button secondary" onClick={addDog}>
          + Add Dog
        </button>
      </nav>

      <form {...early} className="dog-form" aria-label={dog.name ? `${dog.name}'s details` : 'New dog'} onSubmit={saveNow} noValidate>
        <div className="field">
          <span className="section-label-row">
            <label htmlFor="calc-name" className="section-label">
              Your dog's name
            </label>
            <InfoTip label="your dog's name" text={SECTION_TOOLTIPS.name} />
          </span>
          <input
            id="calc-name"
            ref={nameRef}
            type="text"
            autoComplete="off"
            value={dog.name}
            maxLength={60}
            aria-invalid={nameError ? true : undefined}
            aria-describedby={nameError ? 'calc-name-error' : undefined}
            onChange={(e) => update({ name: e.target.value }, 'none')}
            onBlur={() => commit(dogRef.current)}
          />
          <FieldError id="calc-name-error" error={nameError} />
        </div>

        <div className="field">
          <span className="section-label-row">
            <label htmlFor="calc-weight" className="section-label">
              Weight (kg)
            </label>
            <InfoTip label="weight" text={SECTION_TOOLTIPS.weight} />
          </span>
          <input
            id="calc-weight"
            type="text"
            inputMode="decimal"
            value={weightText}
            aria-describedby="calc-weight-note"
            onChange={(e) => {
              const text = e.target.value;
              setWeightText(text);
              // A number out of range is said as it is typed; a blank or half-typed one waits for the blur.
              setWeightNote(typedWeight(text) ? { dogId: dog.id, text: weightChangeNote(text) } : null);
              update({ weight: normaliseWeight(text) }, 'debounced');
            }}
            onBlur={tidyWeight}
          />
          <p id="calc-weight-note" className="weight-note" role="status">
            {note}
          </p>
        </div>

        <PetTraitGroups value={dog} onChange={(change) => update(change, 'now')} pictures={false} help={TRAIT_HELP} />

        <div className="field">
          <span className="section-label-row">
            <label htmlFor="calc-kibble" className="section-label">
              Kibble percentage
            </label>
            <InfoTip label="kibble percentage" text={SECTION_TOOLTIPS.kibble} />
          </span>
          <KibbleSlider id="calc-kibble" percent={dog.percent_kibble} onChange={(percent_kibble) => update({ percent_kibble }, 'debounced')} />
        </div>

        <div className="field checkbox">
          <label>
            <input type="checkbox" checked={dog.includeInFamilyFeedingPlan} onChange={(e) => update({ includeInFamilyFeedingPlan: e.target.checked }, 'now')} />{' '}
            Include in family feeding plan
          </label>
          <InfoTip label="the family feeding plan" text={SECTION_TOOLTIPS.include} />
        </div>

        <button type="submit" className="button secondary dog-save">
          {CALCULATOR_SAVE_LABEL}
        </button>

        {saved ? (
          <p className="dog-numbers" aria-label={`${saved.name} per day`}>
            <span>{number(saved.kibble_calories_per_day)} calories/day</span>
            <span>{number(saved.kibble_grams_per_day)} g/day</span>
            <span>{cupsPerDay(saved.kibble_grams_per_day ?? 0).toFixed(1)} cups/day</span>
          </p>
        ) : null}
      </form>

      <section className="summary" aria-labelledby="summary-h" aria-live="polite">
        <h2 id="summary-h">Your feeding plan</h2>
        {included.length === 0 ? (
          <p className="empty">{MESSAGES.noPetIncluded}</p>
        ) : !chosen ? (
          <p className="empty">{MESSAGES.noFeedingPlan}</p>
        ) : (
          <>
            <p className="sentence">
              {feedingSentence({
                names: included.map((p) => p.name),
                calories: data.total_subscribed_calories_per_day,
                grams: data.total_subscribed_grams_per_day,
                kibbleName: kibble?.name ?? null,
              })}
            </p>
            <dl className="summary-numbers">
              <div>
                <dt>Calories/day</dt>
                <dd>{number(data.total_subscribed_calories_per_day)} kcal</dd>
              </div>
              <div>
                <dt>Grams/day</dt>
                <dd>{number(data.total_subscribed_grams_per_day)} g</dd>
              </div>
              <div>
                <dt>Cups/day</dt>
                <dd>{data.total_subscribed_cups_per_day.toFixed(1)} cups</dd>
              </div>
              {catalogue ? (
                // The shop's price only with the shop's catalogue on the page.
                <div>
                  <dt>Price per day</dt>
                  <dd>{formatNzd(chosen.subscriptionPricePerDay)}</dd>
                </div>
              ) : null}
            </dl>
            <p className="plan-line">
              {chosen.bag_size} kg bag every {chosen.frequency} days
            </p>
            <div className="summary-actions">
              <button type="button" className="button primary" disabled={adding} onClick={() => addToCart(data, chosen)}>
                Add To Cart
              </button>
              <button type="button" className="button secondary" onClick={() => setAdjusting(true)}>
                Adjust Frequency
              </button>
            </div>
          </>
        )}
        {!loggedIn && ready ? <p className="hint">Your furbabies are kept in this browser.</p> : null}
      </section>

      {adjusting && chosen ? (
        <AdjustFrequency
          plans={data.feedingPlans}
          current={chosen}
          recommended={recommended}
          onChoose={(plan) => {
            setPlanChoice(plan);
            setAdjusting(false);
          }}
          onClose={() => setAdjusting(false)}
        />
      ) : null}
      {adding ? <AddToCartOverlay /> : null}
      <AccountSwitchPrompt />
    </div>
  );
}
