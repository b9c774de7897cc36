import { useState } from 'react';

/**
 * The Remove button of a record's added items and the one message under the lines when a
 * removal fails: the next-order card and the legacy panel alike.
 */
export function useItemRemoval(remove: (itemId: string) => Promise<boolean>, failText: string, locked: boolean) {
  const [error, setError] = useState<string | null>(null);

  async function removeLine(itemId: string) {
    setError(null);
    if (!(await remove(itemId))) setError(failText);
  }

  const removeButton = (item: { id: string; title: string }) => (
    <button type="button" className="dash-link danger" disabled={locked} aria-label={`Remove ${item.title}`} onClick={() => void removeLine(item.id)}>
      Remove
    </button>
  );
  const removeMessage = error ? (
    <p role="alert" className="field-error">
      {error}
    </p>
  ) : null;
  return { removeButton, removeMessage };
}
