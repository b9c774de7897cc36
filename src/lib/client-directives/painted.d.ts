// The `client:painted` attribute on islands in .astro files (painted.ts).
declare namespace Astro {
  interface ClientDirectives {
    'client:painted'?: boolean;
  }
}
