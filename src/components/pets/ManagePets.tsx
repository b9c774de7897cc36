import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { isIncludedInFamilyPlan } from '../../domain/feeding';
import { MESSAGES } from '../../copy/messages';
import { DELETE_PET_CONFIRM } from '../../copy/pet-labels';
import { MANAGE_PETS_INTRO } from '../../copy/pet-pages';
import { uploadPetPhoto } from '../../lib/photo-resize';
import { photoUploadFailureMessage } from '../../lib/photo-upload-error';
import { useCatalogue } from '../../stores/catalogue';
import { $embed, shopUrl } from '../../stores/embed';
import { $saving, deletePet, loadPets, newPetId, savePets, selectKibble, type PetRecord } from '../../stores/pets';
import { FamilyNumbers } from '../ui/FamilyPlanSummary';
import { PetCard } from './PetCard';
import { usePetsPage } from './use-pets-page';
import { PetFormModal, type PetFormResult } from './PetFormModal';
import { AccountSwitchPrompt } from '../login/AccountSwitchPrompt';
import './pets.css';
import { siteUrl } from '../../lib/site-url';
import { Loading } from '../ui/Loading';

/** The shop's login page, for the anonymous notice; `/account/login` on the shop. */
function useLoginUrl(): string {
  const embed = useStore($embed);
  return (embed.ready && shopUrl('/account/login')) || '/dashboard';
}

/**
 * Manage My Furbabies (spec 000 §2.1): the pet cards with Edit Details and Delete Furbaby,
 * the family-plan totals, Add Pet, and the Select your kibble radio group that saves at once.
 * '(Anonymous)' and a login notice when nobody is logged in.
 */
export function ManagePets() {
  const { session, loggedIn, load, data } = usePetsPage();
  const saving = useStore($saving);
  const loginUrl = useLoginUrl();
  const [editing, setEditing] = useState<PetRecord | 'new' | null>(null);
  const [kibbleChoice, setKibbleChoice] = useState<string | null>(null);
  const catalogue = useCatalogue();

  useEffect(() => {
    loadPets().catch(() => undefined);
  }, []);

  const pets = data.pets as PetRecord[];
  const anyIncluded = pets.some(isIncludedInFamilyPlan);
  const productId = kibbleChoice ?? data.productId ?? catalogue?.defaultProductId ?? null;
  const anonymous = session.status === 'loggedOut';

  async function onSave(values: PetFormResult, photo: File | null) {
    const current = editing === 'new' ? null : editing;
    let photoUrls: { photo_url: string | null; photo_large_url: string | null } = {
      photo_url: current?.photo_url ?? null,
      photo_large_url: current?.photo_large_url ?? null,
    };
    if (photo && loggedIn) {
      try {
        const uploaded = await uploadPetPhoto(photo);
        photoUrls = { photo_url: uploaded.url, photo_large_url: uploaded.lrgUrl };
      } catch (err) {
        window.alert(photoUploadFailureMessage(err, MESSAGES.failedToUploadPhotoContinue));
      }
    }
    const pet = { ...(current ?? {}), ...values, ...photoUrls, id: current?.id ?? newPetId() };
    const others = pets.filter((p) => p.id !== pet.id);
    const next = current ? pets.map((p) => (p.id === pet.id ? pet : p)) : [...others, pet];
    try {
      await savePets({ pets: next });
      setEditing(null);
    } catch {
      window.alert(MESSAGES.failedToSavePetAlert);
    }
  }

  async function onDelete(pet: PetRecord) {
    if (!window.confirm(DELETE_PET_CONFIRM)) return;
    try {
      await deletePet(pet.id);
    } catch {
      window.alert(MESSAGES.failedToDeletePetAlert);
    }
  }

  async function onKibble(id: string) {
    setKibbleChoice(id);
    try {
      await selectKibble(id);
    } catch {
      window.alert(MESSAGES.failedToUpdateKibble);
    } finally {
      setKibbleChoice(null);
    }
  }

  return (
    <div className="pets-page manage-pets">
      <h1>Manage My Furbabies{anonymous ? ' (Anonymous)' : ''}</h1>
      <p className="pets-intro">{MANAGE_PETS_INTRO}</p>
      {session.status === 'loggedOut' && session.tokenFailed ? (
        <p role="alert" className="error">
          {MESSAGES.authenticationFailed}
        </p>
      ) : null}
      {anonymous ? (
        <p className="notice" role="note">
          You're not logged in, so your furbabies are kept in this browser only.{' '}
          <a href={loginUrl} target="_top">
            Log in
          </a>{' '}
          to save them to your account.
        </p>
      ) : null}

      {load.status === 'error' ? (
        <p role="alert" className="error">
          {MESSAGES.failedToLoadPetsLater}
        </p>
      ) : load.status !== 'ready' ? (
        <Loading text="Loading your furbabies…" />
      ) : (
        <>
          {pets.length === 0 ? <p className="empty">No furbabies yet. Add your first one below.</p> : null}
          <div className="pet-cards" aria-busy={saving}>
            {pets.map((pet) => (
              <PetCard key={pet.id} pet={pet} onEdit={() => setEditing(pet)} onDelete={() => void onDelete(pet)} />
            ))}
          </div>

          {anyIncluded ? (
            <section className="family-totals" aria-labelledby="family-totals-h">
              <h2 id="family-totals-h">Family Feeding Plan</h2>
              <FamilyNumbers totals={data} terms={['Calories/day', 'Grams/day', 'Cups/day']} />
            </section>
          ) : null}

          <p>
            <button type="button" className="button primary" onClick={() => setEditing('new')}>
              Add Pet
            </button>
          </p>

          <fieldset className="kibble-choice">
            <legend>Select your kibble</legend>
            {(catalogue?.kibbles ?? []).map((k) => (
              <label key={k.id} className={productId === k.id ? 'chosen' : undefined}>
                <input
                  type="radio"
                  name="kibble"
                  value={k.id}
                  checked={productId === k.id}
                  disabled={kibbleChoice !== null}
                  onChange={() => void onKibble(k.id)}
                />
                <img src={siteUrl(k.image)} alt="" width="48" height="48" />
                {k.name}
              </label>
            ))}
          </fieldset>
        </>
      )}

      {editing !== null ? (
        <PetFormModal
          pet={editing === 'new' ? null : editing}
          canUploadPhoto={loggedIn}
          otherNames={pets.filter((p) => editing === 'new' || p.id !== editing.id).map((p) => p.name)}
          onCancel={() => setEditing(null)}
          onSave={onSave}
        />
      ) : null}
      <AccountSwitchPrompt />
    </div>
  );
}
