/**
 * POST /free-trial/choose-recipe: the free-trial form sent natively, when its island never
 * arrived (src/lib/early-input/hold-submits.ts sends it after EARLY_NATIVE_FALLBACK_MS). It posts,
 * so the visitor's name and e-mail travel in the body, never in an address (addresses end up in
 * history, logs and referrers). The answer is the recipe page itself with the form in a JSON
 * block; the page moves the dog into its address and the visitor into the session hand-over
 * (src/stores/trial-handover.ts takePostedTrial), as the island's own submit does.
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import { withCatalogue } from '../catalogue/inject';
import type { AppEnv } from '../env';
import { jsonForHtml } from '../lib/html-json';
import { freeTrialFormSchema } from '../../src/domain/schemas/trial';
import { POSTED_TRIAL_ELEMENT_ID, RECIPE_PAGE_PATHS, TRIAL_DOG_FIELDS, type PostedTrial } from '../../src/stores/trial-handover';

const PostedCustomer = v.pick(freeTrialFormSchema, ['customerName', 'customerEmail']);
/** Longest dog field passed on; the recipe page reads and normalises them as it reads its address. */
const DOG_FIELD_MAX = 100;

export const trialPost = new Hono<AppEnv>().post(RECIPE_PAGE_PATHS.trial, async (c) => {
  if (!c.env.ASSETS) return c.notFound();
  const form = await c.req.parseBody();
  const dog = new URLSearchParams();
  for (const field of TRIAL_DOG_FIELDS) {
    const value = form[field];
    if (typeof value === 'string' && value.trim()) dog.set(field, value.slice(0, DOG_FIELD_MAX));
  }
  // A visitor the form would refuse is left out: the checkout asks for name and e-mail anyway.
  const customer = v.safeParse(PostedCustomer, { customerName: form.customerName, customerEmail: form.customerEmail });
  const posted: PostedTrial = {
    query: dog.toString(),
    customer: customer.success ? { name: customer.output.customerName, email: customer.output.customerEmail } : null,
  };
  const page = await c.env.ASSETS.fetch(new URL(RECIPE_PAGE_PATHS.trial, c.req.url));
  const headers = new Headers(page.headers);
  // The visitor's details are in this answer: no cache keeps it.
  headers.set('Cache-Control', 'no-store');
  const block = `<script type="application/json" id="${POSTED_TRIAL_ELEMENT_ID}">${jsonForHtml(posted)}</script>`;
  const answer = new HTMLRewriter()
    .on('head', { element: (head) => void head.append(block, { html: true }) })
    .transform(new Response(page.body, { status: page.status, headers }));
  return withCatalogue(answer, c.env.DB);
});
