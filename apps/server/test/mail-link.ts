// Reading what the test SMTP server received: the raw MIME, decoded enough to find links.
import { waitFor } from './wait';

/** Undoes quoted-printable (soft line breaks and =XX bytes), which nodemailer uses for long lines. */
export function decodeQuotedPrintable(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/**
 * A mail's body, decoded. Only the body is quoted-printable: a header such as List-Unsubscribe carries its
 * URL as is, and decoding it would read a `?t=` followed by two hex digits as an escaped byte.
 */
export function decodedBody(raw: string): string {
  const end = raw.search(/\r?\n\r?\n/);
  return decodeQuotedPrintable(end === -1 ? raw : raw.slice(end));
}

/** The first password-change link in a mail. */
export function passwordLink(raw: string): string | undefined {
  return decodeQuotedPrintable(raw).match(/https?:\/\/[^\s"<>]+\/cambiarPassword\/[A-Za-z0-9_-]+/)?.[0];
}

/** The first email-verification link in a mail. */
export function verificationLink(raw: string): string | undefined {
  return decodeQuotedPrintable(raw).match(/https?:\/\/[^\s"<>]+\/verificar\/[A-Za-z0-9_-]+/)?.[0];
}

export { waitFor };

/**
 * The first mail the test SMTP server received for `address` whose decoded text has `words`. A mail the
 * server refused or dropped once is sent again by the outbox 10 s later and its worker looks every 5 s
 * (mail/outbox.ts backoffMs): the wait allows for that one retry (a CI run saw a first try fail).
 */
export const mailTo = (
  smtp: { received: readonly { to: string[]; raw: string }[] },
  address: string,
  words: string,
) =>
  waitFor(
    () => smtp.received.find((m) => m.to.includes(address) && decodeQuotedPrintable(m.raw).includes(words)),
    { what: `El mail «${words}» a ${address}`, timeoutMs: 45_000 },
  );
