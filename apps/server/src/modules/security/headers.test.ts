// The headers every answer carries (headers.ts), and the one only the staff panel carries: the opener policy
// (ADR 008, "The opener policy").
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInEveryone } from '../../../test/admin-fixtures';
import { createTestApp, type TestApp } from '../../../test/app';
import { isStaffPanel } from './headers';

let t: TestApp;
let staffCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  staffCookie = (await signInEveryone(t.db, t.app.services)).admin.cookie;
});
afterAll(() => t?.close());

describe('security headers', () => {
  it('every answer, public or staff, carries the document headers', async () => {
    for (const [url, cookie] of [
      ['/api/health', undefined],
      ['/api/dogs', undefined],
      ['/admin', undefined],
      ['/admin', staffCookie],
    ] as const) {
      const res = await t.app.inject({ url, headers: cookie ? { cookie } : {} });
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      expect(res.headers['permissions-policy'], url).toContain('camera=()');
    }
  });

  it('keeps the staff panel apart from other sites’ windows, and not the public pages', async () => {
    for (const cookie of [staffCookie, undefined]) {
      const panel = await t.app.inject({ url: '/admin/dogs', headers: cookie ? { cookie } : {} });
      expect(panel.headers['cross-origin-opener-policy']).toBe('same-origin');
    }
    for (const url of ['/', '/adoptar/perros', '/api/dogs', '/administracion', '/api/admin/dogs']) {
      const res = await t.app.inject({ url, headers: { cookie: staffCookie } });
      expect(res.headers['cross-origin-opener-policy'], url).toBeUndefined();
    }
  });

  it('tells the staff panel by its path only', () => {
    for (const url of ['/admin', '/admin/', '/admin/dogs/1', '/admin?x=1', '/admin#/dogs'])
      expect(isStaffPanel(url), url).toBe(true);
    for (const url of ['/administracion', '/api/admin/dogs', '/', '/adminx', '/ADMIN'])
      expect(isStaffPanel(url), url).toBe(false);
  });
});
