import { MSG, type Role } from '@campito/core';
import { auditLog, users } from '@campito/db';
import { createTestApp, type TestApp } from '@campito/server/test';
import type { SessionUser } from '@campito/server/web';
import { eq } from 'drizzle-orm';
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { action, loader } from './profile-edit';

// The page /profile/edit/:id writes through the same users service as PUT /api/users/:id, so the same
// rule holds (issue 14): only a superAdmin touches another staff account, and staff writes are audited.
describe('the profile edit page: staff boundaries', () => {
  let t: TestApp;
  const people = {} as Record<'person' | 'admin' | 'otherAdmin' | 'superAdmin', SessionUser>;

  beforeAll(async () => {
    t = await createTestApp();
    const make = async (who: keyof typeof people, roles: Role[]) => {
      const [row] = await t.db
        .insert(users)
        .values({ name: `Persona ${who}`, email: `${who.toLowerCase()}@example.com`, roles })
        .returning();
      const { id, name, email, image, phone, birthday } = row!;
      people[who] = { id, name, email, image, phone, birthday, roles };
    };
    await make('person', ['public']);
    await make('admin', ['admin']);
    await make('otherAdmin', ['admin']);
    await make('superAdmin', ['superAdmin']);
  });
  afterAll(() => t.close());

  type Who = keyof typeof people;
  const context = (who: Who) =>
    ({
      services: t.app.services,
      config: { publicUrl: 'http://localhost:3000' },
      requestId: 'test',
      user: people[who],
      ip: '203.0.113.7',
    }) as unknown as ActionFunctionArgs['context'];
  const post = (who: Who, target: Who, fields: Record<string, string>) =>
    action({
      request: new Request(`http://localhost/profile/edit/${people[target].id}`, {
        method: 'POST',
        body: new URLSearchParams(fields),
      }),
      url: new URL(`http://localhost/profile/edit/${people[target].id}`),
      pattern: '/profile/edit/:id',
      context: context(who),
      params: { id: people[target].id },
    } as ActionFunctionArgs);
  const open = (who: Who, target: Who) =>
    loader({
      request: new Request(`http://localhost/profile/edit/${people[target].id}`),
      url: new URL(`http://localhost/profile/edit/${people[target].id}`),
      pattern: '/profile/edit/:id',
      context: context(who),
      params: { id: people[target].id },
    } as LoaderFunctionArgs);
  const rowOf = async (who: Who) => (await t.db.select().from(users).where(eq(users.id, people[who].id)))[0]!;
  const auditOf = (who: Who) => t.db.select().from(auditLog).where(eq(auditLog.recordId, people[who].id));
  /** What a loader or action answered: data(...) carries a status, a plain object is a 200. */
  const statusOf = (answer: unknown) => (answer as { init?: { status?: number } | null }).init?.status ?? 200;
  const dataOf = (answer: unknown) => {
    const a = answer as { data?: unknown; type?: string };
    return a.type === 'DataWithResponseInit' ? a.data : answer;
  };

  it.each([
    ['admin', 'superAdmin'],
    ['admin', 'otherAdmin'],
  ] as const)(
    'an %s posting to the page of a %s gets the Spanish 403; the row and the audit log stay as they were',
    async (who, target) => {
      const before = await rowOf(target);
      const answer = await post(who, target, { phone: '1144443333', birthday: '1980-02-03' });
      expect(statusOf(answer)).toBe(403);
      expect(dataOf(answer)).toMatchObject({ ok: false, error: MSG.onlySuperAdminStaff });
      expect(await rowOf(target)).toEqual(before);
      expect(await auditOf(target)).toEqual([]);
    },
  );

  it("an admin opening another staff account's edit page gets the no-access page (403)", async () => {
    const answer = await open('admin', 'superAdmin');
    expect(statusOf(answer)).toBe(403);
    expect(dataOf(answer)).toEqual({ denied: true });
    expect(dataOf(await open('superAdmin', 'admin'))).toMatchObject({ denied: false, self: false });
    expect(dataOf(await open('admin', 'person'))).toMatchObject({ denied: false, self: false });
    expect(dataOf(await open('admin', 'admin'))).toMatchObject({ denied: false, self: true });
  });

  it("a superAdmin saves an admin's profile through the page, audited with actor, target and fields", async () => {
    const answer = await post('superAdmin', 'admin', { phone: '1155550002', birthday: '1987-03-04' });
    expect(statusOf(answer)).toBe(200);
    expect(dataOf(answer)).toMatchObject({ ok: true, user: { phone: '1155550002', birthday: '1987-03-04' } });
    expect(await auditOf('admin')).toEqual([
      expect.objectContaining({
        actorId: people.superAdmin.id,
        actorEmail: people.superAdmin.email,
        action: 'update',
        resource: 'users',
        recordId: people.admin.id,
        changes: {
          phone: { old: null, new: '1155550002' },
          birthday: { old: null, new: '1987-03-04' },
        },
      }),
    ]);
  });

  it("an admin saves an ordinary person's profile through the page (audited); their own is not audited", async () => {
    expect(statusOf(await post('admin', 'person', { phone: '1166660003' }))).toBe(200);
    expect(await auditOf('person')).toEqual([
      expect.objectContaining({
        actorId: people.admin.id,
        action: 'update',
        changes: { phone: { old: null, new: '1166660003' } },
      }),
    ]);
    const entries = (await auditOf('otherAdmin')).length;
    expect(statusOf(await post('otherAdmin', 'otherAdmin', { phone: '1177770003' }))).toBe(200);
    expect((await rowOf('otherAdmin')).phone).toBe('1177770003');
    expect(await auditOf('otherAdmin')).toHaveLength(entries);
  });
});
