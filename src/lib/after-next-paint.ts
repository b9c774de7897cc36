/**
 * Runs `then` after the next paint (a frame, then a task), so what a tap changes at once reaches
 * the screen before heavier work starts: the interaction's next paint never waits for it (INP,
 * issues 48 and 49). In a hidden page, which paints no frame and runs no animation frame until
 * it is shown again, `then` runs in the next task: work started by a tap (a call, the next step
 * of a render) never waits for the customer to come back. Answers a cancel.
 */
export function afterNextPaint(then: () => void): () => void {
  if (document.hidden || typeof requestAnimationFrame !== 'function') {
    const timer = setTimeout(then, 0);
    return () => clearTimeout(timer);
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(then, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
