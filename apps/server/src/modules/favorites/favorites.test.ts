import { randomUUID } from 'node:crypto';
import { FAVORITE_MSG, MAX_FAVORITES, MSG } from '@campito/core';
import { dogs, favorites, users } from '@campito/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { insertTestDogs } from '../../../test/dog-fixtures';
import { waitFor } from '../../../test/wait';
import { NEED_LOGIN } from '../auth/guards';
import { FAVORITES_RATE } from './favorites.service';

const sameList = (got: string[], want: string[]) => JSON.stringify(got) === JSON.stringify(want);

describe('favourites API', () => {
  let t: TestApp;
  let fixtures: Awaited<ReturnType<typeof insertTestDogs>>;
  const cookies: Record<'ana' | 'beto', string> = { ana: '', beto: '' };
  const userIds: Record<'ana' | 'beto', string> = { ana: '', beto: '' };

  beforeAll(async () => {
    t = await createTestApp();
    fixtures = await insertTestDogs(t.db);
    for (const who of ['ana', 'beto'] as const) {
      const [u] = await t.db
        .insert(users)
        .values({ name: who, email: `${who}@example.com`, roles: ['public'] })
        .returning();
      userIds[who] = u!.id;
      cookies[who] = `campito_session=${(await t.app.services.sessions.create(u!.id)).token}`;
    }
  });
  afterAll(() => t.close());

  const call = (
    method: 'GET' | 'PUT' | 'DELETE',
    url: string,
    who?: 'ana' | 'beto',
    payload?: unknown,
    headers: Record<string, string> = {},
  ) =>
    t.app.inject({
      method,
      url,
      headers: { ...(who ? { cookie: cookies[who] } : {}), ...headers },
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });
  const idsOf = async (who: 'ana' | 'beto') => (await call('GET', '/api/favorites', who)).json().dogIds;

  it('answers 401 in Spanish without a session, for reads and writes alike', async () => {
    const dog = fixtures.active[0]!.id;
    for (const [method, url] of [
      ['GET', '/api/favorites'],
      ['PUT', '/api/favorites'],
      ['PUT', `/api/favorites/${dog}`],
      ['DELETE', `/api/favorites/${dog}`],
    ] as const) {
      const res = await call(method, url, undefined, method === 'PUT' ? { dogIds: [] } : undefined);
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json()).toEqual({ error: NEED_LOGIN });
    }
    expect(await t.db.select().from(favorites)).toEqual([]);
  });

  it('adds, lists newest first, removes, and keeps each person to their own list', async () => {
    const [a, b, c] = fixtures.active.map((d) => d.id);
    expect((await call('PUT', `/api/favorites/${a}`, 'ana')).json()).toEqual({ dogIds: [a] });
    await call('PUT', `/api/favorites/${b}`, 'ana');
    // Twice is fine: still once.
    const again = await call('PUT', `/api/favorites/${b}`, 'ana');
    expect(again.statusCode).toBe(200);
    expect(again.headers['cache-control']).toBe('private, no-store');
    expect(await idsOf('ana')).toEqual([b, a]);

    await call('PUT', `/api/favorites/${c}`, 'beto');
    expect(await idsOf('beto')).toEqual([c]);
    // Beto removing Ana's dog from "his" list touches nothing of Ana's.
    await call('DELETE', `/api/favorites/${a}`, 'beto');
    expect(await idsOf('ana')).toEqual([b, a]);

    expect((await call('DELETE', `/api/favorites/${a}`, 'ana')).json()).toEqual({ dogIds: [b] });
    // Removing what is not there, or a malformed id, is no error.
    expect((await call('DELETE', `/api/favorites/${a}`, 'ana')).statusCode).toBe(200);
    expect((await call('DELETE', '/api/favorites/no-es-un-id', 'ana')).statusCode).toBe(200);
    await call('DELETE', `/api/favorites/${b}`, 'ana');
    await call('DELETE', `/api/favorites/${c}`, 'beto');
  });

  it('refuses dogs the public may not see with a Spanish 404, and hides them if they stop being public', async () => {
    for (const id of [fixtures.removed.id, fixtures.pending.id, randomUUID(), 'nada']) {
      const res = await call('PUT', `/api/favorites/${id}`, 'ana');
      expect(res.statusCode, id).toBe(404);
      expect(res.json().error).toBe(FAVORITE_MSG.dogNotFound);
    }
    const dog = fixtures.active[5]!;
    await call('PUT', `/api/favorites/${dog.id}`, 'ana');
    // Written beside the service, as another instance would: the change feed tells the kept list.
    const listed = (want: string[]) => async () => sameList(await idsOf('ana'), want);
    await t.db.update(dogs).set({ isDelete: true }).where(eq(dogs.id, dog.id));
    await waitFor(listed([]), { what: 'el perro borrado sale de la lista' });
    await t.db.update(dogs).set({ isDelete: false }).where(eq(dogs.id, dog.id));
    await waitFor(listed([dog.id]), { what: 'el perro vuelve a la lista' });
    // An adopted dog keeps its page, so it stays a favourite.
    await t.db.update(dogs).set({ adoptedAt: new Date() }).where(eq(dogs.id, dog.id));
    expect(await idsOf('ana')).toEqual([dog.id]);
    await t.db.update(dogs).set({ adoptedAt: null }).where(eq(dogs.id, dog.id));
    await call('DELETE', `/api/favorites/${dog.id}`, 'ana');
  });

  it('keeps a person’s list in memory, and hears a change made beside the service (another instance)', async () => {
    const [a, b] = fixtures.active.map((d) => d.id);
    await call('PUT', `/api/favorites/${a}`, 'ana');
    expect(await idsOf('ana')).toEqual([a]);
    // Read again, it comes from memory. On PostgreSQL the database's own notice of the write arrives a few
    // milliseconds after this instance's, and drops the list once more: a later read is then kept.
    await waitFor(
      async () => {
        const hits = t.app.deps.tableCache.hits;
        return sameList(await idsOf('ana'), [a!]) && t.app.deps.tableCache.hits > hits;
      },
      { what: 'La lista se lee de la memoria' },
    );
    // Another instance adds a heart and removes one: this one's kept list follows the change feed.
    await t.db
      .insert(favorites)
      .values({ userId: userIds.ana, dogId: b!, createdAt: new Date(Date.now() + 1000) });
    await waitFor(async () => sameList(await idsOf('ana'), [b!, a!]), { what: 'la lista suma el perro' });
    await t.db.delete(favorites).where(eq(favorites.dogId, a!));
    await waitFor(async () => sameList(await idsOf('ana'), [b!]), { what: 'la lista pierde el perro' });
    await call('DELETE', `/api/favorites/${b}`, 'ana');
    expect(await idsOf('ana')).toEqual([]);
  });

  it('merges the browser list on sign-in: known public dogs only, its order kept, the account’s kept too', async () => {
    const [own, x, y, z] = fixtures.active.slice(10).map((d) => d.id);
    await call('PUT', `/api/favorites/${own}`, 'beto');
    const res = await call('PUT', '/api/favorites', 'beto', {
      dogIds: [x, fixtures.pending.id, y, randomUUID(), x, own, z!.toUpperCase()],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().dogIds).toEqual([x, y, z, own]);
    // Ana's list did not change.
    expect(await idsOf('ana')).toEqual([]);
    for (const id of [own, x, y, z]) await call('DELETE', `/api/favorites/${id}`, 'beto');
  });

  it('bounds the list: a merge fills up to the maximum, one more is a Spanish 409, a longer body a 400', async () => {
    // More dogs than the fixtures have, so the list can fill.
    const extra = await t.db
      .insert(dogs)
      .values(
        Array.from({ length: MAX_FAVORITES + 5 }, (_, i) => ({
          name: `Extra ${i}`,
          gender: 'macho' as const,
          age: 'adulto' as const,
          size: 'mediano' as const,
          race: 'Mestizo',
          references: [],
        })),
      )
      .returning({ id: dogs.id });
    const ids = extra.map((d) => d.id);
    const tooLong = await call('PUT', '/api/favorites', 'ana', { dogIds: ids });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error).toBe(FAVORITE_MSG.tooMany);

    await call('PUT', `/api/favorites/${ids[0]}`, 'ana');
    const merged = await call('PUT', '/api/favorites', 'ana', { dogIds: ids.slice(1, MAX_FAVORITES + 1) });
    expect(merged.json().dogIds).toHaveLength(MAX_FAVORITES);
    // The account's own favourite stays; the browser's last one did not fit.
    expect(merged.json().dogIds).toContain(ids[0]);
    expect(merged.json().dogIds).not.toContain(ids[MAX_FAVORITES]);

    const full = await call('PUT', `/api/favorites/${ids[MAX_FAVORITES + 2]}`, 'ana');
    expect(full.statusCode).toBe(409);
    expect(full.json().error).toBe(FAVORITE_MSG.full);
    await t.db.delete(favorites).where(eq(favorites.userId, userIds.ana));
    await t.db.delete(dogs).where(eq(dogs.name, 'Extra 0'));
  });

  it('answers hostile merge bodies with a Spanish 400 and stores nothing', async () => {
    for (const body of [
      'null',
      '[]',
      '{"dogIds":"todos"}',
      '{"dogIds":[1,2]}',
      '{"dogIds":[{"$ne":null}]}',
      `{"dogIds":["${'a'.repeat(5000)}"]}`,
      '{"dogIds":[],"userId":"otra"}',
      '{"__proto__":{"polluted":1},"dogIds":[]}',
    ]) {
      const res = await call('PUT', '/api/favorites', 'beto', body, { 'content-type': 'application/json' });
      expect(res.statusCode, body).toBe(400);
      expect(typeof res.json().error, body).toBe('string');
    }
    expect(await idsOf('beto')).toEqual([]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuses a write from another site (the Origin check of every state-changing route)', async () => {
    const res = await call('PUT', `/api/favorites/${fixtures.active[0]!.id}`, 'ana', undefined, {
      origin: 'https://otro-sitio.example',
    });
    expect(res.statusCode).toBe(403);
    expect(await idsOf('ana')).toEqual([]);
  });

  it('limits how often a person writes, with the Spanish 429', async () => {
    const [u] = await t.db
      .insert(users)
      .values({ name: 'Rápida', email: 'rapida@example.com', roles: ['public'] })
      .returning();
    const cookie = `campito_session=${(await t.app.services.sessions.create(u!.id)).token}`;
    const dog = fixtures.active[0]!.id;
    let last = 0;
    for (let i = 0; i <= FAVORITES_RATE.max; i++) {
      last = (
        await t.app.inject({
          method: i % 2 ? 'DELETE' : 'PUT',
          url: `/api/favorites/${dog}`,
          headers: { cookie },
        })
      ).statusCode;
    }
    expect(last).toBe(429);
    const res = await t.app.inject({ method: 'PUT', url: `/api/favorites/${dog}`, headers: { cookie } });
    expect(res.json().error).toBe(MSG.tooManyRequests);
  });

  describe('public cards by id (the favourites of a visitor without an account)', () => {
    it('answers the public dogs asked for, in that order, with card fields only', async () => {
      const [a, b] = fixtures.active.map((d) => d.id);
      const ids = [b, fixtures.pending.id, 'basura', fixtures.removed.id, a, b].join(',');
      const res = await call('GET', `/api/favorites/dogs?ids=${ids}`);
      expect(res.statusCode).toBe(200);
      const cards = res.json();
      expect(cards.map((c: { id: string }) => c.id)).toEqual([b, a]);
      expect(Object.keys(cards[0]).sort()).toEqual([
        'age',
        'gender',
        'id',
        'image',
        'inFoster',
        'mobility',
        'name',
        'size',
        'status',
      ]);
      expect((await call('GET', '/api/favorites/dogs')).json()).toEqual([]);
    });

    it('refuses more than the maximum with a Spanish 400', async () => {
      const ids = Array.from({ length: MAX_FAVORITES + 1 }, () => randomUUID()).join(',');
      const res = await call('GET', `/api/favorites/dogs?ids=${ids}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(FAVORITE_MSG.tooMany);
      const huge = await call('GET', `/api/favorites/dogs?ids=${'x'.repeat(10_000)}`);
      expect(huge.statusCode).toBe(400);
      expect(typeof huge.json().error).toBe('string');
    });
  });
});
