/**
 * The developer page /cookie-test (spec 000 §2.6): checks, inside the shop's iframe or on its
 * own, whether our cookies and local storage survive — the things a framed session needs.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { generatePetId, newPet } from '../../domain/pets';
import { normaliseStoredPetData } from '../../domain/schemas/pet';
import { api } from '../../lib/api-client';
import { useEmbeddedPage } from '../embed/use-embed';

/** Where anonymous pets are kept (spec 000 §3). */
const PET_DATA_KEY = 'mfb_pet_data';

type CookieResult = { kind: 'idle' } | { kind: 'ok'; body: unknown } | { kind: 'error'; message: string };

function readStorage(): { entries: [string, string][]; blocked: boolean } {
  try {
    const entries: [string, string][] = [];
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i)!;
      entries.push([key, localStorage.getItem(key) ?? '']);
    }
    return { entries: entries.sort(([a], [b]) => a.localeCompare(b)), blocked: false };
  } catch {
    return { entries: [], blocked: true };
  }
}

const storedPets = () => {
  try {
    return normaliseStoredPetData(localStorage.getItem(PET_DATA_KEY));
  } catch {
    return normaliseStoredPetData(null);
  }
};

export default function CookieTestApp() {
  const embed = useEmbeddedPage('dashboard');
  const [cookie, setCookie] = useState<CookieResult>({ kind: 'idle' });
  const [storage, setStorage] = useState(() => ({ entries: [] as [string, string][], blocked: false }));
  const [data, setData] = useState(() => normaliseStoredPetData(null));
  // Read after hydration: the pre-rendered HTML has no origin, and a different first render
  // is a hydration error (React #418).
  const [origin, setOrigin] = useState('');
  useEffect(() => setOrigin(location.origin), []);

  const refresh = () => {
    setStorage(readStorage());
    setData(storedPets());
  };
  useEffect(refresh, []);

  const testCookie = async () => {
    try {
      const res = await api.api.test.$get();
      setCookie(res.ok ? { kind: 'ok', body: await res.json() } : { kind: 'error', message: `GET /api/test answered ${res.status}` });
    } catch (err) {
      setCookie({ kind: 'error', message: err instanceof Error ? err.message : 'The request failed' });
    }
  };

  const save = (pets: readonly unknown[]) => {
    try {
      localStorage.setItem(PET_DATA_KEY, JSON.stringify({ ...data, pets }));
    } catch {
      // blocked storage shows in the dump
    }
    refresh();
  };

  const addTestPet = () => save([...data.pets, { ...newPet(generatePetId(Date.now())), name: `Test Pet ${data.pets.length + 1}` }]);
  const remove = (id: string | null | undefined) => save(data.pets.filter((p) => p.id !== id));

  return (
    <main className="cookie-test">
      <h1>Cross-Domain Storage Test</h1>
      <p>
        {embed.framed ? `In a frame on ${embed.parentOrigin ?? 'an unknown page'}.` : 'Not in a frame.'} Origin: {origin}
      </p>

      <TestSection id="ct-cookie" title="Session cookie" action="Test Session Cookie" onAction={testCookie}>
        {cookie.kind === 'ok' && <pre aria-label="Cookie test result">{JSON.stringify(cookie.body, null, 2)}</pre>}
        {cookie.kind === 'error' && <p role="alert">{cookie.message}</p>}
      </TestSection>

      <TestSection id="ct-pets" title="Stored pets" action="Add Test Pet" onAction={addTestPet}>
        {data.pets.length === 0 ? (
          <p>No pets in local storage.</p>
        ) : (
          <ul aria-label="Stored pets">
            {data.pets.map((pet) => (
              <li key={pet.id ?? pet.name}>
                {pet.name} <small>({pet.id})</small>{' '}
                <button type="button" onClick={() => remove(pet.id)} aria-label={`Remove ${pet.name}`}>
                  Remove
                </button>
              </li>
            ))}
          </ul>
        )}
      </TestSection>

      <TestSection id="ct-storage" title="Local storage">
        {storage.blocked ? (
          <p role="alert">Local storage is blocked in this context.</p>
        ) : (
          <pre aria-label="Local storage contents">{JSON.stringify(Object.fromEntries(storage.entries), null, 2)}</pre>
        )}
      </TestSection>
    </main>
  );
}

/** One check of the page: its heading, the button that runs it (if any), and what it found. */
function TestSection({ id, title, action, onAction, children }: { id: string; title: string; action?: string; onAction?: () => void; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {action ? (
        <button type="button" onClick={onAction}>
          {action}
        </button>
      ) : null}
      {children}
    </section>
  );
}
