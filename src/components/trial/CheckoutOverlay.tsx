import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { TIMERS_MS } from '../../copy/timers';
import { loadingMessageAt } from '../../domain/trial';
import { $checkoutStart } from '../../stores/trial';

/** While a checkout starts: a full-page overlay whose message changes every second (spec 001 §4, §9). */
export function CheckoutOverlay() {
  const starting = useStore($checkoutStart);
  const [tick, setTick] = useState(0);
  useEffect(() => {
    if (!starting) return;
    setTick(0);
    const timer = setInterval(() => setTick((t) => t + 1), TIMERS_MS.loadingMessageRotate);
    return () => clearInterval(timer);
  }, [starting]);
  if (!starting) return null;
  return (
    <div className="trial-overlay">
      <div className="trial-overlay-box" role="status" aria-live="polite">
        <span className="spinner" aria-hidden="true" />
        {starting.notice && <p>{starting.notice}</p>}
        <p>{loadingMessageAt(tick)}</p>
      </div>
    </div>
  );
}
