import { html, raw } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';

type Html = HtmlEscapedString | Promise<HtmlEscapedString>;

/**
 * The plain page shell of the local-only tools (/dev/mailbox, /dev/payment-method) and of the
 * Shopify install's answers (/shopify/*): readable without the site's CSS, so they work before a build. `style` is our own CSS, never input.
 */
export function devPage({ title, maxWidth, style = '', body }: { title: string; maxWidth: string; style?: string; body: Html }) {
  return html`<!doctype html>
    <html lang="en-NZ">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${title} · Furbaby Plans</title>
        <style>
          body {
            font-family: system-ui, sans-serif;
            max-width: ${maxWidth};
            margin: 2rem auto;
            padding: 0 1rem;
            color: #1f2a27;
          }
          ${raw(style)}
        </style>
      </head>
      <body>
        ${body}
      </body>
    </html>`;
}
