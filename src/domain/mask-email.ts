/**
 * An e-mail address shown to someone who is not (yet) proven to own it: the first character of
 * the mailbox, three stars, and the domain. The star count is fixed, so the mask does not tell
 * the mailbox's length. Used by the "Switch accounts?" question (POST /api/auth/link-info).
 *
 * @example
 * maskEmail('sam.smith@example.com') // 's***@example.com'
 * maskEmail('a@b.nz')                 // 'a***@b.nz'
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  // Array.from keeps a first character outside the BMP whole.
  const first = Array.from(email.slice(0, at))[0]!;
  return `${first}***${email.slice(at)}`;
}
