/** Images for tests, with no imports, so node and workerd tests share them. */

/** A real 1×1 PNG. */
export const PNG_1X1 = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='), (ch) =>
  ch.charCodeAt(0),
);
