import { existsSync, lstatSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { JSDOM, ResourceLoader, type FetchOptions } from 'jsdom';
import { themeCheckRun } from '@shopify/theme-check-node';
import { describe, expect, it } from 'vitest';
import { blockSchema, renderBlock, THEME_EXTENSION_DIR } from '../fakes/shopify/theme-extension';

const ROOT = join(import.meta.dirname, '../..');
const PRODUCTION_ORIGIN = 'https://plans.furbaby.co.nz';
const ASSET_BASE = 'https://cdn.shopify.test/extensions/furbaby-theme/assets';
const EMBED_JS = readFileSync(join(ROOT, 'public/embed.js'), 'utf8');

/** Serves the extension's assets as Shopify's CDN would, and our pages as empty documents. */
class ExtensionAssets extends ResourceLoader {
  override fetch(url: string, options: FetchOptions) {
    if (url.startsWith(`${ASSET_BASE}/`)) return answer(readFileSync(join(THEME_EXTENSION_DIR, 'assets', url.slice(ASSET_BASE.length + 1))));
    if (url.startsWith(`${PRODUCTION_ORIGIN}/`)) return answer(Buffer.from('<!doctype html><title>Furbaby Plans</title>'));
    return super.fetch(url, options);
  }
}
const answer = (body: Buffer) => Object.assign(Promise.resolve(body), { abort() {} }) as ReturnType<ResourceLoader['fetch']>;

const FORWARDED = 'token=abc&utm_source=mail&shopPath=%2Fpages%2Fdashboard';

/** A shop page with the block's HTML in it, its scripts run: resolves once the page has loaded. */
async function shopPage(blockHtml: string): Promise<Document> {
  const dom = new JSDOM(`<!doctype html><html><body><main>${blockHtml}</main></body></html>`, {
    url: 'https://furbaby.co.nz/pages/dashboard?utm_source=mail&token=abc',
    runScripts: 'dangerously',
    resources: new ExtensionAssets(),
  });
  await new Promise((resolve) => dom.window.addEventListener('load', resolve));
  return dom.window.document;
}

const FRAMED_BLOCKS = [
  { block: 'furbaby-dashboard', page: '/dashboard', title: 'My dashboard', other: '/your-pets' },
  { block: 'furbaby-free-trial', page: '/free-trial', title: 'Start your free trial', other: '/free-trial/choose-recipe' },
  { block: 'furbaby-feeding-guide', page: '/pet-calculator', title: 'Feeding-plan calculator', other: '/feeding-guide' },
] as const;

describe('theme app extension (extensions/furbaby-theme)', () => {
  it("passes Shopify's theme-check for theme app extensions with no errors", { timeout: 60_000 }, async () => {
    const { offenses } = await themeCheckRun(THEME_EXTENSION_DIR, join(THEME_EXTENSION_DIR, '.theme-check.yml'), () => {});
    const errors = offenses.filter((o) => o.severity === 0);
    expect(errors.map((o) => `${o.uri.split('/furbaby-theme/')[1]}: ${o.check}: ${o.message}`)).toEqual([]);
  });

  it("serves the same embed script as public/embed.js from Shopify's CDN", () => {
    // A link to it, not a copy: the two cannot drift apart (theme-check reads through it, above).
    const asset = join(THEME_EXTENSION_DIR, 'assets/furbaby-embed.js');
    expect(lstatSync(asset).isSymbolicLink()).toBe(true);
    expect(readFileSync(asset, 'utf8')).toBe(EMBED_JS);
  });

  it('the app embed loads the script from the extension with our origin, by default the production one', async () => {
    const html = await renderBlock('furbaby-embed', { assetBase: ASSET_BASE });
    expect(blockSchema('furbaby-embed').target).toBe('body');
    const script = JSDOM.fragment(html).querySelector('script')!;
    expect(script.getAttribute('src')).toBe(`${ASSET_BASE}/furbaby-embed.js`);
    expect(script.dataset.origin).toBe(PRODUCTION_ORIGIN);

    const local = await renderBlock('furbaby-embed', { assetBase: ASSET_BASE, appMetafields: { furbaby: { app_origin: 'http://127.0.0.1:8787' } } });
    expect(JSDOM.fragment(local).querySelector('script')!.dataset.origin).toBe('http://127.0.0.1:8787');
  });

  it("tells the script the shop's logged-in customer (for its login ticket) and no secret, or nobody", async () => {
    const customer = { id: '7001000000001', name: 'Sam Taylor', email: 'demo@example.com' };
    for (const block of ['furbaby-embed', 'furbaby-dashboard']) {
      const html = await renderBlock(block, { customer });
      expect(JSDOM.fragment(html).querySelector('script')!.dataset.customer, block).toBe(customer.id);
      // Nothing signed: no e-mail, no signature, no settings secret in what the theme renders.
      expect(html).not.toContain(customer.email);
      expect(html).not.toMatch(/signature|[0-9a-f]{64}/);
      const nobody = await renderBlock(block);
      expect(JSDOM.fragment(nobody).querySelector('script')!.dataset.customer, block).toBe('');
    }
  });

  for (const { block, page, title, other } of FRAMED_BLOCKS) {
    it(`${block}: frames our ${page} by default, and the page, title, height and colour the merchant chose`, async () => {
      expect(blockSchema(block).target).toBe('section');
      const byDefault = await shopPage(await renderBlock(block, { assetBase: ASSET_BASE }));
      const frame = byDefault.querySelector('iframe')!;
      // embed.js made the frame: our page, with only the shop's parameters our pages read (a
      // campaign's utm_source with the shop page it landed on: issue 35's attribution).
      expect(frame.src).toBe(`${PRODUCTION_ORIGIN}${page}?${FORWARDED}`);
      expect(frame.title).toBe(title);

      const chosen = await shopPage(
        await renderBlock(block, { assetBase: ASSET_BASE, settings: { page: other, title: 'Rex & "Molly"', height: 900, background: '#f4efe6' } }),
      );
      const custom = chosen.querySelector('iframe')!;
      expect(custom.src).toBe(`${PRODUCTION_ORIGIN}${other}?${FORWARDED}`);
      expect(custom.title).toBe('Rex & "Molly"');
      expect(custom.style.height).toBe('900px');
      expect((chosen.querySelector('.furbaby-block') as HTMLElement).style.backgroundColor).toBe('rgb(244, 239, 230)');
    });
  }

  it('offers in each framed block only pages we serve', () => {
    for (const { block } of FRAMED_BLOCKS) {
      for (const { value } of blockSchema(block).settings!.find((s) => s.id === 'page')!.options!) {
        expect(existsSync(join(ROOT, 'src/pages', `${value.slice(1)}.astro`)), `${block}: ${value}`).toBe(true);
      }
    }
  });

  it('"Manage my subscription" links to the dashboard through our app proxy, in the colours chosen', async () => {
    const byDefault = JSDOM.fragment(await renderBlock('furbaby-manage-link'));
    const link = byDefault.querySelector('a')!;
    expect(link.getAttribute('href')).toBe('/apps/furbaby/dashboard');
    expect(link.textContent).toBe('Manage my subscription');
    expect(link.className).toBe('button');
    expect(link.getAttribute('style')).toBe('');

    const styled = JSDOM.fragment(
      await renderBlock('furbaby-manage-link', { settings: { label: 'My plan <3', style: 'link', background: '#2f5d50', text_color: '#ffffff' } }),
    );
    const custom = styled.querySelector('a')! as HTMLAnchorElement;
    expect(custom.textContent).toBe('My plan <3');
    expect(custom.className).toBe('link');
    expect(custom.style.backgroundColor).toBe('rgb(47, 93, 80)');
    expect(custom.style.color).toBe('rgb(255, 255, 255)');

    const blank = JSDOM.fragment(await renderBlock('furbaby-manage-link', { settings: { label: '' } }));
    expect(blank.querySelector('a')!.textContent).toBe('Manage my subscription');
  });

  it('the manage link sends a logged-in customer to the shop’s customer accounts, unless the merchant keeps the dashboard', async () => {
    const customer = { id: '7001', name: 'Mere Tane', email: 'mere@example.com' };
    const hrefOf = async (options: Parameters<typeof renderBlock>[1]) =>
      JSDOM.fragment(await renderBlock('furbaby-manage-link', options))
        .querySelector('a')!
        .getAttribute('href');
    expect(await hrefOf({ customer })).toBe('/account');
    expect(await hrefOf({ customer, settings: { logged_in_target: 'dashboard' } })).toBe('/apps/furbaby/dashboard');
    expect(await hrefOf({ customer: null })).toBe('/apps/furbaby/dashboard');
  });
});
