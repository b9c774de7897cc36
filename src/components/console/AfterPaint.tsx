import { useEffect, useState, type ReactNode } from 'react';
import { afterNextPaint } from '../../lib/after-next-paint';

/**
 * Its children from the frame after the one that first shows the rest (issue 49): a section
 * switch paints its heading and figures at once, and the long tables and charts one frame later,
 * so the click's next paint waits for neither. Put it last in a section: what it adds goes below
 * what is there, and moves nothing already shown.
 */
export function AfterPaint({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => afterNextPaint(() => setShown(true)), []);
  return shown ? <>{children}</> : null;
}
