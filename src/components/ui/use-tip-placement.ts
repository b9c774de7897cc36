import { useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import { placeTip, UNMOVED, type TipPlacement } from '../../embed/tip-placement';
import { useVisibleArea } from '../embed/visible-area-style';

/**
 * Places a shown help tip (placeTip) inside the viewport's width and, in a tall frame, inside the
 * part of the frame on the shop's screen (useVisibleArea, from PARENT_VIEWPORT; issue 31).
 * Answers the tip's ref and the class and style to give it; re-placed when the shop scrolls.
 *
 *   const tip = useTipPlacement(shown);
 *   <span role="tooltip" ref={tip.ref} className={`info-tip-text${tip.className}`} style={tip.style}>
 */
export function useTipPlacement(shown: boolean) {
  const ref = useRef<HTMLSpanElement>(null);
  const area = useVisibleArea(shown);
  const [placement, setPlacement] = useState<TipPlacement>(UNMOVED);
  const areaTop = area?.top;
  const areaHeight = area?.height;
  useLayoutEffect(() => {
    // A hidden tip measures nothing (offsetParent alone forces a style and layout pass) and, once
    // back in place, updates nothing: the calculator hydrates dozens of them (issue 48).
    if (!shown) {
      setPlacement((now) => (now === UNMOVED ? now : UNMOVED));
      return;
    }
    const tip = ref.current;
    const anchor = tip?.offsetParent;
    let next = UNMOVED;
    if (tip && anchor) {
      // offsetLeft/Width ignore the tip's own shift, so a shifted tip is measured where it would be unshifted.
      const from = anchor.getBoundingClientRect();
      const top = areaTop ?? 0;
      next = placeTip(
        { left: from.left + tip.offsetLeft, width: tip.offsetWidth, height: tip.offsetHeight, anchorTop: from.top, anchorBottom: from.bottom },
        { top, bottom: areaHeight === undefined ? window.innerHeight : top + areaHeight, width: document.documentElement.clientWidth },
      );
    }
    setPlacement((now) => (now.shiftX === next.shiftX && now.above === next.above ? now : next));
  }, [shown, areaTop, areaHeight]);
  return {
    ref,
    className: placement.above ? ' tip-above' : '',
    style: placement.shiftX === 0 ? undefined : ({ '--tip-shift': `${placement.shiftX}px` } as CSSProperties),
  };
}
