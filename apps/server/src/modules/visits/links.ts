// The signed links of visits and events (issue 35, ADR 015, "Signed links"). A booking's link to see,
// change, cancel or take an offered place, and an alert's opt-out, carry a token derived from the record's
// random id and SESSION_SECRET (an HMAC), so every later mail — the offer, the reminder — can carry the same
// link without the token being kept anywhere; the table keeps only its sha-256, so a copy of it opens
// nothing. An alert's confirmation token is random and single-purpose, as the new-dog alerts' is. The
// token travels as `t=`, which the request logs and the staff's copy of the outbox hide (security/redact.ts,
// mail/secrets.ts).
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { createSigner } from '../security/signed-links';

export { MAX_TOKEN_LENGTH } from '../security/signed-links';

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** Whether `token` is the one whose hash was stored, compared in constant time. */
export function sameHash(token: string, hash: string): boolean {
  if (!token) return false;
  const a = Buffer.from(sha256(token), 'hex');
  const b = Buffer.from(hash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

export const randomToken = () => randomBytes(32).toString('base64url');

export function createVisitLinks(config: { publicUrl: string; sessionSecret: string }) {
  const base = config.publicUrl.replace(/\/$/, '');
  const { sign } = createSigner(config.sessionSecret);
  const bookingToken = (id: string) => sign('visit-booking', id);
  const alertUnsubscribeToken = (id: string) => sign('visit-alert-unsubscribe', id);
  return {
    base,
    bookingToken,
    alertUnsubscribeToken,
    /** The page of a booking: see it, change it, cancel it, take an offered place. */
    bookingUrl: (id: string) => `${base}/visitas/reserva?t=${bookingToken(id)}`,
    eventUrl: (slug: string) => `${base}/visitas/${slug}`,
    alertConfirmUrl: (id: string, token: string) => `${base}/visitas/avisos/confirmar/${id}?t=${token}`,
    /** The page's button and the mail app's one-click POST (RFC 8058) both unsubscribe here. */
    alertUnsubscribeUrl: (id: string) => `${base}/visitas/avisos/baja/${id}?t=${alertUnsubscribeToken(id)}`,
  };
}

export type VisitLinks = ReturnType<typeof createVisitLinks>;
