/**
 * The layer rules of the house, checked by dependency-cruiser (docs/architecture.md, "Layer rules";
 * docs/decisions/0018-dependency-cruiser-for-layer-rules.md says why this tool).
 * tests/node/dependency-rules.test.ts cruises the tree with this file on every `npm test`, and feeds
 * each rule a deliberate violation so that no rule can silently stop matching.
 * Paths are relative to the repository root. `npx depcruise .` runs the same check by hand.
 */
const NPM = '(^|/)node_modules/';

/** Why each rule holds (dependency-cruiser prints it with a violation). */
const WHY = {
  'no-cycles': 'No import cycles in any folder; type-only imports count. A module two others need goes into a leaf of its own.',
  'domain-is-pure': 'src/domain/ imports only itself, src/copy/ (its texts, as the code is) and npm libraries: nothing of the UI, Worker or Node.',
  'src-not-functions': 'The site never imports the Worker, but the typed API client may take the type AppType of functions/app.ts (erased at build).',
  'ports-not-shopify': 'The ports (commerce, checkout, payments) never import the Shopify adapters nor the composition root: arrows point down.',
  'engines-not-hono':
    'The commerce engines (functions/commerce/, functions/shopify/commerce/) take our own plain request (functions/commerce/request.ts), never Hono: a job, a queue consumer or a test calls them without a fake HTTP request.',
  'lib-is-ground-floor':
    'functions/lib/ is the ground floor (errors, ids, validation, limits): it imports only itself, src/domain/, src/copy/ and npm libraries, so anything may import it. A helper that needs the database, the mail or the configuration is a service: it goes beside what it serves (auth/, http/, limits/, db/).',
  'extensions-only-domain-and-copy': 'Extensions ship apart from the Worker and the site: of the app they import only src/domain/ and src/copy/.',
};

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    { name: 'no-cycles', from: {}, to: { circular: true } },
    { name: 'domain-is-pure', from: { path: '^src/domain/' }, to: { pathNot: ['^src/domain/', '^src/copy/', NPM] } },
    // The typed client (src/lib/api-client.ts) is the one exception: a type-only import of functions/app.ts, and nothing else.
    { name: 'src-not-functions', from: { path: '^src/', pathNot: '^src/lib/api-client\\.ts$' }, to: { path: '^functions/' } },
    { name: 'src-not-functions', from: { path: '^src/lib/api-client\\.ts$' }, to: { path: '^functions/', pathNot: '^functions/app\\.ts$' } },
    { name: 'src-not-functions', from: { path: '^src/lib/api-client\\.ts$' }, to: { path: '^functions/', dependencyTypesNot: ['type-only'] } },
    {
      name: 'ports-not-shopify',
      from: { path: '^functions/(commerce|checkout|payments)/' },
      to: { path: ['^functions/shopify/', '^functions/backends\\.ts$'] },
    },
    // Hono's context is read once, in functions/routes/commerce-request.ts; the engines never import hono nor hono/*.
    { name: 'engines-not-hono', from: { path: '^functions/(shopify/)?commerce/' }, to: { path: `${NPM}hono/` } },
    { name: 'lib-is-ground-floor', from: { path: '^functions/lib/' }, to: { pathNot: ['^functions/lib/', '^src/(domain|copy)/', NPM] } },
    { name: 'extensions-only-domain-and-copy', from: { path: '^extensions/' }, to: { pathNot: ['^extensions/', '^src/(domain|copy)/', NPM] } },
  ].map((rule) => ({ severity: 'error', comment: WHY[rule.name], ...rule })),
  options: {
    doNotFollow: { path: NPM },
    // Build output and declarations are not cruised. npm packages are not excluded, only not followed
    // (doNotFollow, which also keeps the cruise out of node_modules/): a rule can then name one (engines-not-hono).
    exclude: { path: '^(?!.*(^|/)node_modules/)(.*(^|/)(dist|\\.astro|\\.wrangler|test-results|playwright-report)/|.*\\.d\\.ts$)' },
    // Type-only imports are dependencies too (`import type`), so a type cycle is a cycle.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      // npm packages' `exports` subpaths (hono/cookie, hono/client).
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.mts', '.mjs', '.js', '.cjs', '.json'],
    },
  },
};
