import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';

describe('Origin check (CSRF)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://elcampito.example' });
  });
  afterAll(() => t.close());

  const post = (headers: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers,
      payload: { email: 'nadie@example.com', pass: 'clave12345' },
    });

  it('refuses a site that names itself as the Host (the request chooses its Host; PUBLIC_URL decides)', async () => {
    const res = await post({ host: 'malicioso.example', origin: 'http://malicioso.example' });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('Origen no permitido.');
  });

  it("accepts PUBLIC_URL's origin, and requests without Origin", async () => {
    expect((await post({ origin: 'https://elcampito.example' })).statusCode).not.toBe(403);
    expect((await post({})).statusCode).not.toBe(403);
  });

  it('checks every state-changing route, not only sign-in', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contacto',
      headers: { host: 'otro.example', origin: 'http://otro.example' },
      payload: {},
    });
    expect(res.statusCode).toBe(403);
  });
});
