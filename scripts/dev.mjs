// `npm run dev`: the API on `wrangler dev` (:8787) and the pages on Astro's dev server (:4321,
// hot reload), which forwards API paths to the Worker (astro.config.mjs).
import { mkdirSync } from 'node:fs';
import { prepareDb } from './prepare-db.mjs';
import { run } from './lib/run.mjs';

mkdirSync('dist', { recursive: true }); // wrangler wants the assets folder to exist
await prepareDb();
console.log('\n  Pages with hot reload: http://127.0.0.1:4321\n');
await Promise.all([run('wrangler', ['dev', '--port', '8787', '--ip', '127.0.0.1', '--show-interactive-dev-session=false']), run('astro', ['dev'])]);
