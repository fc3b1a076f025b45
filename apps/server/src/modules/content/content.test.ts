import { POST_CATEGORIES, PRESS_TYPES, publicPost, publicPressNote } from '@campito/core';
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
    const titles = (list: { title: string | null }[]) => list.map((n) => n.title);
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
    expect(press.parameters.map((p: { name: string }) => p.name)).toEqual(['type']);
    expect(press.responses['200']).toBeDefined();
    const escolar = doc.paths['/api/escolar'].get;
    expect(escolar.parameters.map((p: { name: string }) => p.name)).toEqual(['category']);
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
