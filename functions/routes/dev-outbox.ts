import { Hono } from 'hono';
import { devPage } from '../lib/dev-page';
import { html, raw } from 'hono/html';
import * as v from 'valibot';
import type { AppEnv } from '../env';
import { localOnly } from '../http/local-only';
import { validate } from '../lib/validate';
import { listOutbox } from '../mail/outbox';

const OutboxQuery = v.object({
  to: v.optional(v.pipe(v.string(), v.trim(), v.email())),
  limit: v.optional(v.pipe(v.string(), v.regex(/^\d{1,3}$/), v.transform(Number), v.minValue(1), v.maxValue(500))),
});

/**
 * The local mailbox (local mode only; 404 in production), mounted at /api/dev and /dev:
 * GET /api/dev/outbox lists sent mails as JSON (newest first; `?to=` filters by address),
 * GET /dev/mailbox shows them as a page with clickable links.
 */
export const devOutbox = new Hono<AppEnv>()
  // Only on this router's own paths: other /dev routers are mounted beside it.
  .use('/outbox', localOnly)
  .use('/mailbox', localOnly)
  .get('/outbox', validate('query', OutboxQuery), async (c) => {
    const { to, limit } = c.req.valid('query');
    return c.json({ mails: await listOutbox(c.env.DB, { to, limit }) }, 200);
  })
  .get('/mailbox', async (c) => {
    const mails = await listOutbox(c.env.DB);
    const linkify = (text: string) =>
      // Escape first, then turn each http(s) URL into a link (the URL is already escaped).
      raw(
        text
          .replace(/&/g, '&amp;')
          .replace(/</g, '&lt;')
          .replace(/>/g, '&gt;')
          .replace(/"/g, '&quot;')
          .replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`),
      );
    return c.html(
      devPage({
        title: 'Local mailbox',
        maxWidth: '48rem',
        style: `
          article {
            border: 1px solid #d8d2c6;
            border-radius: 12px;
            padding: 1rem;
            margin: 1rem 0;
            background: #fff;
          }
          pre {
            white-space: pre-wrap;
            font: inherit;
          }
          .meta {
            color: #5b6763;
            font-size: 0.9rem;
          }
        `,
        body: html`
          <h1>Local mailbox</h1>
          <p class="meta">Mail sent by the local outbox mailer (MAILER=outbox). Newest first.</p>
          ${mails.length === 0 ? html`<p>No mail yet.</p>` : ''}
          ${mails.map(
            (m) =>
              html`<article aria-label="${m.subject} to ${m.to}">
                <h2>${m.subject}</h2>
                <p class="meta">To ${m.to} · ${m.kind} · sent ${m.sentAt ?? 'not sent'}</p>
                <pre>${linkify(m.text)}</pre>
              </article>`,
          )}
        `,
      }),
    );
  });
