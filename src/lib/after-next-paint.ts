/**
 * Runs `then` after the next paint (a frame, then a task), so what a tap changes at once reaches
 * the screen before heavier work starts: the interaction's next paint never waits for it (INP,
 * issues 48 and 49). Answers a cancel.
 */
export function afterNextPaint(then: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(then, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
