// One limit per mailbox for every mail a public request makes the site send to an address somebody typed
// (issue 39, item 5): a form's copy to the applicant, a transfer notice's copy, a new-dog alert's
// confirmation, an account's verification, a password recovery. Counted across all of them, and per
// mailbox rather than per spelling, so neither many forms, nor many client addresses, nor `Victim+3@…`
// variants add up to more mail in someone's inbox than MAILBOX_RATE.
//
// Not counted: mails to staff (STAFF_EMAIL), mails staff decide to send from the panel, and what a mailbox's
// owner asked for and proved (a confirmed alert's digest, a paid contribution's receipt).
import type { RateLimitService, RateRule } from './rate-limit.service';

/** Providers that ignore dots in the local part: `v.i.c.t.i.m@gmail.com` is `victim@gmail.com`. */
const DOTLESS_DOMAINS: Record<string, string> = { 'gmail.com': 'gmail.com', 'googlemail.com': 'gmail.com' };

/**
 * The mailbox an address delivers to, as a rate-limit subject: lower case, surrounding spaces and a
 * trailing dot of the domain dropped, the `+tag` (subaddress) removed from the local part, and for Gmail
 * the dots of the local part too. `Victim+3@Example.test` → `victim@example.test`. Not for sending: mail
 * still goes to the address as typed.
 */
export function mailboxOf(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at < 0) return address;
  let local = address.slice(0, at);
  let domain = address.slice(at + 1).replace(/\.+$/, '');
  const plus = local.indexOf('+');
  if (plus >= 0) local = local.slice(0, plus);
  const dotless = DOTLESS_DOMAINS[domain];
  if (dotless) {
    domain = dotless;
    local = local.replaceAll('.', '');
  }
  return `${local}@${domain}`;
}

/**
 * Mails per mailbox and hour caused by public requests, all forms together (× RATE_LIMIT_MULTIPLIER).
 * A person writing, applying, subscribing and recovering their password in one hour stays well under it.
 */
export const MAILBOX_RATE: RateRule = { name: 'mailbox', max: 8, windowMs: 3_600_000 };

/**
 * Counts one mail to `email`'s mailbox and answers whether it may be sent (false once MAILBOX_RATE is
 * spent). Call it once per mail, right before queueing it, and skip only that mail when false: what the
 * request stores (the submission, the alert, the account) is stored all the same, and staff mails go.
 *
 * Call it outside any transaction (it writes the shared counter with the service's own connection; on
 * PGlite, one connection, a call inside a transaction would wait forever). Where the person is on the page
 * waiting for that one mail (a password recovery, "reenviar el correo de verificación"), refusing with the
 * Spanish 429 may be kinder than a silent skip: `rateLimit.consume(MAILBOX_RATE, mailboxOf(email))` counts
 * the same counter and throws.
 */
export function mayMailMailbox(rateLimit: Pick<RateLimitService, 'hit'>, email: string): Promise<boolean> {
  return rateLimit.hit(MAILBOX_RATE, mailboxOf(email));
}
