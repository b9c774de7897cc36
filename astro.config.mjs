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
    // Fewer, larger shared files: each file is compressed on its own, so a dozen small ones cost
    // the trial pages about 3 KB of gzip more than the same code in one (issue 48; their budget is
    // tests/build/trial-js-budget.test.ts). Each group is code that nearly every island page loads anyway:
    // - react: React, React DOM, the scheduler, Astro's React renderer, Vite's preload helper and
    //   the early forms' hand-over (src/lib/early-input/, which in a file of its own cost the
    //   recipe pages 250 B more; docs/performance.md);
    // - embed: the embedding store and what it imports (every page but the console; the frame
    //   messages' schemas and the funnel stay loaded on demand, decision 0019);
    // - money: prices and numbers, which the console needs too, kept out of pet-domain so the
    //   console does not load the pet modules with them (a group takes its modules' imports along);
    // - pet-domain: the pet values, weights, feeding, catalogue and plans, and their words.
    build: {
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              {
                name: 'react',
                test: /node_modules[\\/](react|react-dom|scheduler|@astrojs[\\/]react)[\\/]|src[\\/]lib[\\/]early-input[\\/]|preload-helper/,
              },
              {
                name: 'embed',
                test: /src[\\/](stores[\\/]embed|components[\\/]embed[\\/]use-embed|copy[\\/]timers|domain[\\/]layout|lib[\\/]base-path)\.ts$/,
              },
              { name: 'money', priority: 2, test: /src[\\/]domain[\\/](money|number-format|rounding)\.ts$/ },
              {
                name: 'pet-domain',
                test: /src[\\/](domain[\\/](catalogue|feeding|normalise|pet-values|weight|pets|plans)|copy[\\/](pet-labels|trial-messages))\.ts$/,
              },
            ],
          },
        },
      },
    },
    // Chunks find the files they load (the dialogs' lazy code and its CSS) beside themselves, not
    // at `/`: the same bundles then work under the shop's app-proxy prefix (docs/decisions/0012).
    experimental: { renderBuiltUrl: (_file, { hostType }) => (hostType === 'js' ? { relative: true } : undefined) },
    // `npm run dev`: pages hot-reload on Astro's server, calls go to `wrangler dev`.
    server: { proxy: Object.fromEntries(proxied.map((p) => [p, { target: apiTarget, changeOrigin: false }])) },
  },
});
