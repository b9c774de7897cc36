/**
 * Outgoing mail behind one small interface. Adapters: `outbox` (local default: the mail is
 * written to the outbox table and shown at /dev/mailbox) and `crm` (the shop's CRM webhook
 * sends it). functions/mail/index.ts picks one from the configuration.
 */
/** `checkout-confirm`: the link that places a checkout made with an existing customer's e-mail. */
export type MailKind = 'login-link' | 'payment-update' | 'feeding-plan' | 'checkout-confirm' | (string & {});

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** The links the mail carries; the first is its call to action (the CRM gets only that). */
  links: string[];
  kind: MailKind;
}

export interface Mailer {
  readonly name: 'outbox' | 'crm';
  /** Resolves once the mail is handed over; rejects when it could not be. */
  send(mail: Mail): Promise<void>;
}
