/**
 * The layer rules of the house, checked by dependency-cruiser (docs/architecture.md, "Layers";
 * docs/decisions/0016-dependency-cruiser-for-layer-rules.md says why this tool).
 * tests/node/dependency-rules.test.ts cruises the tree with this file on every `npm test`, and feeds
 * each rule a deliberate violation so that no rule can silently stop matching.
 * Paths are relative to the repository root. `npx depcruise .` runs the same check by hand.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      comment:
        'No import cycles anywhere (src, functions, scripts, e2e, extensions, tests). Type-only imports count: a type cycle still ties ' +
        'two modules\u2019 designs together. A module two others need goes into a leaf of its own.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'domain-is-pure',
      comment:
        'src/domain/ (formulas, prices, limits, schemas: shared by pages, the API and extensions) imports only itself, npm libraries ' +
        'and src/copy/ (the texts its schemas and messages name; that is how the code is today). Nothing of the UI, the Worker or Node.',
      severity: 'error',
      from: { path: '^src/domain/' },
      to: { pathNot: ['^src/domain/', '^src/copy/', '(^|/)node_modules/'] },
    },
    {
      name: 'src-not-functions',
      comment:
        'The site (src/) never imports the Worker (functions/): the Worker may use src/domain and src/copy, not the other way. ' +
        'One exception, the next two rules: the typed API client (src/lib/api-client.ts) takes the route table\u2019s type.',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/lib/api-client\\.ts$' },
      to: { path: '^functions/' },
    },
    {
      name: 'src-not-functions',
      comment: 'The typed client (Hono RPC) imports only the type AppType of functions/app.ts: erased at build, no Worker code ships.',
      severity: 'error',
      from: { path: '^src/lib/api-client\\.ts$' },
      to: { path: '^functions/', pathNot: '^functions/app\\.ts$' },
    },
    {
      name: 'src-not-functions',
      comment: 'The typed client\u2019s import of functions/app.ts is type-only (`import type`), never a value.',
      severity: 'error',
      from: { path: '^src/lib/api-client\\.ts$' },
      to: { path: '^functions/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'ports-not-shopify',
      comment:
        'The ports (functions/commerce, checkout, payments) never import a back end\u2019s adapter (functions/shopify/) nor the ' +
        'composition root that picks one (functions/backends.ts): arrows point down, from the adapters to the ports.',
      severity: 'error',
      from: { path: '^functions/(commerce|checkout|payments)/' },
      to: { path: ['^functions/shopify/', '^functions/backends\\.ts$'] },
    },
    {
      name: 'extensions-only-domain-and-copy',
      comment:
        'Shopify extensions (extensions/) are built and shipped by Shopify, apart from the Worker and the site: of the app they ' +
        'import only src/domain/ and src/copy/ (plus their own files and npm libraries), never functions/, components or stores.',
      severity: 'error',
      from: { path: '^extensions/' },
      to: { pathNot: ['^extensions/', '^src/(domain|copy)/', '(^|/)node_modules/'] },
    },
  ],
  options: {
    doNotFollow: { path: '(^|/)node_modules/' },
    exclude: { path: '(^|/)(node_modules|dist|\\.astro|\\.wrangler|test-results|playwright-report)/|\\.d\\.ts$' },
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
