// Links mailed to people who have no account (ADR 015, "Signed links"): the token is an HMAC of a purpose
// and the record's random id under SESSION_SECRET, so every later mail can carry the same link without the
// token being stored, and a token for one purpose opens nothing else. Tokens travel as `t=`, which the
// request logs and the staff's copy of the outbox hide (security/redact.ts, mail/secrets.ts).
import { createHmac, timingSafeEqual } from 'node:crypto';

/** Tokens too long to be ours are not compared at all. */
export const MAX_TOKEN_LENGTH = 200;

export function createSigner(secret: string) {
  const sign = (purpose: string, id: string) =>
    createHmac('sha256', secret).update(`${purpose}:${id}`).digest('base64url');
  return {
    sign,
    /** Whether `token` is `sign(purpose, id)`, compared in constant time. */
    verify(purpose: string, id: string, token: string | null | undefined): boolean {
      if (!token || token.length > MAX_TOKEN_LENGTH) return false;
      const a = Buffer.from(sign(purpose, id));
      const b = Buffer.from(token);
      return a.length === b.length && timingSafeEqual(a, b);
    },
  };
}
