import { describe, expect, it } from 'vitest';
import { createSealer } from './sealed';

describe('sealed cookie values', () => {
  const sealer = createSealer('secreto-de-prueba-secreto-de-prueba');

  it('round-trips a payload the browser can neither read nor change', () => {
    const sealed = sealer.seal('oidc-flow', { state: 'abc', verifier: 'xyz' }, 60_000);
    expect(sealed).not.toContain('abc');
    expect(Buffer.from(sealed, 'base64url').toString('latin1')).not.toContain('xyz');
    expect(sealer.unseal('oidc-flow', sealed)).toEqual({ state: 'abc', verifier: 'xyz' });
    const raw = Buffer.from(sealed, 'base64url');
    raw[raw.length - 1]! ^= 1;
    expect(sealer.unseal('oidc-flow', raw.toString('base64url'))).toBeNull();
  });

  it('is useless for another purpose, with another secret, after it expires, or when garbage', () => {
    const sealed = sealer.seal('google-pending', { email: 'a@example.com' }, 60_000);
    expect(sealer.unseal('oidc-flow', sealed)).toBeNull();
    expect(
      createSealer('otro-secreto-otro-secreto-otro-secreto').unseal('google-pending', sealed),
    ).toBeNull();
    expect(sealer.unseal('google-pending', sealer.seal('google-pending', {}, -1))).toBeNull();
    for (const junk of [undefined, '', 'abc', 'x'.repeat(5000), '%%%']) {
      expect(sealer.unseal('google-pending', junk)).toBeNull();
    }
  });
});
