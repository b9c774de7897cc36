// @ts-check
import react from '@astrojs/react';
import { defineConfig } from 'astro/config';
import { fileURLToPath } from 'node:url';
import { pageCspIntegration } from './scripts/build/page-csp.ts';

// Every page is pre-rendered to static HTML (React islands hydrate on the client); the
// Worker in functions/ serves dist/ as static assets next to the Hono API. No Astro adapter:
// nothing is rendered on request, so @astrojs/cloudflare would only add a second server entry.
const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:8787';
const proxied = ['/api', '/auth', '/subscriptions', '/legacy-subscriptions', '/pets', '/dev'];

/** `client:painted`: hydrate once the page's HTML has been drawn (src/lib/client-directives/painted.ts). */
const paintedDirective = {
  name: 'furbaby:client-painted',
  hooks: {
    /** @param {{ addClientDirective: (d: { name: string, entrypoint: string }) => void }} options */
    'astro:config:setup': ({ addClientDirective }) =>
      addClientDirective({ name: 'painted', entrypoint: fileURLToPath(new URL('./src/lib/client-directives/painted.ts', import.meta.url)) }),
  },
};

export default defineConfig({
  output: 'static',
  outDir: './dist',
  // pageCspIntegration: each built page gets a CSP meta tag hashing its inline scripts (issue 17).
  integrations: [react(), paintedDirective, pageCspIntegration],
  // `/free-trial` is dist/free-trial.html, so pages answer at their exact paths (no `/path/` redirect).
  build: { inlineStylesheets: 'auto', format: 'file' },
  server: { port: 4321, host: '127.0.0.1' },
  vite: {
    // React, React DOM and the scheduler in one file: every island page loads all of them, and
    // as four files each was one more request and one more module to compile on a phone. The
    // early forms' hand-over (src/lib/early-input/, 0.5 KB) goes with them: in a file of its own
    // it cost the recipe pages 250 B more of their JavaScript budget (docs/performance.md).
    build: {
      rolldownOptions: {
        output: { codeSplitting: { groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]|src[\\/]lib[\\/]early-input[\\/]/ }] } },
      },
    },
    // Chunks find the files they load (the dialogs' lazy code and its CSS) beside themselves, not
    // at `/`: the same bundles then work under the shop's app-proxy prefix (docs/decisions/0012).
    experimental: { renderBuiltUrl: (_file, { hostType }) => (hostType === 'js' ? { relative: true } : undefined) },
    // `npm run dev`: pages hot-reload on Astro's server, calls go to `wrangler dev`.
    server: { proxy: Object.fromEntries(proxied.map((p) => [p, { target: apiTarget, changeOrigin: false }])) },
  },
});
