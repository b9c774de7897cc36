// jsdom ships without types and @types/jsdom is not installed: the little these tests use.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html: string);
    readonly window: Window & typeof globalThis;
  }
}
