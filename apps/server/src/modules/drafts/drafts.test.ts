import {
  DRAFT_BODY_LIMIT,
  DRAFT_LIMITS,
  DRAFT_MSG,
  HONEYPOT_FIELD,
  IDEMPOTENCY_FIELD,
  MSG,
} from '@campito/core';
import { validAdoption } from '@campito/core/test';
import { adoptionRequests, formDrafts, users } from '@campito/db';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { insertTestDogs } from '../../../test/dog-fixtures';
import { NEED_LOGIN } from '../auth/guards';
import { DRAFT_RATE } from './drafts.service';

describe('drafts API', () => {
  let t: TestApp;
  const cookies: Record<'ana' | 'beto', string> = { ana: '', beto: '' };

  beforeAll(async () => {
    t = await createTestApp();
    await insertTestDogs(t.db);
    for (const who of ['ana', 'beto'] as const) {
      const [u] = await t.db
        .insert(users)
        .values({ name: who, email: `${who}@example.com`, roles: ['public'], emailVerifiedAt: new Date() })
        .returning();
      cookies[who] = `campito_session=${(await t.app.services.sessions.create(u!.id)).token}`;
    }
  });
  afterAll(() => t.close());

  const put = (form: string, body: unknown, who: 'ana' | 'beto' | null = 'ana', raw = false) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/drafts/${form}`,
      headers: { ...(who ? { cookie: cookies[who] } : {}), 'content-type': 'application/json' },
      payload: raw ? (body as string) : JSON.stringify(body),
    });
  const get = (form: string, who: 'ana' | 'beto' | null = 'ana') =>
    t.app.inject({ method: 'GET', url: `/api/drafts/${form}`, headers: who ? { cookie: cookies[who] } : {} });

  it('answers 401 in Spanish without a session, and stores nothing', async () => {
    for (const res of [
      await get('adoption', null),
      await put('adoption', { data: { name: 'Ana' } }, null),
      await t.app.inject({ method: 'DELETE', url: '/api/drafts/adoption' }),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: NEED_LOGIN });
    }
    expect(await t.db.select().from(formDrafts)).toEqual([]);
  });

  it('saves, reads back, replaces and clears a draft; each person sees only their own', async () => {
    const saved = await put('adoption', { data: { name: 'Ana Pérez', home: ['casa'], reason: '  ' } });
    expect(saved.statusCode).toBe(200);
    expect(saved.headers['cache-control']).toBe('private, no-store');
    // Blank answers are not kept.
    expect(saved.json().draft.data).toEqual({ name: 'Ana Pérez', home: ['casa'] });
    expect((await get('adoption')).json().draft).toEqual(saved.json().draft);

    expect((await get('adoption', 'beto')).json()).toEqual({ draft: null });
    expect((await get('volunteer')).json()).toEqual({ draft: null });

    const replaced = await put('adoption', { data: { name: 'Ana Pérez', area: 'Lanús' } });
    expect(replaced.json().draft.data).toEqual({ name: 'Ana Pérez', area: 'Lanús' });
    expect(Date.parse(replaced.json().draft.updatedAt)).toBeGreaterThanOrEqual(
      Date.parse(saved.json().draft.updatedAt),
    );
    expect(await t.db.select().from(formDrafts)).toHaveLength(1);

    const cleared = await t.app.inject({
      method: 'DELETE',
      url: '/api/drafts/adoption',
      headers: { cookie: cookies.ana },
    });
    expect(cleared.json()).toEqual({ draft: null });
    expect((await get('adoption')).json()).toEqual({ draft: null });
    // An all-blank draft is no draft.
    await put('volunteer', { data: { name: 'Ana' } });
    expect((await put('volunteer', { data: { name: '' } })).json()).toEqual({ draft: null });
    expect(await t.db.select().from(formDrafts)).toEqual([]);
  });

  it('knows only the adoption and volunteer forms (Spanish 404)', async () => {
    for (const form of ['contact', 'otro', '__proto__', 'x'.repeat(50)]) {
      const res = await put(form, { data: { name: 'Ana' } });
      expect([400, 404], form).toContain(res.statusCode);
      expect(typeof res.json().error).toBe('string');
    }
    const res = await get('contact');
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe(DRAFT_MSG.unknownForm);
  });

  it('keeps only the form’s own fields: never the honeypot or the idempotency key', async () => {
    for (const field of [HONEYPOT_FIELD, IDEMPOTENCY_FIELD, 'isPending', 'userId', 'profession']) {
      const res = await put('adoption', { data: { name: 'Ana', [field]: 'x' } });
      expect(res.statusCode, field).toBe(400);
      expect(res.json().error).toBe(`Campos no permitidos: ${field}`);
    }
    // profession is a volunteer question.
    expect((await put('volunteer', { data: { profession: 'Docente' } })).statusCode).toBe(200);
    await t.db.delete(formDrafts);
  });

  it('bounds a draft: texts, lists, field count and body size, each with its Spanish message', async () => {
    const cases: [unknown, string][] = [
      [{ data: { reason: 'x'.repeat(DRAFT_LIMITS.text + 1) } }, DRAFT_MSG.text],
      [{ data: { home: Array.from({ length: DRAFT_LIMITS.items + 1 }, () => 'casa') } }, DRAFT_MSG.items],
      [{ data: { home: ['x'.repeat(DRAFT_LIMITS.item + 1)] } }, DRAFT_MSG.item],
      [{ data: { home: [1, 2] } }, DRAFT_MSG.field],
      [{ data: { name: { nested: 'objeto' } } }, DRAFT_MSG.field],
      [{ data: { name: 5 } }, DRAFT_MSG.field],
      [
        { data: Object.fromEntries(Array.from({ length: 61 }, (_, i) => [`c${i}`, 'x'])) },
        DRAFT_MSG.tooManyFields,
      ],
      [{ data: ['lista'] }, DRAFT_MSG.invalid],
      [{ data: { name: 'Ana' }, extra: 1 }, 'Campos no permitidos: extra'],
    ];
    for (const [body, message] of cases) {
      const res = await put('adoption', body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.json().error, JSON.stringify(body).slice(0, 80)).toBe(message);
    }
    const big = await put('adoption', { data: { reason: 'ñ'.repeat(DRAFT_BODY_LIMIT) } });
    expect(big.statusCode).toBe(413);
    expect(big.json().error).toBe(MSG.tooBig);
    expect(await t.db.select().from(formDrafts)).toEqual([]);
  });

  it('keeps a whole questionnaire with every answer 2,000 characters long (accents included)', async () => {
    const sentence = 'Respuesta con acentos: ñandú, camión. ';
    const long = sentence.repeat(Math.ceil(2000 / sentence.length)).slice(0, 2000);
    const { [IDEMPOTENCY_FIELD]: _key, ...answers } = validAdoption();
    const data = Object.fromEntries(
      Object.entries(answers).map(([field, value]) => [field, Array.isArray(value) ? value : long]),
    );
    const res = await put('adoption', { data });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(Object.keys(res.json().draft.data).sort()).toEqual(Object.keys(data).sort());
    await t.db.delete(formDrafts);
  });

  it('answers 200 hostile bodies with a Spanish 4xx or a checked draft, never a 5xx', async () => {
    const nasty = fc.oneof(
      fc.constantFrom(
        '<script>alert(1)</script>',
        "'; drop table form_drafts; --",
        '\u0000',
        '🐶'.repeat(50),
      ),
      fc.string({ maxLength: 50 }),
      fc.integer(),
      fc.boolean(),
      fc.constant(null),
      fc.array(fc.oneof(fc.string({ maxLength: 10 }), fc.integer()), { maxLength: 25 }),
      fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 2 }),
    );
    const key = fc.oneof(
      fc.constantFrom('name', 'reason', 'home', '__proto__', 'constructor', HONEYPOT_FIELD, 'x'.repeat(45)),
      fc.string({ maxLength: 12 }),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.jsonValue(),
          fc.record({ data: fc.dictionary(key, nasty, { maxKeys: 6 }) }),
          fc.dictionary(key, nasty, { maxKeys: 4 }),
        ),
        async (generated) => {
          const payload = JSON.stringify(generated) ?? 'null';
          const res = await put('adoption', payload, 'beto', true);
          expect(res.statusCode, res.body.slice(0, 200)).toBeLessThan(500);
          if (res.statusCode >= 400) expect(typeof res.json().error).toBe('string');
          else {
            const draft = res.json().draft;
            if (draft)
              for (const value of Object.values(draft.data))
                expect(typeof value === 'string' || Array.isArray(value)).toBe(true);
          }
          expect(({} as Record<string, unknown>).polluted).toBeUndefined();
        },
      ),
      { numRuns: 200 },
    );
    await t.db.delete(formDrafts);
  });

  it('is deleted in the same commit as a sent form, for the person who sent it', async () => {
    await put('adoption', { data: { name: 'Ana' } });
    await put('adoption', { data: { name: 'Beto' } }, 'beto');
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/adoptions',
      headers: { cookie: cookies.ana },
      payload: validAdoption(),
    });
    expect(sent.statusCode, sent.body.slice(0, 200)).toBe(201);
    expect(await t.db.select().from(adoptionRequests)).toHaveLength(1);
    expect((await get('adoption')).json()).toEqual({ draft: null });
    // Beto's draft is his.
    expect((await get('adoption', 'beto')).json().draft.data).toEqual({ name: 'Beto' });
  });

  it('limits how often a person saves, with the Spanish 429', async () => {
    const [u] = await t.db
      .insert(users)
      .values({ name: 'Rápida', email: 'rapida@example.com', roles: ['public'] })
      .returning();
    const cookie = `campito_session=${(await t.app.services.sessions.create(u!.id)).token}`;
    // Use up the person's saves through the same counter the route counts with.
    let refused = false;
    for (let i = 0; i <= DRAFT_RATE.max && !refused; i++)
      refused = !(await t.app.services.rateLimit.hit(DRAFT_RATE, u!.id));
    expect(refused).toBe(true);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/drafts/volunteer',
      headers: { cookie, 'content-type': 'application/json' },
      payload: JSON.stringify({ data: { name: 'Rápida' } }),
    });
    expect(res.statusCode).toBe(429);
    expect(res.json().error).toBe(MSG.tooManyRequests);
  });
});
