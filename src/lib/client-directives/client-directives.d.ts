// The `client:painted` attribute on islands in .astro files (painted.ts). Not named painted.d.ts:
// TypeScript would take that for painted.ts's own declarations and skip it.
declare namespace Astro {
  interface ClientDirectives {
    'client:painted'?: boolean;
  }
}
