import { DEMO_CATALOGUE } from '../../functions/db/demo/demo-catalogue';
import { env, SELF } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import app from '../../functions/app';
import { CUP_GRAMS_RECIPE_PAGES, cupsPerDay } from '../../src/domain/feeding';
import { MESSAGES } from '../../src/copy/messages';
import { computePetsPayload } from '../../src/domain/pets-payload';
import { buildRecommendations } from '../../src/domain/recommendations';
import { postJson, trialPet, unique } from './trial-factories';
import { PRODUCTION } from './production-env';

const send = (body: unknown) => SELF.fetch(postJson('/api/email-plan', body));
const planMails = async (to: string) =>
  (
    await env.DB.prepare("SELECT subject, text, links, adapter FROM outbox WHERE to_email = ?1 AND kind = 'feeding-plan'")
      .bind(to)
      .all<{ subject: string; text: string; links: string; adapter: string }>()
  ).results;
const outbox = async () => (await env.DB.prepare('SELECT COUNT(*) AS n FROM outbox').first<{ n: number }>())!.n;

afterEach(() => vi.restoreAllMocks());

describe('POST /api/email-plan: bad bodies send nothing', () => {
  it.each([
    ['no e-mail', { petData: { pets: [trialPet()] } }, 'email'],
    ['a bad e-mail', { email: 'plan@', petData: { pets: [trialPet()] } }, 'email'],
    ['no dog in the family plan', { email: 'plan@example.com', petData: { pets: [trialPet({ includeInFamilyFeedingPlan: false })] } }, 'petData'],
    ['no dogs at all', { email: 'plan@example.com', petData: [] }, 'petData'],
  ])('answers 400 invalid_json for %s', async (_, body, path) => {
    const before = await outbox();
    const res = await send(body);
    expect(res.status).toBe(400);
    const answer = await res.json<{ code: string; issues: { path: string; message: string }[] }>();
    expect(answer.code).toBe('invalid_json');
    expect(answer.issues[0]!.path).toBe(path);
    if (path === 'petData') expect(answer.issues[0]!.message).toBe(MESSAGES.noPetIncluded);
    expect(await outbox()).toBe(before);
  });
});

describe('POST /api/email-plan: through the mailer (local default: the outbox)', () => {
  it('mails the plan with figures computed here, whatever numbers the page sent', async () => {
    const email = `plan.${unique()}@example.com`;
    const pets = [
      trialPet({ calories_per_day: 99999 }),
      trialPet({ name: 'Pip', weight: 6.5, life_stage: 'puppy' }),
      trialPet({ name: 'Old Boy', includeInFamilyFeedingPlan: false }),
    ];
    // Stored pet data as the browser keeps it: a JSON string of the object shape.
    const res = await send({ email, petData: JSON.stringify({ pets, kcal_per_kg: 3380 }), recommendations: [] });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true });

    const [mail] = await planMails(email);
    expect(mail).toMatchObject({ subject: "Your furbaby's feeding plan", adapter: 'outbox' });
    expect(JSON.parse(mail!.links)).toEqual(['http://localhost/get-started']);
    const payload = computePetsPayload({ pets: pets.map((p) => ({ ...p, percent_kibble: 100 })), kcal_per_kg: 3380 }, DEMO_CATALOGUE);
    const rex = payload.pets[0]!;
    expect(mail!.text).toContain(
      `Rex: ${rex.kibble_calories_per_day} calories/day, ${rex.kibble_grams_per_day} g/day, ${cupsPerDay(rex.kibble_grams_per_day, CUP_GRAMS_RECIPE_PAGES)} cups/day`,
    );
    expect(mail!.text).toContain('Pip:');
    expect(mail!.text).not.toContain('Old Boy');
    expect(mail!.text).not.toContain('99999');
    expect(mail!.text).toContain('All together:');
    for (const r of buildRecommendations(pets, DEMO_CATALOGUE)) expect(mail!.text).toContain(`- ${r.title}: a `);
    expect(mail!.text).toMatch(/Plans from \$\d+\.\d{2} per day\./);
  });
});

describe('POST /api/email-plan: through the marketing webhook (MARKETING_WEBHOOK_URL)', () => {
  const webhookEnv = { ...env, MARKETING_WEBHOOK_URL: 'https://marketing.example.com/hooks/feeding-plan' };
  const viaWorker = (body: unknown) => app.request(postJson('/api/email-plan', body), undefined, webhookEnv);

  it('posts { email, petData, recommendations } to the webhook and writes no mail', async () => {
    const calls: { url: string; body: Record<string, unknown> }[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      calls.push({ url: String(input), body: JSON.parse(String(init?.body)) });
      return new Response(null, { status: 202 });
    });
    const email = `hook.${unique()}@example.com`;
    const res = await viaWorker({ email, petData: { pets: [trialPet()] }, recommendations: [] });
    expect(res.status).toBe(200);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('https://marketing.example.com/hooks/feeding-plan');
    expect(calls[0]!.body).toMatchObject({
      email,
      petData: { pets: [{ name: 'Rex', calories_per_day: 632, grams_per_day: 187 }], total_subscribed_grams_per_day: 187 },
      recommendations: JSON.parse(JSON.stringify(buildRecommendations([trialPet()], DEMO_CATALOGUE))),
    });
    expect(await planMails(email)).toEqual([]);
  });

  it('answers 502 with the spec’s text when the webhook fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('down', { status: 500 }));
    const res = await viaWorker({ email: 'hook@example.com', petData: { pets: [trialPet()] } });
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({ code: 'mail_failed', error: MESSAGES.failedToSendPlan });
  });
});

describe('POST /api/email-plan: rate limit', () => {
  it('stops after the per-address limit with 429 and Retry-After', async () => {
    const email = `limit.${unique()}@example.com`;
    const limitedEnv = { ...env, ...PRODUCTION, MAILER: 'outbox' };
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await app.request(postJson('/api/email-plan', { email, petData: { pets: [trialPet()] } }), undefined, limitedEnv);
      statuses.push(res.status);
      if (res.status === 429) expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
