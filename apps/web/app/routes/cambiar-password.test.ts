import { AUTH_MSG } from '@campito/core';
import { createTestApp, type TestApp } from '@campito/server/test';
import type { ActionFunctionArgs } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { action as changeAction } from './cambiar-password';
import { action as profileAction } from './profile';

type Answer = {
  data: { ok: boolean; error?: string | null; errors?: Record<string, string> };
  init?: { status?: number } | null;
};

// Issue 39 item 8c on the pages: a common password chosen on /profile (registration) or /cambiarPassword
// (a reset link) is refused under the password field, as the API refuses it; the link's own failure still
// shows above the form.
describe('choosing a common password on the pages', () => {
  let t: TestApp;
  const post = (
    action: typeof changeAction | typeof profileAction,
    path: string,
    fields: Record<string, string>,
    params: Record<string, string> = {},
  ) =>
    action({
      request: new Request(`http://localhost${path}`, { method: 'POST', body: new URLSearchParams(fields) }),
      url: new URL(`http://localhost${path}`),
      pattern: path,
      context: {
        services: t.app.services,
        config: { publicUrl: 'http://localhost:3000' },
        requestId: 'test',
        user: null,
        ip: '203.0.113.7',
      },
      params,
    } as unknown as ActionFunctionArgs) as unknown as Promise<Answer>;

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_MULTIPLIER: '100' });
  });
  afterAll(() => t.close());

  it('/cambiarPassword says it under the new password; a link that does not work, above the form', async () => {
    const token = 'x'.repeat(43);
    const change = (pass: string) =>
      post(changeAction, `/cambiarPassword/${token}`, { pass, confirm: pass }, { token });
    const common = await change('Password123');
    expect(common.init?.status).toBe(400);
    expect(common.data).toEqual({ ok: false, error: null, errors: { pass: AUTH_MSG.passwordCommon } });
    const unknownLink = await change('galgo-de-Tandil-2031');
    expect(unknownLink.init?.status).toBe(400);
    expect(unknownLink.data).toEqual({ ok: false, error: AUTH_MSG.passwordChangeFailed, errors: {} });
  });

  it('/profile registration says it under the password, and registers with an uncommon one', async () => {
    const register = (pass: string) =>
      post(profileAction, '/profile', {
        intent: 'register',
        _js: '1',
        name: 'Persona de Prueba',
        email: 'registro-comun@example.com',
        pass,
      });
    const common = await register('qwerty123');
    expect(common.init?.status).toBe(400);
    expect(common.data).toMatchObject({ ok: false, error: null, errors: { pass: AUTH_MSG.passwordCommon } });
    const ok = await register('galgo-de-Tandil-2031');
    expect(ok.data).toMatchObject({ ok: true, message: AUTH_MSG.registered });
  });
});
