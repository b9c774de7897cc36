import { useStore } from '@nanostores/react';
import { EmailPlanForm } from '../ui/EmailPlanForm';
import { FamilyPlanSection } from '../ui/FamilyPlanSummary';
import { useEffect, useState } from 'react';
import { CUP_GRAMS_RECIPE_PAGES, isIncludedInFamilyPlan } from '../../domain/feeding';
import { MESSAGES } from '../../copy/messages';
import { formatNzd } from '../../domain/money';
import { DELETE_PET_CONFIRM_PERMANENT } from '../../copy/pet-labels';
import { firstOrderLinkLabel, firstOrderRecipeTitles, guideFromPricePerDay, guidePlans } from '../../domain/guide-plans';
import { CALCULATING_RECOMMENDATIONS_MESSAGE } from '../../domain/recipe-pages';
import { useCatalogue } from '../../stores/catalogue';
import { $feedingGuide, emailFeedingPlan, loadFeedingGuide } from '../../stores/feeding-guide';
import { $petData, $saving, deletePet, type PetRecord } from '../../stores/pets';
import { useEmbeddedPage } from '../embed/use-embed';
import { DogSelectorItem } from '../pets/DogSelectorItem';
import '../pets/pets.css';
import './feeding-guide.css';
import { blankDog, PetForm } from './GuidePetForm';
import { BASE } from '../../lib/base-path';
import { Loading } from '../ui/Loading';

/** The summary: what the included dogs eat together, and 'Email my feeding plan'. */
function Summary({ pets }: { pets: readonly PetRecord[] }) {
  const data = useStore($petData);
  return (
    <FamilyPlanSection
      className="summary"
      title="Your feeding plan"
      included={pets.filter(isIncludedInFamilyPlan)}
      productId={data.productId}
      cupGrams={CUP_GRAMS_RECIPE_PAGES}
    >
      <EmailPlanForm submitLabel="Email my feeding plan" send={emailFeedingPlan} onSent={(to) => `Your feeding plan is on its way to ${to}.`} />
    </FamilyPlanSection>
  );
}

/**
 * The recommendations: each recipe's plan nearest 30 days, the lowest price per day of those
 * plans, and the link to the first-order page naming the recipes it offers (issue 47 §6).
 */
function Recommendations() {
  const guide = useStore($feedingGuide);
  const saving = useStore($saving);
  const catalogue = useCatalogue();
  const lines = guidePlans(guide.recommendations);
  const lowest = guideFromPricePerDay(lines);
  return (
    <section className="guide-recommendations" aria-labelledby="guide-recommendations-title" aria-busy={saving || guide.loadingRecommendations || undefined}>
      <h2 id="guide-recommendations-title">Recommended plans</h2>
      {saving ? <Loading text={CALCULATING_RECOMMENDATIONS_MESSAGE} /> : null}
      {lowest !== null ? <p className="plan-line">Plans from {formatNzd(lowest)} per day</p> : null}
      <ul className="guide-recipes">
        {lines.map(({ recommendation: r, plan }) => (
          <li key={r.product_id}>
            <strong>{r.title}</strong>: a {plan.bag_size} kg bag every {plan.frequency} days, {formatNzd(plan.subscriptionPrice)} (
            {formatNzd(plan.subscriptionPricePerDay)}/day)
          </li>
        ))}
      </ul>
      {guide.recommendations.length > 0 ? (
        <p>
          <a className="button" href={`${BASE}/choose-recipe`}>
            {firstOrderLinkLabel(catalogue ? firstOrderRecipeTitles(catalogue, guide.recommendations) : [])}
          </a>
        </p>
      ) : null}
    </section>
  );
}

/**
 * The feeding-guide creator (/get-started, /feeding-guide; spec 001 §2, §4 'Feeding guide'):
 * My Furbabys (a button per dog with its kibble grams a day and a delete ×, + Add Dog), the pet
 * form (shown when there are no dogs, or while adding or editing), the summary with 'Email my
 * feeding plan', and the recommendations with the lowest price per day. Nothing renders until
 * the first load is done.
 */
export function FeedingGuide() {
  useEmbeddedPage('dashboard');
  const guide = useStore($feedingGuide);
  const data = useStore($petData);
  const [editing, setEditing] = useState<PetRecord | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  useEffect(() => {
    void loadFeedingGuide();
  }, []);

  const pets = data.pets as PetRecord[];

  if (!guide.loaded) return <div aria-busy="true" />;

  const formPet = editing ?? (pets.length === 0 ? blankDog() : null);

  async function remove(pet: PetRecord) {
    if (!window.confirm(DELETE_PET_CONFIRM_PERMANENT)) return;
    setDeleteError(null);
    try {
      await deletePet(pet.id);
      if (editing?.id === pet.id) setEditing(null);
    } catch {
      setDeleteError(MESSAGES.failedToSavePetDataAlert);
    }
  }

  return (
    <div className="feeding-guide">
      {pets.length > 0 ? (
        <nav className="dog-selector" aria-label="My Furbabys">
          <h2 className="selector-title">My Furbabys</h2>
          <ul>
            {pets.map((pet) => (
              <DogSelectorItem key={pet.id} pet={pet} current={editing?.id === pet.id} onSelect={() => setEditing(pet)} onDelete={() => void remove(pet)} />
            ))}
          </ul>
          <button type="button" className="button secondary" onClick={() => setEditing(blankDog())}>
            + Add Dog
          </button>
        </nav>
      ) : null}
      {deleteError ? (
        <p role="alert" className="error">
          {deleteError}
        </p>
      ) : null}
      {formPet ? <PetForm key={formPet.id} pet={formPet} canCancel={pets.length > 0} onDone={() => setEditing(null)} /> : null}
      {pets.length > 0 ? (
        <>
          <Summary pets={pets} />
          <Recommendations />
        </>
      ) : null}
    </div>
  );
}
