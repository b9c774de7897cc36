// jsdom ships without types and @types/jsdom is not installed: the little these tests use.
declare module 'jsdom' {
  export interface FetchOptions {
    element?: Element;
  }
  /** Fetches a page's subresources (scripts, frames); a subclass may answer some itself. */
  export class ResourceLoader {
    fetch(url: string, options: FetchOptions): (Promise<Buffer> & { abort(): void }) | null;
  }
  export class JSDOM {
    constructor(html: string, options?: { url?: string; runScripts?: 'dangerously' | 'outside-only'; resources?: 'usable' | ResourceLoader });
    readonly window: Window & typeof globalThis;
    static fragment(html: string): DocumentFragment;
  }
}
