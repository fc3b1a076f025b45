import { FAVORITE_MSG } from '@campito/core';
import { dogs, users } from '@campito/db';
import { createTestApp, type TestApp } from '@campito/server/test';
import type { SessionUser } from '@campito/server/web';
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { action, loader } from './favoritos';

type Answer = { data: { error: string; volver: string }; init?: { status?: number } | null };

// The heart without JavaScript (components/favorite-button.tsx posts to /favoritos): a signed-in person's
// favourite is saved or removed and the page they were on comes back; a visitor without an account is told
// why it needs one.
describe('/favoritos: the heart posted without JavaScript, and the list', () => {
  let t: TestApp;
  let user: SessionUser;
  let dogId = '';

  beforeAll(async () => {
    t = await createTestApp();
    const [u] = await t.db
      .insert(users)
      .values({ name: 'Ana', email: 'ana@example.com', roles: ['public'] })
      .returning();
    user = (await t.app.services.sessions.resolve((await t.app.services.sessions.create(u!.id)).token))!;
    const [dog] = await t.db
      .insert(dogs)
      .values({
        name: 'Turrón',
        gender: 'macho',
        age: 'adulto',
        size: 'mediano',
        race: 'Mestizo',
        references: [],
      })
      .returning();
    dogId = dog!.id;
  });
  afterAll(() => t.close());

  const context = (signedIn: boolean) => ({
    services: t.app.services,
    config: { publicUrl: 'http://localhost:3000' },
    requestId: 'test',
    user: signedIn ? user : null,
    ip: '203.0.113.7',
  });
  const post = async (fields: Record<string, string>, signedIn = true) => {
    try {
      return (await action({
        request: new Request('http://localhost/favoritos', {
          method: 'POST',
          body: new URLSearchParams(fields),
        }),
        context: context(signedIn),
        params: {},
      } as unknown as ActionFunctionArgs)) as unknown;
    } catch (thrown) {
      return thrown;
    }
  };
  const list = async () =>
    (await loader({ context: context(true), params: {} } as unknown as LoaderFunctionArgs)) as {
      signedIn: boolean;
      dogs: { id: string; name: string }[];
    };

  it('saves the dog and goes back to the page it was on; removes it the same way', async () => {
    const saved = (await post({
      dog: dogId,
      intent: 'guardar',
      volver: '/adoptar/perros?pagina=2',
    })) as Response;
    expect(saved.status).toBe(302);
    expect(saved.headers.get('location')).toBe('/adoptar/perros?pagina=2');
    expect((await list()).dogs.map((d) => d.name)).toEqual(['Turrón']);

    const removed = (await post({
      dog: dogId,
      intent: 'quitar',
      volver: `/adoptar/perros/${dogId}`,
    })) as Response;
    expect(removed.headers.get('location')).toBe(`/adoptar/perros/${dogId}`);
    expect((await list()).dogs).toEqual([]);
  });

  it('never goes back to another site', async () => {
    for (const volver of ['https://evil.example', '//evil.example', '/\\evil.example', '']) {
      const answer = (await post({ dog: dogId, intent: 'guardar', volver })) as Response;
      expect(answer.headers.get('location'), volver).toBe('/favoritos');
    }
  });

  it('tells a visitor without an account why the heart needs one, and a wrong dog in Spanish', async () => {
    const anonymous = (await post(
      { dog: dogId, intent: 'guardar', volver: '/adoptar/perros' },
      false,
    )) as Answer;
    expect(anonymous.init?.status).toBe(401);
    expect(anonymous.data).toEqual({ error: FAVORITE_MSG.needAccount, volver: '/adoptar/perros' });

    const unknown = (await post({ dog: 'no-es-un-perro', intent: 'guardar', volver: '/' })) as Answer;
    expect(unknown.init?.status).toBe(404);
    expect(unknown.data.error).toBe(FAVORITE_MSG.dogNotFound);
  });

  it('lists nothing for a visitor without a session (their list is in the browser)', async () => {
    const anonymous = await loader({ context: context(false), params: {} } as unknown as LoaderFunctionArgs);
    expect(anonymous).toEqual({ signedIn: false, dogs: [] });
  });
});
