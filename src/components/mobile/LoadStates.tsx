import type { ReactNode } from 'react';
import { MOBILE_TEXTS } from '../../domain/mobile';
import { siteUrl } from '../../lib/site-url';
import { DEFAULT_DOG_IMAGE } from '../pets/PetPhoto';
import { LoadError as LoadFailed, Loading as LoadingLine } from '../ui/Loading';

/** A tab's loading line (the shared one, in the tabs' style). */
export function Loading({ text }: { text: string }) {
  return <LoadingLine text={text} className="mobile-loading" />;
}

/** A tab's failure: the message in an alert, with Try Again (which loads again). */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return <LoadFailed message={message} onRetry={onRetry} retryLabel={MOBILE_TEXTS.tryAgain} />;
}

/** A tab with nothing in it yet: a heading, a line, and the way to start. */
export function Empty({ title, body, action, onAction }: { title: string; body: string; action: string; onAction: () => void }): ReactNode {
  return (
    <div className="empty-state">
      <img src={siteUrl(DEFAULT_DOG_IMAGE)} alt="" width="96" height="96" />
      <h2>{title}</h2>
      <p>{body}</p>
      <button type="button" className="button primary" onClick={onAction}>
        {action}
      </button>
    </div>
  );
}
