import { randomUUID } from 'node:crypto';
import type { Role } from '@campito/core';
import { users } from '@campito/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { placedFoster } from '../../test/foster-fixtures';
import { multipartBody, png } from '../../test/image-fixtures';
import { enqueueMail } from '../modules/mail/outbox';

// docs/product.md §6 and §10 / issue "Measured quality": every route under /api, discovered from the server's own route
// table, called as each kind of visitor. The expectation of every route is declared once, below; a route
// missing from the table fails the suite, so a new endpoint cannot escape it.

type Actor = 'anonymous' | 'public' | 'voluntario' | 'transito' | 'other' | 'admin' | 'superAdmin';
const ACTORS: Actor[] = ['anonymous', 'public', 'voluntario', 'transito', 'other', 'admin', 'superAdmin'];

/**
 * What an actor may get:
 * - 'allowed': reaches the handler (any answer but 401/403 and never a 5xx — bad input is a 4xx);
 * - a number: exactly that status.
 */
type Outcome = 'allowed' | number;
type Rule = (actor: Actor) => Outcome;

/** Anyone, signed in or not (public pages' API, forms, sign-in). */
const OPEN: Rule = () => 'allowed';
/** Any signed-in person (their own account): 401 without a session. */
const SIGNED_IN: Rule = (a) => (a === 'anonymous' ? 401 : 'allowed');
/** Staff only (docs/product.md §10.1): 401 without a session, 403 with another role. */
const STAFF: Rule = (a) => (a === 'anonymous' ? 401 : a === 'admin' || a === 'superAdmin' ? 'allowed' : 403);
/**
 * The user the id names, or staff (docs/product.md §10.4). The id is the `public` visitor's; `other`,
 * `voluntario` and `transito` are signed-in users asking for someone else.
 */
const SELF_OR_STAFF: Rule = (a) =>
  a === 'anonymous' ? 401 : a === 'other' || a === 'voluntario' || a === 'transito' ? 403 : 'allowed';
/** Volunteers only (issue 38: shifts and hours): 401 without a session, 403 for any other role, staff too. */
const VOLUNTEER: Rule = (a) => (a === 'anonymous' ? 401 : a === 'voluntario' ? 'allowed' : 403);
/**
 * Fosters only (issue 38: /mi-transito): 401 without a session, 403 for any other role, staff too. Which
 * dogs a foster reaches is checked below ("a foster reaches only their own dogs").
 */
const FOSTER: Rule = (a) => (a === 'anonymous' ? 401 : a === 'transito' ? 'allowed' : 403);
/** A provider without credentials (the matrix app configures none): the same 503 for everyone. */
const UNCONFIGURED: Rule = () => 503;
/** Google sign-in when GOOGLE_CLIENT_ID is not set: there is nothing to reach, for anyone. */
const NO_GOOGLE: Rule = () => 404;
/** The Google callback without configuration sends everyone back to the site with the error message. */
const REDIRECT: Rule = () => 302;
/** Unknown paths under /api: JSON 404 for anyone. */
const UNKNOWN: Rule = () => 404;

/** The protocol verbs each admin resource offers (docs/product.md §2.4; audit and contacts are read-mostly). */
const CRUD = ['list', 'one', 'create', 'update', 'delete'] as const;
const ADMIN_RESOURCES: Record<string, readonly (typeof CRUD)[number][]> = {
  dogs: CRUD,
  users: CRUD,
  press: CRUD,
  escolar: CRUD,
  contributions: ['list', 'one', 'create', 'update'],
  volunteers: ['list', 'one', 'update', 'delete'],
  adoptions: ['list', 'one', 'update', 'delete'],
  // Issue 35: schools' talk requests hold a teacher's data: staff only, reviewed like the others.
  'school-requests': ['list', 'one', 'update', 'delete'],
  // Issue 38: «Ser hogar de tránsito», reviewed like the others (the address is a route of its own, below).
  'foster-applications': ['list', 'one', 'update', 'delete'],
  interfaces: ['list', 'one', 'update'],
  contacts: ['list', 'one', 'update'],
  audit: ['list', 'one'],
  mails: ['list', 'one'],
  'mail-templates': ['list', 'one', 'update'],
  // Issue 18: monthly plans are written by the providers and donors only; staff post a dog's news.
  subscriptions: ['list', 'one'],
  // Issue 36: «Necesitamos»: staff keep needs and points; people's promises are only marked.
  needs: CRUD,
  'drop-points': CRUD,
  'need-pledges': ['list', 'one', 'update'],
  // Issue 36: campaigns and their news, kept by staff.
  campaigns: CRUD,
  'campaign-updates': CRUD,
  // Issue 37: follow-ups are made by the delivery; staff read them, publish stories, mark them attended.
  followups: ['list', 'one', 'update'],
  commitments: CRUD,
  returns: ['list', 'one', 'create', 'update'],
  // Issue 38: staff place dogs with foster homes and end the placements; none is deleted (its history).
  'foster-placements': ['list', 'one', 'create', 'update'],
  'dog-updates': CRUD,
  // Issue 38: fosters' updates are theirs (staff publish one as the dog's news); requests only move on.
  'foster-updates': ['list', 'one', 'update'],
  'supply-requests': ['list', 'one', 'update'],
  // Issue 35: «Visitas y eventos» (the day's bookings and notices are routes of their own, below).
  events: CRUD,
};
const VERB_ROUTE = {
  list: (r: string) => `GET /api/admin/${r}`,
  one: (r: string) => `GET /api/admin/${r}/:id`,
  create: (r: string) => `POST /api/admin/${r}`,
  update: (r: string) => `PUT /api/admin/${r}/:id`,
  delete: (r: string) => `DELETE /api/admin/${r}/:id`,
};

/**
 * /api/users/:id by whose account the id names (issue 14): staff read any account, but only a superAdmin
 * writes another staff account (admin or superAdmin); everyone reads and writes their own.
 */
type Target = 'public' | 'admin' | 'superAdmin' | 'otherAdmin' | 'otherSuperAdmin';
const TARGETS: Target[] = ['public', 'admin', 'superAdmin', 'otherAdmin', 'otherSuperAdmin'];
const isStaffActor = (a: Actor) => a === 'admin' || a === 'superAdmin';
const BY_TARGET: Record<string, (actor: Actor, target: Target) => Outcome> = {
  'GET /api/users/:id': (a, target) =>
    a === 'anonymous' ? 401 : a === target || isStaffActor(a) ? 'allowed' : 403,
  'PUT /api/users/:id': (a, target) => {
    if (a === 'anonymous') return 401;
    if (a === target) return 'allowed';
    if (!isStaffActor(a)) return 403;
    return target === 'public' || a === 'superAdmin' ? 'allowed' : 403;
  },
};

const TABLE: Record<string, Rule> = {
  'GET /api/health': OPEN,
  'GET /api/ready': OPEN,
  // Prometheus metrics: staff only on the main port (with METRICS_PORT they move to that port).
  'GET /api/metrics': STAFF,
  'GET /api/openapi.json': OPEN,
  'GET /api/docs': OPEN,
  'GET /api/docs/json': OPEN,
  'GET /api/docs/yaml': OPEN,
  'GET /api/docs/static/*': OPEN,
  'GET /api/docs/static/index.html': OPEN,
  'GET /api/docs/static/swagger-initializer.js': OPEN,
  'GET /api/*': UNKNOWN,
  'POST /api/*': UNKNOWN,
  'PUT /api/*': UNKNOWN,
  'PATCH /api/*': UNKNOWN,
  'DELETE /api/*': UNKNOWN,
  'OPTIONS /api/*': UNKNOWN,
  'GET /api/dogs': OPEN,
  'GET /api/dogs/:id': () => 404,
  'POST /api/dogs': OPEN,
  'GET /api/press': OPEN,
  'GET /api/escolar': OPEN,
  'POST /api/contacto': OPEN,
  'POST /api/transferencias': OPEN,
  'POST /api/avisos': OPEN,
  // Issue 35: the calendar, booking, the booking's signed link (`?t=`) and «Avisame si se suspende».
  'GET /api/visitas': OPEN,
  'GET /api/visitas/suspension': OPEN,
  'GET /api/visitas/:slug': OPEN,
  'POST /api/visitas/:slug/reservas': OPEN,
  'POST /api/visitas/:slug/avisos': OPEN,
  'GET /api/visitas/reserva': OPEN,
  'POST /api/visitas/reserva': OPEN,
  'POST /api/visitas/reserva/cancelar': OPEN,
  'POST /api/visitas/reserva/aceptar': OPEN,
  'GET /api/visitas/avisos/:id/confirmar': OPEN,
  'GET /api/visitas/avisos/:id/baja': OPEN,
  'POST /api/visitas/avisos/:id/baja': OPEN,
  'POST /api/volunteers': OPEN,
  'POST /api/adoptions': OPEN,
  // Issue 35: «Pedí una charla para tu escuela» (the form pipeline: anyone may send it).
  'POST /api/escuelas': OPEN,
  // Issue 38: «Ser hogar de tránsito» (the form pipeline: anyone may send it).
  'POST /api/fosters': OPEN,
  'POST /api/mercadopago': UNCONFIGURED,
  'POST /api/paypal/create-order': UNCONFIGURED,
  'GET /api/paypal/capture-order': UNCONFIGURED,
  // Unconfigured, the webhooks refuse before reading anything (signature checks: payments tests).
  'POST /api/webhooks/mercadopago': UNCONFIGURED,
  'POST /api/webhooks/paypal': UNCONFIGURED,
  // Monthly giving (issue 18): starting needs the provider; a donor cancels their own plan (an id that is
  // not theirs answers 404 to any signed-in person: subscriptions tests check owners).
  'POST /api/subscriptions/mercadopago': UNCONFIGURED,
  'POST /api/subscriptions/paypal': UNCONFIGURED,
  'POST /api/subscriptions/:id/cancel': SIGNED_IN,
  // Issue 36: the yearly donation certificate: a donor's own verified email, any donor's for staff (the
  // certificates tests check owners, verification and the staff-only email).
  'POST /api/certificados': SIGNED_IN,
  // Issue 36: «Necesitamos», public like every form.
  'GET /api/necesitamos': OPEN,
  'POST /api/necesitamos/llevo': OPEN,
  // Issue 36: campaigns, public pages' data (donors counted, never listed).
  'GET /api/campanas': OPEN,
  'GET /api/campanas/:slug': OPEN,
  // Issue 37: the adoption contract by its signed link (contracts.test.ts checks the token: another
  // contract's, an expired one, a second acceptance).
  'GET /api/adopcion/:id': OPEN,
  'POST /api/adopcion/:id': OPEN,
  'GET /api/adopcion/:id/contrato.pdf': OPEN,
  // Issue 37: a follow-up's signed link (the token is the authorization, checked by the service).
  'GET /api/seguimiento/:id': OPEN,
  'POST /api/seguimiento/:id': OPEN,
  'POST /api/seguimiento/:id/retirar': OPEN,
  'GET /api/compromiso/:id': OPEN,
  'POST /api/compromiso/:id': OPEN,
  'GET /api/certificados/:code/pdf': SIGNED_IN,
  'GET /api/mis-adopciones/:id/contrato.pdf': SIGNED_IN,
  'GET /api/turnos': VOLUNTEER,
  'POST /api/turnos/:id/inscripcion': VOLUNTEER,
  'DELETE /api/turnos/:id/inscripcion': VOLUNTEER,
  'POST /api/turnos/:id/confirmacion': VOLUNTEER,
  'GET /api/mis-horas': VOLUNTEER,
  'POST /api/mis-horas/certificado': VOLUNTEER,
  'GET /api/certificados-de-horas/:code/pdf': SIGNED_IN,
  'GET /api/mis-adopciones/:id/ficha.pdf': SIGNED_IN,
  // Issue 38: the foster's page: their dogs, updates with photos and supply requests.
  'GET /api/mi-transito': FOSTER,
  'POST /api/mi-transito/novedades': FOSTER,
  'GET /api/mi-transito/pedidos': FOSTER,
  'POST /api/mi-transito/pedidos': FOSTER,
  'POST /api/auth/register': OPEN,
  'POST /api/auth/login': OPEN,
  'POST /api/auth/logout': OPEN,
  'GET /api/auth/me': OPEN,
  'GET /api/auth/google': NO_GOOGLE,
  'GET /api/auth/google/callback': REDIRECT,
  'GET /api/auth/google/pending': OPEN,
  'POST /api/auth/google/confirm': OPEN,
  'POST /api/auth/verification': SIGNED_IN,
  'POST /api/auth/verification/:token': OPEN,
  'POST /api/password': OPEN,
  'POST /api/password/': OPEN,
  'PUT /api/users/password/:token': OPEN,
  'GET /api/users': STAFF,
  'GET /api/users/': STAFF,
  'GET /api/users/:id': SELF_OR_STAFF,
  'PUT /api/users/:id': SELF_OR_STAFF,
  // Issue 17: one's own favourites and drafts; public cards of dogs by id (no personal data).
  'GET /api/favorites': SIGNED_IN,
  'PUT /api/favorites': SIGNED_IN,
  'PUT /api/favorites/:dogId': SIGNED_IN,
  'DELETE /api/favorites/:dogId': SIGNED_IN,
  'GET /api/favorites/dogs': OPEN,
  'GET /api/drafts/:form': SIGNED_IN,
  'PUT /api/drafts/:form': SIGNED_IN,
  'DELETE /api/drafts/:form': SIGNED_IN,
  'GET /api/admin/dashboard': STAFF,
  'GET /api/admin/stats': STAFF,
  'POST /api/admin/uploads': STAFF,
  'GET /api/admin/dogs/:id/report': STAFF,
  'GET /api/admin/applications/:kind/:id': STAFF,
  'GET /api/admin/applications/:kind/:id/preview': STAFF,
  'POST /api/admin/applications/:kind/:id/stage': STAFF,
  'GET /api/admin/applications/adoption/:id/adopted-notice': STAFF,
  'POST /api/admin/applications/adoption/:id/adopted-notice': STAFF,
  // Issue 37: the adoption contract and the delivery (the adopter's side is a signed link, below).
  'GET /api/admin/adoptions/:id/contract': STAFF,
  'POST /api/admin/adoptions/:id/contract': STAFF,
  'GET /api/admin/adoptions/:id/contract.pdf': STAFF,
  'GET /api/admin/adoptions/:id/contract/personal': STAFF,
  'POST /api/admin/adoptions/:id/delivery': STAFF,
  // Issue 38, item 7: a foster's address, each read audited.
  'GET /api/admin/foster-applications/:id/address': STAFF,
  'GET /api/admin/adoptions/:id/followups': STAFF,
  'POST /api/admin/followups/:id/send': STAFF,
  // Issue 35: visit days, suspension notices and the day's bookings (personal data: staff only).
  'POST /api/admin/events/visit-days': STAFF,
  'GET /api/admin/events/:id/notice': STAFF,
  'POST /api/admin/events/:id/notice': STAFF,
  'POST /api/admin/events/:id/reopen': STAFF,
  'GET /api/admin/events/:id/bookings': STAFF,
  'GET /api/admin/events/:id/bookings.csv': STAFF,
  'PUT /api/admin/events/:id/bookings/:bookingId/attended': STAFF,
  // Issue 36: staff propose the yearly increase to monthly donors now.
  'POST /api/admin/subscriptions/increase': STAFF,
  'GET /api/admin/*': STAFF,
  'POST /api/admin/*': STAFF,
  'PUT /api/admin/*': STAFF,
  'PATCH /api/admin/*': STAFF,
  'DELETE /api/admin/*': STAFF,
  'OPTIONS /api/admin/*': STAFF,
  ...Object.fromEntries(
    Object.entries(ADMIN_RESOURCES).flatMap(([r, verbs]) => verbs.map((v) => [VERB_ROUTE[v](r), STAFF])),
  ),
};

describe('authorization matrix', () => {
  let t: TestApp;
  const userIds: Partial<Record<Actor, string>> = {};
  let ownerId = '';
  const targetIds: Partial<Record<Target, string>> = {};

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_MULTIPLIER: '10000' });
    const make = async (actor: Exclude<Actor, 'anonymous'>, roles: Role[]) => {
      const [u] = await t.db
        .insert(users)
        .values({ name: `Usuario ${actor}`, email: `${actor.toLowerCase()}@example.com`, roles })
        .returning();
      userIds[actor] = u!.id;
      return u!.id;
    };
    ownerId = await make('public', ['public']);
    await make('voluntario', ['voluntario']);
    await make('transito', ['public', 'transito']);
    await make('other', ['public']);
    await make('admin', ['admin']);
    await make('superAdmin', ['superAdmin']);
    for (const [target, roles] of [
      ['otherAdmin', ['public', 'admin']],
      ['otherSuperAdmin', ['superAdmin']],
    ] as const) {
      const [u] = await t.db
        .insert(users)
        .values({
          name: `Usuario ${target}`,
          email: `${target.toLowerCase()}@example.com`,
          roles: [...roles],
        })
        .returning();
      targetIds[target] = u!.id;
    }
    for (const target of ['public', 'admin', 'superAdmin'] as const) targetIds[target] = userIds[target];
  });
  afterAll(() => t.close());

  // A fresh session per call: one of the routes is logout, which must not end the next case's session.
  const cookieFor = async (actor: Actor) => {
    const id = userIds[actor];
    if (!id) return {};
    const { token } = await t.app.services.sessions.create(id);
    return { cookie: `campito_session=${token}` };
  };

  const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
  const apiRoutes = () => {
    const seen = new Set<string>();
    for (const { method, url } of t.app.routeTable) {
      if (!url.startsWith('/api') || !METHODS.includes(method)) continue;
      seen.add(`${method} ${url}`);
    }
    return [...seen].sort();
  };

  it('declares an expectation for every /api route the server has (and none it lacks)', () => {
    const routes = apiRoutes();
    expect(routes.filter((r) => !TABLE[r])).toEqual([]);
    expect(Object.keys(TABLE).filter((r) => !routes.includes(r))).toEqual([]);
  });

  it('answers every route as declared for every kind of visitor', async () => {
    const failures: string[] = [];
    let cases = 0;
    for (const route of apiRoutes()) {
      const rule = TABLE[route];
      if (!rule) continue;
      const [method, pattern] = route.split(' ') as [string, string];
      for (const actor of ACTORS) {
        // Ids: the `public` user's own id (so `other` is someone else); unknown ids elsewhere.
        const url = pattern
          .replace(':id', pattern.startsWith('/api/users/') ? ownerId : randomUUID())
          .replace(':token', 'token-que-no-existe')
          .replace(':kind', 'adoption')
          .replace(':dogId', randomUUID())
          .replace(':form', 'adoption')
          .replace('*', 'no-existe');
        const hasBody = ['POST', 'PUT', 'PATCH'].includes(method);
        const res = await t.app.inject({
          method: method as 'GET',
          url,
          headers: {
            ...(await cookieFor(actor)),
            ...(hasBody ? { 'content-type': 'application/json' } : {}),
          },
          ...(hasBody ? { payload: '{}' } : {}),
        });
        cases++;
        const expected = rule(actor);
        const ok =
          expected === 'allowed'
            ? res.statusCode !== 401 && res.statusCode !== 403 && res.statusCode < 500
            : res.statusCode === expected;
        if (!ok)
          failures.push(
            `${route} as ${actor}: expected ${expected}, got ${res.statusCode} ${res.body.slice(0, 120)}`,
          );
        if (res.statusCode >= 400 && res.headers['content-type']?.toString().includes('json')) {
          const body = res.json();
          if (typeof body.error !== 'string')
            failures.push(`${route} as ${actor}: ${res.statusCode} without a Spanish "error"`);
        }
      }
    }
    console.log(
      `authorization matrix: ${cases} cases over ${apiRoutes().length} routes × ${ACTORS.length} visitors`,
    );
    expect(failures).toEqual([]);
  });

  it('answers /api/users/:id by whose account it is: another staff account is written by a superAdmin only', async () => {
    const failures: string[] = [];
    let cases = 0;
    for (const [route, rule] of Object.entries(BY_TARGET)) {
      const [method] = route.split(' ') as ['GET' | 'PUT'];
      for (const target of TARGETS) {
        const id = targetIds[target]!;
        for (const actor of ACTORS) {
          const phone = `11${String(10_000_000 + cases).padStart(8, '0')}`;
          const phoneOf = async () =>
            (await t.db.select({ phone: users.phone }).from(users).where(eq(users.id, id)))[0]!.phone;
          const before = await phoneOf();
          const res = await t.app.inject({
            method,
            url: `/api/users/${id}`,
            headers: await cookieFor(actor),
            ...(method === 'PUT' ? { payload: { phone } } : {}),
          });
          cases++;
          const expected = rule(actor, target);
          const ok =
            expected === 'allowed'
              ? res.statusCode !== 401 && res.statusCode !== 403 && res.statusCode < 500
              : res.statusCode === expected;
          if (!ok)
            failures.push(`${route} on ${target} as ${actor}: expected ${expected}, got ${res.statusCode}`);
          if (method === 'PUT') {
            const after = await phoneOf();
            if (expected === 'allowed' && after !== phone)
              failures.push(`${route} on ${target} as ${actor}: not saved`);
            if (expected !== 'allowed' && after !== before)
              failures.push(`${route} on ${target} as ${actor}: refused, yet the row changed`);
          }
        }
      }
    }
    expect(cases).toBe(Object.keys(BY_TARGET).length * TARGETS.length * ACTORS.length);
    expect(failures).toEqual([]);
  });

  // Issue 38, item 7: a foster sees and writes about their own dogs only; another foster's is a 404.
  it('lets a foster reach only their own dogs: another foster’s dog is neither listed nor written about', async () => {
    const mine = await placedFoster(t, { dogName: 'Propia' });
    const theirs = await placedFoster(t, { dogName: 'Ajena' });
    const as = (cookie: string) => ({ cookie });
    const seen = await t.app.inject({ method: 'GET', url: '/api/mi-transito', headers: as(mine.cookie) });
    expect(seen.statusCode).toBe(200);
    expect(seen.body).toContain('Propia');
    expect(seen.body).not.toContain('Ajena');
    const form = await multipartBody({ dogId: theirs.dog.id, text: 'Hola' }, [
      { field: 'photos', name: 'foto.png', data: await png(300, 200), type: 'image/png' },
    ]);
    const update = await t.app.inject({
      method: 'POST',
      url: '/api/mi-transito/novedades',
      payload: form.payload,
      headers: { ...form.headers, ...as(mine.cookie) },
    });
    const supplies = await t.app.inject({
      method: 'POST',
      url: '/api/mi-transito/pedidos',
      payload: {
        kind: 'alimento',
        detail: 'Alimento',
        quantity: '1 bolsa',
        urgency: 'normal',
        dogId: theirs.dog.id,
      },
      headers: as(mine.cookie),
    });
    for (const res of [update, supplies]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe('No encontramos ese perro entre los que están con vos.');
    }
  });

  // Issue 39: the outbox is staff's to read (admin and superAdmin alike), and what it shows never includes
  // a secret link, whoever reads it: a mail with one is listed by to, subject and date, the link hidden.
  it('lets admin and superAdmin read the mail outbox, and neither reads a secret link in it', async () => {
    const token = 'Tok3nDeRecuperacionQueNadieDebeVerEnElPanel';
    await enqueueMail(t.db, [
      {
        to: 'superadmin@example.com',
        subject: 'Recuperar tu cuenta de El Campito',
        text: `Cambiá tu contraseña: http://localhost:3000/cambiarPassword/${token}`,
        html: `<a href="http://localhost:3000/cambiarPassword/${token}">Cambiar mi contraseña</a>`,
      },
    ]);
    const failures: string[] = [];
    for (const actor of ACTORS) {
      const list = await t.app.inject({
        method: 'GET',
        url: '/api/admin/mails',
        headers: await cookieFor(actor),
      });
      const expected = STAFF(actor);
      if (expected !== 'allowed') {
        if (list.statusCode !== expected) failures.push(`mails as ${actor}: ${list.statusCode}`);
        continue;
      }
      const rows = list.json() as { id: string; to: string; text: string }[];
      const row = rows.find((r) => r.to === 'superadmin@example.com');
      if (!row) failures.push(`mails as ${actor}: the mail is not listed`);
      const one = row
        ? await t.app.inject({
            method: 'GET',
            url: `/api/admin/mails/${row.id}`,
            headers: await cookieFor(actor),
          })
        : undefined;
      for (const body of [list.body, one?.body ?? '']) {
        if (body.includes(token)) failures.push(`mails as ${actor}: the secret link is readable`);
      }
      if (!row?.text.includes('[enlace oculto]')) failures.push(`mails as ${actor}: no hidden-link mark`);
    }
    expect(failures).toEqual([]);
  });
});
