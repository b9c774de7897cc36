/**
 * shopify.app.toml is the app as Shopify CLI deploys it: its webhook topics must be exactly the
 * ones the Worker handles (one list, functions/shopify/webhooks/topics.ts), its scopes exactly
 * the ones the code asks for, and its URLs our Worker's routes on PUBLIC_URL.
 */
import { readFileSync } from 'node:fs';
import { parse } from 'smol-toml';
import { describe, expect, it } from 'vitest';
import { unstable_readConfig } from 'wrangler';
import { LOCAL_APP } from '../../functions/config/local-secrets';
import { APP_SCOPES } from '../../functions/config/app-scopes';
import { TOPICS } from '../../functions/shopify/webhooks/topics';

interface AppToml {
  client_id: string;
  application_url: string;
  embedded: boolean;
  access_scopes: { scopes: string; use_legacy_install_flow?: boolean };
  auth: { redirect_urls: string[] };
  webhooks: { api_version: string; subscriptions: { topics?: string[]; compliance_topics?: string[]; uri: string }[] };
  app_proxy: { url: string; prefix: string; subpath: string };
}

const toml = parse(readFileSync('shopify.app.toml', 'utf8')) as unknown as AppToml;
const vars = unstable_readConfig({ config: 'wrangler.toml' }).vars as Record<string, string>;
const PRIVACY = ['customers/data_request', 'customers/redact', 'shop/redact'];

describe('shopify.app.toml', () => {
  it('subscribes to exactly the topics the Worker handles, one subscription each, privacy topics as compliance topics', () => {
    const subscriptions = toml.webhooks.subscriptions;
    const topics = subscriptions.flatMap((s) => s.topics ?? []);
    const compliance = subscriptions.flatMap((s) => s.compliance_topics ?? []);
    expect(subscriptions.filter((s) => s.topics).every((s) => s.topics!.length === 1)).toBe(true);
    expect(new Set(topics).size).toBe(topics.length);
    expect([...topics, ...compliance].sort()).toEqual(Object.keys(TOPICS).sort());
    expect(compliance.sort()).toEqual(PRIVACY);
    expect(topics).toEqual(expect.arrayContaining(['app/uninstalled', 'app/scopes_update']));
    expect(toml.webhooks.api_version).toBe(vars.SHOPIFY_API_VERSION);
    expect(new Set(subscriptions.map((s) => s.uri))).toEqual(new Set([`${vars.PUBLIC_URL}/webhooks/shopify`]));
  });

  it('asks for exactly the scopes the code uses, as the app the Worker is configured with', () => {
    expect(toml.access_scopes.scopes.split(',')).toEqual([...APP_SCOPES]);
    expect(toml.client_id).toBe(vars.SHOPIFY_CLIENT_ID);
  });

  it('names the one local app as the committed app (when the real client id replaces it, functions/config/local-secrets.ts takes it too)', () => {
    expect(toml.client_id).toBe(LOCAL_APP.clientId);
    expect(vars.SHOPIFY_CLIENT_ID).toBe(LOCAL_APP.clientId);
  });

  it('is embedded: its home is the console on PUBLIC_URL, installed by Shopify (managed installation, no legacy install flow)', () => {
    expect(toml.embedded).toBe(true);
    expect(toml.application_url).toBe(`${vars.PUBLIC_URL}/console`);
    expect(toml.access_scopes.use_legacy_install_flow ?? false).toBe(false);
  });

  it("points Shopify at the Worker's code-grant callback and the app proxy on PUBLIC_URL", () => {
    expect(toml.auth.redirect_urls).toEqual([`${vars.PUBLIC_URL}/shopify/auth/callback`]);
    expect(toml.app_proxy).toEqual({ url: `${vars.PUBLIC_URL}/proxy`, prefix: 'apps', subpath: 'furbaby' });
  });
});
