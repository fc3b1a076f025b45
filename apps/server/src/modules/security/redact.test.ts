import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/database';
import { buildApp } from '../../app';
import { loadConfig } from '../../env';
import { REDACTED, redactUrl } from './redact';

describe('secrets in URLs never reach the logs', () => {
  it('hides path tokens and secret query parameters, and keeps the rest', () => {
    expect(redactUrl('/cambiarPassword/abcDEF123_-')).toBe(`/cambiarPassword/${REDACTED}`);
    expect(redactUrl('/CAMBIARPASSWORD/abc?x=1')).toBe(`/CAMBIARPASSWORD/${REDACTED}?x=1`);
    expect(redactUrl('/cambiarPassword/abc.data')).toBe(`/cambiarPassword/${REDACTED}`);
    expect(redactUrl('/verificar/tok')).toBe(`/verificar/${REDACTED}`);
    expect(redactUrl('/api/users/password/tok')).toBe(`/api/users/password/${REDACTED}`);
    expect(redactUrl('/api/auth/verification/tok')).toBe(`/api/auth/verification/${REDACTED}`);
    expect(redactUrl('/api/auth/google/callback?code=secret&state=s2&iss=x')).toBe(
      `/api/auth/google/callback?code=${REDACTED}&state=${REDACTED}&iss=x`,
    );
    expect(redactUrl('/adoptar/perros?sexo=hembra&pagina=2')).toBe('/adoptar/perros?sexo=hembra&pagina=2');
    expect(redactUrl('/cambiarPassword')).toBe('/cambiarPassword');
    expect(redactUrl('/avisos/baja/1b2c?t=firmaDeHmac')).toBe(`/avisos/baja/1b2c?t=${REDACTED}`);
    expect(redactUrl('/novedades/baja?email=a%40b.ar&firma=xyz')).toBe(
      `/novedades/baja?email=a%40b.ar&firma=${REDACTED}`,
    );
  });

  it('the server logs a reset link request without its token', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, callback) {
        lines.push(String(chunk));
        callback();
      },
    });
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: await mkdtemp(path.join(tmpdir(), 'campito-redact-')),
      SEED_DEMO: 'false',
      LOG_LEVEL: 'info',
    });
    const app = await buildApp({ config, database: await openTestDatabase(), logStream: stream });
    try {
      const token = 'Zx9secretTOKENvalue1234567890abcdef';
      await app.inject({ method: 'POST', url: `/api/users/password/${token}`, payload: {} });
      await app.inject({ method: 'GET', url: `/api/auth/google/callback?code=${token}&state=${token}` });
      const log = lines.join('');
      expect(log).toContain('/api/users/password/');
      expect(log).toContain(REDACTED);
      expect(log).not.toContain(token);
    } finally {
      await app.close();
    }
  });
});
