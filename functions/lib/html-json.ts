/** JSON that cannot end its `<script>` element or open another: `<`, `>`, `&` and the line separators escaped. */
export const jsonForHtml = (value: unknown): string =>
  JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`);
