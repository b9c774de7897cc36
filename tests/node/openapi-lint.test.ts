/**
 * The API contract passes the linters a third party would run on it, offline: Redocly's
 * `recommended` rules (with the two rules switched off, and why, in redocly.yaml) and Spectral's
 * `spectral:oas` ruleset: no errors and no warnings. Figures of issue 34: before, Redocly 322
 * errors and 113 warnings, Spectral 22 errors and 323 warnings.
 */
import { lintFromString, loadConfig } from '@redocly/openapi-core';
import { Document, Spectral } from '@stoplight/spectral-core';
import * as parsers from '@stoplight/spectral-parsers';
import { oas } from '@stoplight/spectral-rulesets';
import { expect, it } from 'vitest';
import app from '../../functions/app';
import { openApiDocument } from '../../functions/contract/openapi';

const source = JSON.stringify(openApiDocument(app.routes), null, 2);
// The package is CommonJS: its parsers sit on the default export when imported from ESM.
const { Json } = ((parsers as { Json?: unknown }).Json ? parsers : (parsers as unknown as { default: typeof parsers }).default) as typeof parsers;

it('Redocly recommended: no errors, no warnings', async () => {
  const config = await loadConfig({ configPath: 'redocly.yaml' });
  const problems = await lintFromString({ source, absoluteRef: '/openapi.json', config });
  expect(problems.map((p) => `${p.severity} ${p.ruleId}: ${p.message} at ${p.location[0]?.pointer ?? ''}`)).toEqual([]);
});

it('Spectral spectral:oas: no errors, no warnings', async () => {
  const spectral = new Spectral();
  spectral.setRuleset({ extends: [[oas as never, 'recommended']] });
  const results = await spectral.run(new Document(source, Json, 'openapi.json'));
  expect(results.filter((r) => r.severity <= 1).map((r) => `${String(r.code)}: ${r.message} at ${r.path.join('.')}`)).toEqual([]);
});
