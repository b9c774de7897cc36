import { useState } from 'preact/hooks';
import { t } from '../../shared/format';

/** One action at a time per card: busy while it runs, its failure shown in the customer's words. */
export function useAction() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function run(work: () => Promise<void>) {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (e) {
      setError(t('actionFailed', { error: (e as Error).message }));
    } finally {
      setBusy(false);
    }
  }
  return { busy, error, run };
}
