import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Small values the server hands the browser to keep for a few minutes (the OpenID Connect flow state,
 * a Google identity waiting for confirmation), sealed with AES-256-GCM under a key derived from
 * SESSION_SECRET and the purpose (HKDF-SHA256, the purpose as its info): the browser can neither read nor
 * forge them, and a value sealed for one purpose is useless for another. Expiry is inside the seal.
 */
export function createSealer(secret: string) {
  const keys = new Map<string, Buffer>();
  const keyFor = (purpose: string) => {
    let key = keys.get(purpose);
    if (!key) {
      key = Buffer.from(hkdfSync('sha256', secret, '', `campito sealed value: ${purpose}`, 32));
      keys.set(purpose, key);
    }
    return key;
  };

  return {
    seal(purpose: string, payload: unknown, ttlMs: number): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', keyFor(purpose), iv);
      const body = JSON.stringify({ p: payload, e: Date.now() + ttlMs });
      const data = Buffer.concat([cipher.update(body, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), data]).toString('base64url');
    },

    /** The payload, or null when the value is missing, forged, for another purpose or expired. */
    unseal<T>(purpose: string, value: string | undefined): T | null {
      if (!value || value.length > 4096) return null;
      try {
        const raw = Buffer.from(value, 'base64url');
        if (raw.length < 29) return null;
        const decipher = createDecipheriv('aes-256-gcm', keyFor(purpose), raw.subarray(0, 12));
        decipher.setAuthTag(raw.subarray(12, 28));
        const body = Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
        const parsed = JSON.parse(body) as { p: T; e: number };
        return parsed.e > Date.now() ? parsed.p : null;
      } catch {
        return null;
      }
    },
  };
}

export type Sealer = ReturnType<typeof createSealer>;
