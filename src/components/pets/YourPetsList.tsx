import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { formatGrouped } from '../../domain/number-format';
import { ageLabel } from '../../domain/age';
import { cupsPerDay } from '../../domain/feeding';
import { breedLabel } from '../../copy/pet-labels';
import { YOUR_PETS_INTRO } from '../../copy/pet-pages';
import { $embed, navigateTop, postToParent, shopUrl } from '../../stores/embed';
import { $petData, $petsLoad, loadPets, type PetRecord } from '../../stores/pets';
import { PetPhoto, DEFAULT_DOG_IMAGE } from './PetPhoto';
import './pets.css';
import { BASE } from '../../lib/base-path';
import { siteUrl } from '../../lib/site-url';
import { LoadError, Loading } from '../ui/Loading';

/** The shop's calculator page the add buttons lead to (spec 000 §2.5). */
export const SHOP_CALCULATOR_PATH = '/pages/pet-calculator';
/** Our own calculator, for the standalone site. */
export const CALCULATOR_PATH = '/pet-calculator';

/**
 * The add buttons' action: scroll to the top (asking the shop page to scroll as well when we
 * are framed), then go to the calculator: the shop's /pages/pet-calculator in the top window
 * when framed by the shop, our own /pet-calculator otherwise.
 */
export function goToCalculator(): void {
  window.scrollTo({ top: 0 });
  const { framed, allowed } = $embed.get();
  if (framed && allowed) {
    postToParent({ type: 'SCROLL_PARENT_TO_TOP' });
    const url = shopUrl(SHOP_CALCULATOR_PATH);
    if (url && navigateTop(url)) return;
  }
  window.location.assign(BASE + CALCULATOR_PATH);
}

/**
 * Your Pets (spec 000 §2.5, 001 §2 Pets tab): loading, error (with Try Again, which reloads),
 * empty (with Add Your First Pet) or one card per pet. A card, or its menu dots, opens the pet
 * for editing (`onEdit`); the floating button and the empty state's button add a pet (`onAdd`,
 * by default `goToCalculator`).
 */
export function YourPetsList({
  onEdit,
  onAdd = goToCalculator,
  today = new Date(),
  headingLevel = 1,
}: {
  onEdit: (pet: PetRecord) => void;
  onAdd?: () => void;
  today?: Date;
  /** 2 where the page around already has its own h1 (the mobile dashboard). */
  headingLevel?: 1 | 2;
}) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const SubHeading = headingLevel === 1 ? 'h2' : 'h3';
  const load = useStore($petsLoad);
  const data = useStore($petData);

  useEffect(() => {
    loadPets().catch(() => undefined);
  }, []);

  let body: React.ReactNode;
  if (load.status === 'error') {
    body = <LoadError message={load.message} onRetry={() => window.location.reload()} />;
  } else if (load.status !== 'ready') {
    body = <Loading text="Loading your pets..." />;
  } else if (data.pets.length === 0) {
    body = (
      <div className="empty-state">
        <img src={siteUrl(DEFAULT_DOG_IMAGE)} alt="" width="96" height="96" />
        <SubHeading>No pets yet</SubHeading>
        <p>Add your first furry friend to get started!</p>
        <button type="button" className="button primary" onClick={onAdd}>
          Add Your First Pet
        </button>
      </div>
    );
  } else {
    body = (
      <ul className="your-pets">
        {(data.pets as PetRecord[]).map((pet) => (
          <li key={pet.id} className="your-pet-card">
            {/* The whole card opens the pet; the dots are a second, labelled way in. */}
            <button type="button" className="your-pet-open" onClick={() => onEdit(pet)} aria-label={`Edit ${pet.name}`}>
              <PetPhoto url={pet.photo_url} name={pet.name} />
              <span className="your-pet-text">
                <span className="your-pet-name">{pet.name}</span>
                <span>{breedLabel(pet.breed)}</span>
                <span>{ageLabel(pet.dob, today)}</span>
                <span className="your-pet-numbers">
                  {formatGrouped(pet.calories_per_day)} kcal/day · {formatGrouped(pet.grams_per_day)} g/day · {cupsPerDay(pet.grams_per_day ?? 0).toFixed(1)}{' '}
                  cups/day
                </span>
              </span>
            </button>
            <button type="button" className="menu-dots" aria-label={`More for ${pet.name}`} onClick={() => onEdit(pet)}>
              ⋮
            </button>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section className="pets-page your-pets-list" aria-labelledby="your-pets-h">
      <Heading id="your-pets-h">Your Pets</Heading>
      {/* In the first paint with the heading: the page says what it holds before the pets are read. */}
      {headingLevel === 1 ? <p className="pets-intro">{YOUR_PETS_INTRO}</p> : null}
      {body}
      {load.status === 'ready' && data.pets.length > 0 ? (
        <button type="button" className="fab" aria-label="Add pet" onClick={onAdd}>
          +
        </button>
      ) : null}
    </section>
  );
}
