/**
 * The console's element types (issue 49): Polaris web components from @shopify/polaris-types
 * (which adds them to React's JSX), App Bridge's `shopify` global from @shopify/app-bridge-types.
 * App Bridge types its own elements on the global JSX namespace only; React 19 reads React.JSX,
 * so the one App Bridge element the console uses is added there.
 */
/// <reference types="@shopify/polaris-types" />
/// <reference types="@shopify/app-bridge-types" />
import type { ReactNode } from 'react';

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      /** The admin's navigation: `s-link` children, one with rel="home". */
      's-app-nav': { children?: ReactNode };
    }
  }
}
