import { CONTENT_PAGE_SIZE, POST_CATEGORIES, PRESS_TYPES, publicPost, publicPressNote } from '@campito/core';
import { posts, pressNotes } from '@campito/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../../../test/app';
import { takeTablesAway } from '../../../test/content-fixtures';
import { servedFromMemory } from '../../../test/wait';

const NOTES = [
  { media: 'Diario del Sur', type: 'Prensa Gráfica', date: '2022-03-01', title: 'Vieja', description: 'x' },
  { media: 'Diario del Sur', type: 'Prensa Gráfica', date: '2024-06-10', title: 'Nueva', description: 'y' },
  { media: 'Canal Río TV', type: 'Televisión / Audiovisual', date: '2023-01-15', title: 'En la tele' },
  { media: 'FM Arrabal', type: 'Radio / Audio', date: '2021-08-20', title: 'En la radio' },
] as const;

const POSTS = [
  { category: 'escolar', date: '2023-04-02', title: 'Visita escolar', link: 'https://youtu.be/abcdefghijk' },
  { category: 'talleres', date: '2024-02-11', title: 'Taller' },
  { category: 'charlas', date: '2022-09-30', title: 'Charla' },
  { category: 'escolar', date: '2024-05-05', title: 'Cartas' },
] as const;

describe('GET /api/press and GET /api/escolar', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.db.insert(pressNotes).values(NOTES.map((n) => ({ ...n })));
    await t.db.insert(posts).values(POSTS.map((p) => ({ ...p })));
  });
  afterAll(() => t.close());

  it('lists every press note, newest first, with _id and the fields of docs/product.md §3', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/press' });
    expect(res.statusCode).toBe(200);
    const body = z.array(publicPressNote.strict()).parse(res.json());
    expect(body.map((n) => n.title)).toEqual(['Nueva', 'En la tele', 'Vieja', 'En la radio']);
    expect(body[0]).toEqual({
      _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      media: 'Diario del Sur',
      type: 'Prensa Gráfica',
      link: null,
      date: '2024-06-10',
      title: 'Nueva',
      description: 'y',
      img: null,
      favicon: null,
    });
    expect(Object.keys(body[0]!)).not.toContain('id');
  });

  it('filters press notes by type', async () => {
    const type = encodeURIComponent('Prensa Gráfica');
    const res = await t.app.inject({ method: 'GET', url: `/api/press?type=${type}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((n: { title: string }) => n.title)).toEqual(['Nueva', 'Vieja']);
    const radio = await t.app.inject({ method: 'GET', url: '/api/press', query: { type: 'Radio / Audio' } });
    expect(radio.json()).toHaveLength(1);
    const friends = await t.app.inject({
      method: 'GET',
      url: '/api/press',
      query: { type: 'Artistas Amigos' },
    });
    expect(friends.json()).toEqual([]);
  });

  it('answers an unknown press type with a Spanish 400 naming the valid ones', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/press?type=Revista' });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.error).toBe('La solicitud no es válida.');
    expect(body.errors.type).toMatch(/^El tipo de nota no es válido/);
    for (const type of PRESS_TYPES) expect(body.errors.type).toContain(type);
  });

  it('lists posts newest first and filters them by category', async () => {
    const all = await t.app.inject({ method: 'GET', url: '/api/escolar' });
    expect(all.statusCode).toBe(200);
    const body = z.array(publicPost.strict()).parse(all.json());
    expect(body.map((p) => p.title)).toEqual(['Cartas', 'Taller', 'Visita escolar', 'Charla']);
    const escolar = await t.app.inject({ method: 'GET', url: '/api/escolar?category=escolar' });
    expect(escolar.json().map((p: { title: string }) => p.title)).toEqual(['Cartas', 'Visita escolar']);
    expect(escolar.json()[1]).toMatchObject({ link: 'https://youtu.be/abcdefghijk', date: '2023-04-02' });
    const empty = await t.app.inject({ method: 'GET', url: '/api/escolar?category=capacitaciones' });
    expect(empty.json()).toEqual([]);
  });

  it('answers an unknown category with a Spanish 400', async () => {
    for (const url of ['/api/escolar?category=recreo', '/api/escolar?category=escolar&category=charlas']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().errors.category, url).toMatch(/^La categoría no es válida/);
      for (const category of POST_CATEGORIES) expect(res.json().errors.category).toContain(category);
    }
  });

  it('shows a press note staff add at once, even after the list was cached for visitors', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/press?type=Radio%20%2F%20Audio' });
    const again = await t.app.inject({ method: 'GET', url: '/api/press?type=Radio%20%2F%20Audio' });
    expect(again.headers['x-cache']).toBe('hit');
    expect(again.json()).toEqual(first.json());
    await t.db
      .insert(pressNotes)
      .values({ media: 'Radio Nueva', type: 'Radio / Audio', date: '2025-01-02', title: 'Recién agregada' });
    // The database announces the change; the cached answer is dropped as soon as the notice arrives.
    await expect
      .poll(async () => {
        const res = await t.app.inject({ method: 'GET', url: '/api/press?type=Radio%20%2F%20Audio' });
        return res.json().map((n: { title: string }) => n.title);
      })
      .toEqual(['Recién agregada', 'En la radio']);
  });

  it('keeps each list in memory until its table changes, whoever writes to it', async () => {
    const { content } = t.app.services;
    const titles = (list: { rows: { title: string | null }[] }) => list.rows.map((n) => n.title);
    await servedFromMemory(t.app.deps, [
      () => content.listPress({ type: 'Prensa Gráfica' }),
      () => content.listPosts(),
    ]);
    await t.db
      .insert(pressNotes)
      .values({ media: 'Diario', type: 'Prensa Gráfica', date: '2026-01-02', title: 'Hoy' });
    await t.db.insert(posts).values({ category: 'talleres', date: '2026-01-03', title: 'Otro taller' });
    await expect.poll(async () => titles(await content.listPress({ type: 'Prensa Gráfica' }))[0]).toBe('Hoy');
    await expect.poll(async () => titles(await content.listPosts())[0]).toBe('Otro taller');
  });

  it('documents both lists and their filters in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const press = doc.paths['/api/press'].get;
    expect(press.parameters.map((p: { name: string }) => p.name)).toEqual(['type', 'page', 'limit']);
    expect(press.responses['200']).toBeDefined();
    const escolar = doc.paths['/api/escolar'].get;
    expect(escolar.parameters.map((p: { name: string }) => p.name)).toEqual(['category', 'page', 'limit']);
  });
});

describe('the press and post lists, a page at a time', () => {
  let t: TestApp;
  const TELEVISION = 'Televisión / Audiovisual' as const;
  beforeAll(async () => {
    t = await createTestApp();
    // 30 television notes, one a day in January 2024 (note 30 is the newest), and 30 workshop posts.
    const day = (i: number) => `2024-01-${String(i).padStart(2, '0')}`;
    await t.db.insert(pressNotes).values(
      Array.from({ length: 30 }, (_, i) => ({
        media: 'Canal',
        type: TELEVISION,
        date: day(i + 1),
        title: `Nota ${i + 1}`,
      })),
    );
    await t.db.insert(posts).values(
      Array.from({ length: 30 }, (_, i) => ({
        category: 'talleres' as const,
        date: day(i + 1),
        title: `Taller ${i + 1}`,
      })),
    );
  });
  afterAll(() => t.close());
  const titles = (res: { json: () => { title: string }[] }) => res.json().map((n) => n.title);

  it('answers CONTENT_PAGE_SIZE items a page, newest first, with the whole count in X-Total-Count', async () => {
    for (const url of ['/api/press', '/api/escolar']) {
      const first = await t.app.inject({ method: 'GET', url });
      expect(first.statusCode, url).toBe(200);
      expect(first.json(), url).toHaveLength(CONTENT_PAGE_SIZE);
      expect(first.headers['x-total-count'], url).toBe('30');
      const second = await t.app.inject({ method: 'GET', url: `${url}?page=2` });
      expect(second.json(), url).toHaveLength(30 - CONTENT_PAGE_SIZE);
      expect(second.headers['x-total-count'], url).toBe('30');
      const beyond = await t.app.inject({ method: 'GET', url: `${url}?page=5` });
      expect(beyond.json(), url).toEqual([]);
      expect(beyond.headers['x-total-count'], url).toBe('30');
    }
    const press = await t.app.inject({
      method: 'GET',
      url: '/api/press',
      query: { type: TELEVISION, limit: '3' },
    });
    expect(titles(press)).toEqual(['Nota 30', 'Nota 29', 'Nota 28']);
    const next = await t.app.inject({
      method: 'GET',
      url: '/api/press',
      query: { type: TELEVISION, limit: '3', page: '2' },
    });
    expect(titles(next)).toEqual(['Nota 27', 'Nota 26', 'Nota 25']);
    const workshops = await t.app.inject({
      method: 'GET',
      url: '/api/escolar?category=talleres&limit=2&page=15',
    });
    expect(titles(workshops)).toEqual(['Taller 2', 'Taller 1']);
  });

  it('answers a page or a limit out of bounds with a Spanish 400, never a long list', async () => {
    for (const url of ['/api/press', '/api/escolar']) {
      for (const [query, field, message] of [
        ['limit=51', 'limit', /entre 1 y 50/],
        ['limit=0', 'limit', /entre 1 y 50/],
        ['limit=muchos', 'limit', /entre 1 y 50/],
        ['page=0', 'page', /mayor que 0/],
        ['page=1.5', 'page', /mayor que 0/],
        ['page=100001', 'page', /demasiado grande/],
      ] as const) {
        const res = await t.app.inject({ method: 'GET', url: `${url}?${query}` });
        expect(res.statusCode, `${url}?${query}`).toBe(400);
        expect(res.json().errors[field], `${url}?${query}`).toMatch(message);
      }
    }
  });
});

describe('content lists when the database is gone', () => {
  it('answer a Spanish error, never a stack trace or SQL', async () => {
    const t = await createTestApp();
    await takeTablesAway(t);
    for (const url of ['/api/press', '/api/escolar']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(500);
      expect(res.json(), url).toEqual({ error: expect.stringMatching(/Tuvimos un problema/) });
    }
    await t.close();
  });
});
