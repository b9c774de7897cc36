import type { ReactNode } from 'react';

/**
 * A loading line: the spinner and what is loading, in a status region (the dashboard's sections
 * and dialogs, the pets pages, the feeding guide, the mobile tabs).
 *
 * @example
 * <Loading text="Loading your orders…" />
 */
export function Loading({ text, className }: { text: ReactNode; className?: string }) {
  return (
    <p role="status" className={className ? `loading ${className}` : 'loading'}>
      <span className="spinner" aria-hidden="true" /> {text}
    </p>
  );
}

/**
 * A failed load: the message in an alert, and the button that loads again (the mobile tabs, the
 * pets list, the treats dialog).
 */
export function LoadError({
  message,
  onRetry,
  retryLabel = 'Try Again',
  buttonClassName = 'button primary full-width',
}: {
  message: string;
  onRetry: () => void;
  retryLabel?: string;
  buttonClassName?: string;
}) {
  return (
    <div role="alert" className="error-panel">
      <p>{message}</p>
      <button type="button" className={buttonClassName} onClick={onRetry}>
        {retryLabel}
      </button>
    </div>
  );
}
