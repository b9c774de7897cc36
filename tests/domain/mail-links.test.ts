/**
 * Every link in every mail is absolute (issue 61 §5): a mail client has no page to resolve a
 * path against. The scheduled jobs' mails take their origin from `mailOrigin`, which under
 * `npm start` (local mode, no PUBLIC_URL) is the product's local address; the others are given
 * the absolute link their request built.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_CATALOGUE } from '../../functions/db/demo/demo-catalogue';
import { LOCAL_DEFAULT_ORIGIN, mailOrigin } from '../../functions/env';
import type { Mail } from '../../functions/mail/mailer';
import * as templates from '../../functions/mail/templates';
import type { BirthdayChange } from '../../src/domain/dog-journey';
import { recipeSwitchOver } from '../../src/domain/recipe-switch';

const ORIGIN = mailOrigin({ publicUrl: undefined });
const chicken = DEMO_CATALOGUE.kibbles.find((k) => k.name === 'Chicken')!;
const lamb = DEMO_CATALOGUE.kibbles.find((k) => k.name === 'Lamb')!;
const birthday: BirthdayChange = {
  petId: 'pet_biscuit',
  name: 'Biscuit',
  sex: 'male',
  years: 1,
  day: '2026-12-20',
  from: 'puppy',
  to: 'adult',
  gramsBefore: 320,
  gramsAfter: 160,
  daysBefore: 28,
  daysAfter: 56,
  fitAfter: null,
};
const link = `${ORIGIN}/dashboard?token=abc`;

/** One of each mail the product sends, as its job or call builds it. */
const MAILS: Record<string, Mail> = {
  loginLink: templates.loginLinkMail('a@b.nz', 'Ann', link),
  paymentUpdate: templates.paymentUpdateMail('a@b.nz', 'Ann', `${ORIGIN}/dev/payment-method`),
  checkoutConfirm: templates.checkoutConfirmMail('a@b.nz', `${ORIGIN}/checkout?confirm=abc`, 'your free trial', 30),
  orderLoginLink: templates.orderLoginLinkMail('a@b.nz', 'Ann', 1001, link),
  pauseEnding: templates.pauseEndingMail('a@b.nz', 'Ann', '2026-12-20', ORIGIN),
  birthday: templates.birthdayMail('a@b.nz', 'Ann', birthday, ORIGIN),
  weighIn: templates.weighInMail('a@b.nz', 'Ann', { id: 'pet_biscuit', name: 'Biscuit' }, ORIGIN),
  recipeSwitch: templates.recipeSwitchMail(
    'a@b.nz',
    'Ann',
    recipeSwitchOver({ from: chicken, to: lamb, variant: lamb.variants[0]!, frequencyDays: 28 })!,
    ORIGIN,
  ),
};

describe('the links in mails', () => {
  it('come from PUBLIC_URL, or under npm start from the local address the README gives', () => {
    expect(mailOrigin({ publicUrl: 'https://plans.furbaby.co.nz' })).toBe('https://plans.furbaby.co.nz');
    expect(ORIGIN).toBe(LOCAL_DEFAULT_ORIGIN);
    expect(LOCAL_DEFAULT_ORIGIN).toBe('http://localhost:8787');
  });

  it.each(Object.entries(MAILS))('%s: every link is absolute, and every address in its text is one of them', (_, mail) => {
    expect(mail.links.length).toBeGreaterThan(0);
    for (const l of mail.links) expect(new URL(l).origin, l).toBe(ORIGIN);
    // No path left for a mail client to guess at: each "/dashboard…" in the text is part of an absolute link.
    const paths = mail.text.match(/(?<![\w:/.])\/(dashboard|checkout|dev|get-started)\S*/g) ?? [];
    expect(paths).toEqual([]);
    for (const url of mail.text.match(/https?:\/\/\S+/g) ?? []) expect(mail.links).toContain(url.replace(/[.,)]+$/, ''));
  });
});
