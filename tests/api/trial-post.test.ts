/**
 * POST /free-trial/choose-recipe (functions/routes/trial-post.ts): the free-trial form sent
 * natively when its island never arrived. The recipe page answers with the dog for its address
 * and the visitor from the body, in a JSON block that nothing in the body can break out of.
 */
import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { POSTED_TRIAL_ELEMENT_ID, type PostedTrial } from '../../src/stores/trial-handover';
import { BASE } from './auth-helpers';

const FORM = {
  customerName: 'Mere Tane',
  customerEmail: 'mere@example.com',
  name: 'Kuri',
  weight: '14',
  lifeStage: 'senior',
  activityLevel: 'typical',
  bodyCondition: 'aboutRight',
};

async function post(fields: Record<string, string>) {
  const res = await SELF.fetch(`${BASE}/free-trial/choose-recipe`, {
    method: 'POST',
    headers: { origin: BASE, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
  });
  const html = await res.text();
  const opening = `<script type="application/json" id="${POSTED_TRIAL_ELEMENT_ID}">`;
  const block = html.includes(opening) ? html.split(opening)[1]!.split('</script>')[0]! : null;
  return { res, html, posted: block === null ? null : (JSON.parse(block) as PostedTrial) };
}

describe('the free-trial form posted natively', () => {
  it('answers the recipe page with the dog for its address and the visitor from the body', async () => {
    const { res, html, posted } = await post(FORM);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    expect(html).toContain('<astro-island');
    expect(posted).toEqual({
      query: 'name=Kuri&weight=14&lifeStage=senior&activityLevel=typical&bodyCondition=aboutRight',
      customer: { name: 'Mere Tane', email: 'mere@example.com' },
    });
  });

  it('leaves out a visitor the form would refuse, and keeps the dog', async () => {
    const { res, posted } = await post({ ...FORM, customerEmail: 'not-an-email' });
    expect(res.status).toBe(200);
    expect(posted).toMatchObject({ customer: null, query: expect.stringContaining('name=Kuri') });
  });

  it('keeps markup in the fields as data: nothing ends the block early', async () => {
    const name = '</script><script>alert(1)</script><!--';
    const { posted, html } = await post({ ...FORM, customerName: name, name: '</script>Rex' });
    expect(posted?.customer?.name).toBe(name);
    expect(new URLSearchParams(posted!.query).get('name')).toBe('</script>Rex');
    expect(html).not.toContain('<script>alert(1)');
  });
});
