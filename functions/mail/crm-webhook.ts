import type { Mail, Mailer } from './mailer';

/**
 * The production mailer: the shop's CRM sends the mail from its own templates. We post
 * `{ email, link, kind }` (spec 001 §7: the CRM webhook gets the e-mail and the login link;
 * `kind` says which template). Nothing is stored here, so a login link never rests in our
 * database in clear.
 */
export function crmWebhookMailer(webhookUrl: string, fetcher: typeof fetch = fetch): Mailer {
  return {
    name: 'crm',
    async send(mail: Mail) {
      const res = await fetcher(webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: mail.to, link: mail.links[0] ?? null, kind: mail.kind }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!res.ok) throw new Error(`CRM webhook answered ${res.status}`);
    },
  };
}
